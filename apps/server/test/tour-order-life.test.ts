import { describe, expect, it } from 'vitest';
import { addDays, productPart } from '@lvxing/shared';
import { like } from 'drizzle-orm';
import { smsOutbox } from '../src/db/schema';
import { sendNotices } from '../src/modules/orders/order-notice.jobs';
import { completeRefunds } from '../src/modules/orders/order.jobs';
import {
  cancelNotFormedTours,
  confirmDueTours,
  decideDueDepartures,
  endDueTours,
  formDecidedTours,
  startDueTours,
} from '../src/modules/tour/tour.jobs';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock, payHotel as payOrder } from './hotel-fixtures';
import {
  adult,
  bookTourOrder,
  calendarOf,
  departureAfter,
  findProduct,
  tourBody,
  tourDeps,
  tourOrderDetail,
} from './tour-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = tourDeps(app, 0);
let token = await loginMember(app);

/** Moves the clock to `day` 10:00 Beijing and signs the member's token again at it. */
async function at(day: string) {
  clock.set(day, '10:00');
  token = await tokenAt(token, clock.now);
}

/** Books `adults` adults on `date`, pays and has the supplier confirm: the order number. */
async function confirmed(code: string, date: string, adultFen: number, adults = 2, seq = 0) {
  const travellers = Array.from({ length: adults }, (_, i) =>
    adult(seq + i, `王${'一二三四五六七八九'[i]}`),
  );
  const res = await bookTourOrder(
    app,
    token,
    tourBody(code, date, adults * adultFen, { adults, travellers }),
  );
  if (res.code !== 200) throw new Error(res.message);
  await payOrder(app, token, res.data.orderNo);
  await confirmDueTours(deps);
  return res.data.orderNo;
}
/** The console SMS provider's messages naming `orderNo`. */
async function outboxOf(orderNo: string): Promise<string[]> {
  const rows = await deps.db
    .select({ content: smsOutbox.content })
    .from(smsOutbox)
    .where(like(smsOutbox.content, `%${orderNo}%`));
  return rows.map((r) => r.content);
}
const detail = async (orderNo: string) => (await tourOrderDetail(app, token, orderNo)).data;

describe('a tour order after payment', () => {
  it('costs nothing to cancel before the ladder, then 20%, 40% and 60% of the tour price', async () => {
    const p = findProduct((x) => x.type === 'GROUP' && x.scope === 'DOMESTIC', 2);
    const dep = await departureAfter(app, p, today, 20);
    const orderNo = await confirmed(p.code, dep.date, dep.adultFen, 2, 100);
    const price = 2 * dep.adultFen;
    for (const [before, percent] of [
      [10, 0],
      [6, 20],
      [4, 20],
      [3, 40],
      [1, 40],
      [0, 60],
    ] as const) {
      await at(addDays(dep.date, -before));
      expect(
        productPart(await detail(orderNo), 'TOUR')!.cancelFeeNowFen,
        `${before} days before`,
      ).toBe(Math.round((price * percent) / 100));
    }
    await at(addDays(dep.date, -5));
    const refund = await call<{ feeFen: number; amountFen: number }>(
      app,
      '/api/tour/order/refund',
      { orderNo, reason: '行程有变' },
      { token },
    );
    expect(refund.data).toMatchObject({ feeFen: price / 5, amountFen: price - price / 5 });
    await completeRefunds(deps);
    expect(await detail(orderNo)).toMatchObject({ state: 'REFUNDED', stateLabel: '已退订' });
    await at(today);
  });

  it('未成团: cancelled on its notice day and refunded in full, once, whatever runs the job', async () => {
    const p = findProduct(
      (x) => x.type === 'GROUP' && x.scope === 'DOMESTIC' && x.minGroupSize > 3,
      3,
    );
    const dep = await departureAfter(app, p, today, 20);
    const orderNo = await confirmed(p.code, dep.date, dep.adultFen, 2, 200);
    await at(addDays(dep.date, -8));
    expect(await decideDueDepartures(deps)).toBe(0);
    await at(addDays(dep.date, -7));
    const other = tourDeps(app, 0);
    const decided = await Promise.all([decideDueDepartures(deps), decideDueDepartures(other)]);
    expect(decided.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const moved = await Promise.all([cancelNotFormedTours(deps), cancelNotFormedTours(other)]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    const d = await detail(orderNo);
    expect(d.state).toBe('REFUNDING');
    expect(d.timeline.map((e) => e.text)).toContain(
      `报名人数未达到最低成团人数${p.minGroupSize}人，本团取消`,
    );
    expect(d.refunds).toHaveLength(1);
    expect(d.refunds[0]).toMatchObject({ amountFen: 2 * dep.adultFen, feeFen: 0 });
    await sendNotices(deps);
    expect(await outboxOf(orderNo)).toEqual([
      expect.stringContaining(
        `报名人数未达最低成团人数${p.minGroupSize}人，本团取消，已付款项将全额原路退回`,
      ),
    ]);
    await completeRefunds(deps);
    expect((await detail(orderNo)).state).toBe('REFUNDED');
    const after = (await calendarOf(app, p.code)).data.departures.find((x) => x.date === dep.date);
    expect(after).toMatchObject({ onSale: false, booked: 0, formed: false });
    await at(today);
  });

  it('已成团 with its minimum by the notice day, then 出行中 and 已完成', async () => {
    const p = findProduct(
      (x) => x.type === 'GROUP' && x.scope === 'DOMESTIC' && x.minGroupSize <= 9,
      0,
    );
    const dep = await departureAfter(app, p, today, 20);
    const orderNo = await confirmed(p.code, dep.date, dep.adultFen, p.minGroupSize, 300);
    const cal = (await calendarOf(app, p.code)).data.departures.find((x) => x.date === dep.date)!;
    expect(cal).toMatchObject({ booked: p.minGroupSize, groupMin: p.minGroupSize, formed: false });
    await at(addDays(dep.date, -7));
    expect(await decideDueDepartures(deps)).toBeGreaterThanOrEqual(1);
    expect(await formDecidedTours(deps)).toBe(1);
    expect(await detail(orderNo)).toMatchObject({ state: 'FORMED', stateLabel: '已成团' });
    await sendNotices(deps);
    expect(await outboxOf(orderNo)).toEqual([
      expect.stringContaining('已成团，出团通知将于出发前发送'),
    ]);
    await at(dep.date);
    expect(await startDueTours(deps)).toBe(1);
    expect((await detail(orderNo)).state).toBe('TRAVELLING');
    await at(addDays(dep.date, p.days));
    expect(await endDueTours(deps)).toBe(1);
    expect((await detail(orderNo)).state).toBe('COMPLETED');
    await at(today);
  });
});
