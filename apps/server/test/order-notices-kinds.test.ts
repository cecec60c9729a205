import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@lvxing/shared';
import { smsOutbox } from '../src/db/schema';
import { confirmDueStays } from '../src/modules/hotel/hotel.jobs';
import { rejectStay } from '../src/modules/hotel/hotel-order-life.service';
import { completeRefunds } from '../src/modules/orders/order.jobs';
import { sendNotices } from '../src/modules/orders/order-notice.jobs';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dayFromNow, loginMember } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  hotelDeps,
  payHotel,
} from './hotel-fixtures';
import { ticketedTrain, trainChangeCalls } from './support/rail-changes';
import { adult, settableClock } from './train-fixtures';

/** The console provider's outbox messages that name `orderNo`. */
async function outboxOf(app: FastifyInstance, orderNo: string): Promise<string[]> {
  const rows = await app.orders.deps.db
    .select({ content: smsOutbox.content })
    .from(smsOutbox)
    .where(like(smsOutbox.content, `%${orderNo}%`));
  return rows.map((r) => r.content);
}

describe('改签成功 notice', () => {
  it('names the new train and time, once per change', async () => {
    const clock = settableClock();
    const app = await buildTestApp({ now: clock.now, jobs: false });
    const token = await loginMember(app);
    const api = trainChangeCalls(app, token);
    const date = dayFromNow(5);
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改通')] });
    const body = {
      orderNo,
      date: dayFromNow(6),
      trainCode: 'G1',
      toStation: 'AOH',
      seatClass: 'O',
    };
    expect((await api.submit(body)).data).toMatchObject({ state: 'DONE' });
    await sendNotices(app.orders.deps);
    await sendNotices(app.orders.deps);
    const [, day] = dayFromNow(6).split('-').slice(1).map(Number);
    const changed = (await outboxOf(app, orderNo)).filter((m) => m.includes('改签成功'));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(
      new RegExp(
        `^【旅行网】您的订单${orderNo}改签成功：\\d+月${day}日 G1 北京南\\d\\d:\\d\\d→上海虹桥 二等座。`,
      ),
    );
  });
});

describe('hotel notices', () => {
  it('sends 确认成功 with the confirmation number and 确认无房 with the full refund', async () => {
    const today = dayFromNow(2);
    const clock = beijingClock(today, '10:00');
    const app = await buildTestApp({ now: clock.now, jobs: false });
    const deps = hotelDeps(app);
    const token = await loginMember(app);
    const checkIn = addDays(today, 7);
    const stay = { checkIn, checkOut: addDays(checkIn, 2) };
    const prepay = findPlan(
      (p) => p.plan.paymentMode === 'PREPAY' && p.plan.cancel.type === 'FREE_UNTIL',
    );
    const book = async () => {
      const res = await createHotelOrder(app, token, bookingBody(prepay, stay));
      await payHotel(app, token, res.data.orderNo);
      return res.data.orderNo;
    };
    const confirmed = await book();
    clock.advance(5_000);
    await confirmDueStays(deps);
    const noRoom = await book();
    await rejectStay(deps, noRoom);
    await completeRefunds(app.orders.deps);
    await sendNotices(app.orders.deps);
    const [m, d] = checkIn.split('-').slice(1).map(Number);
    const [ok] = await outboxOf(app, confirmed);
    expect(ok).toMatch(
      new RegExp(
        `^【旅行网】您的订单${confirmed}酒店已确认，确认号\\d{10}，.+，${m}月${d}日入住，\\d+月\\d+日离店。$`,
      ),
    );
    expect(await outboxOf(app, noRoom)).toEqual([
      `【旅行网】您的订单${noRoom}酒店确认无房，订单已取消，已付款项将全额原路退回。`,
      expect.stringMatching(/退订成功，退款\d+\.\d\d元已原路退回。$/),
    ]);
  });
});
