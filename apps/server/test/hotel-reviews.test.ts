import { describe, expect, it } from 'vitest';
import {
  addDays,
  type HotelReview,
  type HotelReviewListResult,
  type OrderSearchResult,
} from '@lvxing/shared';
import { getHotelCatalog } from '../src/modules/hotel/catalog';
import {
  checkInDueStays,
  checkOutDueStays,
  confirmDueStays,
} from '../src/modules/hotel/hotel.jobs';
import { reviewScoresOf } from '../src/modules/hotel/hotel-reviews.service';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  hotelDeps,
  hotelDetailOf,
  payHotel,
} from './hotel-fixtures';

const today = dayFromNow(2);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = hotelDeps(app);
let token = await loginMember(app);
const checkIn = addDays(today, 3);
const stay = { checkIn, checkOut: addDays(checkIn, 1) };
const pick = findPlan((p) => p.plan.paymentMode === 'PREPAY', 5);
const hotel = getHotelCatalog().hotelById.get(pick.hotel.id)!;

/** Books and pays `n` stays, and lets the job confirm them. @returns their order numbers */
async function stays(n: number) {
  const nos: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await createHotelOrder(app, token, bookingBody(pick, stay));
    await payHotel(app, token, res.data.orderNo);
    nos.push(res.data.orderNo);
  }
  clock.advance(5_000);
  await confirmDueStays(deps);
  return nos;
}
const review = (orderNo: string, score = 5, t = token) =>
  call<HotelReview>(
    app,
    '/api/hotel/review/submit',
    {
      orderNo,
      scores: { location: score, facility: score, service: score, hygiene: score },
      text: '房间干净，前台服务热情，位置方便。',
    },
    { token: t },
  );

describe('reviews of a stay', () => {
  it('only after check-out, once per stay (also when submitted at once), and the score moves', async () => {
    const nos = await stays(3);
    expect((await review(nos[0]!)).code).toBe(20007); // 已确认, not checked out
    clock.set(stay.checkOut, '12:00');
    token = await tokenAt(token, clock.now);
    await checkInDueStays(deps);
    await checkOutDueStays(deps);
    const before = (await reviewScoresOf(deps.db, [hotel])).get(hotel.id)!;

    const first = await review(nos[0]!, 1);
    expect(first).toMatchObject({ code: 200, data: { author: '张**', score: 1, verified: true } });
    expect(await review(nos[0]!)).toMatchObject({ code: 20008, message: '该订单已点评' });
    const raced = await Promise.all(Array.from({ length: 5 }, () => review(nos[1]!, 1)));
    expect(raced.filter((r) => r.code === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.code === 20008)).toHaveLength(4);

    const after = (await reviewScoresOf(deps.db, [hotel])).get(hotel.id)!;
    expect(after.reviewCount).toBe(before.reviewCount + 2);
    const expected = (hotel.score * hotel.reviewCount + 2) / (hotel.reviewCount + 2);
    expect(after.score).toBe(Math.round(expected * 10) / 10);
    expect(after.subScores.hygiene).toBeLessThanOrEqual(before.subScores.hygiene);

    const d = (await hotelDetailOf(app, token, nos[0]!)).data;
    expect(d.product).toMatchObject({ kind: 'HOTEL', reviewed: true, canReview: false });
    expect((await hotelDetailOf(app, token, nos[2]!)).data.product).toMatchObject({
      kind: 'HOTEL',
      reviewed: false,
      canReview: true,
    });
    // the order list says the same (its 写点评 button)
    const list = await call<OrderSearchResult>(
      app,
      '/api/hotel/order/search',
      { pageSize: 10 },
      { token },
    );
    const canReview = (no: string) =>
      list.data.items.find((o) => o.orderNo === no)?.product?.canReview;
    expect(nos.map(canReview)).toEqual([false, false, true]);
  });

  it("lists members' reviews newest first, then the sample ones, with the blended score", async () => {
    const list = await call<HotelReviewListResult>(app, '/api/hotel/review/list', {
      hotelId: hotel.id,
      page: 1,
      pageSize: 5,
    });
    expect(list.code).toBe(200);
    expect(list.data.items.slice(0, 2).map((r) => r.verified)).toEqual([true, true]);
    expect(list.data.items.slice(2).every((r) => !r.verified)).toBe(true);
    expect(list.data.total).toBe(hotel.reviewCount + 2);
    const scores = (await reviewScoresOf(deps.db, [hotel])).get(hotel.id)!;
    expect(list.data).toMatchObject({ score: scores.score, reviewCount: scores.reviewCount });
    const page2 = await call<HotelReviewListResult>(app, '/api/hotel/review/list', {
      hotelId: hotel.id,
      page: 2,
      pageSize: 5,
    });
    const ids = [...list.data.items, ...page2.data.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call(app, '/api/hotel/review/list', { hotelId: 'H0-0' })).code).toBe(20002);
  });
});
