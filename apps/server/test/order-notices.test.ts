import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema';
import { completeRefunds, issueDueTickets } from '../src/modules/orders/order.jobs';
import { queuePayReminders, sendNotices } from '../src/modules/orders/order-notice.jobs';
import { bookFlightOrder, buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { adult, bookTrain, payOrder, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const date = dayFromNow(9);

/** The console provider's outbox messages that name `orderNo`, oldest first. */
async function outboxOf(orderNo: string): Promise<string[]> {
  const rows = await deps.db
    .select({ content: smsOutbox.content, at: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(like(smsOutbox.content, `%${orderNo}%`));
  return rows.map((r) => r.content);
}

describe('order notices by SMS (console outbox)', () => {
  it('sends 出票成功 with the train, seat and time once, then 退票成功 with the amount', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('郑一')] })).data;
    await payOrder(app, token, order.orderNo, clock.now());
    clock.advance(deps.ticketingDelayMs);
    expect(await issueDueTickets(deps)).toBe(1);
    expect(await issueDueTickets(deps)).toBe(0);
    expect(await sendNotices(deps)).toBeGreaterThanOrEqual(1);
    expect(await sendNotices(deps)).toBe(0);
    const [ticketed, ...rest] = await outboxOf(order.orderNo);
    expect(rest).toEqual([]);
    expect(ticketed).toMatch(
      new RegExp(
        `^【旅行网】您的订单${order.orderNo}已出票：\\d+月\\d+日 G1 北京南\\d\\d:\\d\\d→上海虹桥 二等座 \\S+。请携带购票证件乘车。$`,
      ),
    );

    const refund = await call(
      app,
      '/api/train/order/refund',
      { orderNo: order.orderNo },
      { token },
    );
    expect(refund.code).toBe(200);
    await completeRefunds(deps);
    await completeRefunds(deps);
    await sendNotices(deps);
    const messages = await outboxOf(order.orderNo);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatch(
      new RegExp(`^【旅行网】您的订单${order.orderNo}退票成功，退款\\d+\\.\\d\\d元已原路退回。$`),
    );
  });

  it('reminds an unpaid order once, 5 minutes before its deadline, in Beijing time', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('郑二')] })).data;
    const deadline = new Date(order.payDeadline);
    clock.set(new Date(deadline.getTime() - 6 * 60_000));
    await queuePayReminders(deps);
    await sendNotices(deps);
    expect(await outboxOf(order.orderNo)).toEqual([]);
    clock.set(new Date(deadline.getTime() - 4 * 60_000));
    await queuePayReminders(deps);
    await queuePayReminders(deps);
    await sendNotices(deps);
    const bj = new Date(deadline.getTime() + 8 * 3600_000);
    const hhmm = `${String(bj.getUTCHours()).padStart(2, '0')}:${String(bj.getUTCMinutes()).padStart(2, '0')}`;
    expect(await outboxOf(order.orderNo)).toEqual([
      `【旅行网】您的订单${order.orderNo}尚未支付，请于${bj.getUTCMonth() + 1}月${bj.getUTCDate()}日 ${hhmm}前完成支付，逾期订单将自动关闭。`,
    ]);
    clock.set(new Date());
  });

  it('keeps a notice queued while the provider fails and sends it on the next run', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('郑三')] })).data;
    await payOrder(app, token, order.orderNo, clock.now());
    clock.advance(deps.ticketingDelayMs);
    await issueDueTickets(deps);
    const failing = {
      ...deps,
      sendNotice: () => Promise.reject(new Error('provider down')),
    };
    expect(await sendNotices(failing)).toBe(0);
    expect(await outboxOf(order.orderNo)).toEqual([]);
    expect(await sendNotices(deps)).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(order.orderNo)).toHaveLength(1);
  });

  it('drops a queued reminder once the order is paid (the provider was down meanwhile)', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('郑四')] })).data;
    const deadline = new Date(order.payDeadline);
    clock.set(new Date(deadline.getTime() - 4 * 60_000));
    await queuePayReminders(deps);
    const failing = { ...deps, sendNotice: () => Promise.reject(new Error('provider down')) };
    expect(await sendNotices(failing)).toBe(0);
    await payOrder(app, token, order.orderNo, clock.now());
    await sendNotices(deps);
    expect(await outboxOf(order.orderNo)).toEqual([]);
    clock.set(new Date());
  });

  it('words the 出票成功 of a flight 出票成功 for boarding, with the flight number and cabin', async () => {
    const idNo = residentId('19880412', 77);
    const order = (await bookFlightOrder(app, { token, date, idNo })).data;
    await payOrder(app, token, order.orderNo, clock.now());
    clock.advance(deps.ticketingDelayMs);
    await issueDueTickets(deps);
    await sendNotices(deps);
    const [ticketed] = await outboxOf(order.orderNo);
    expect(ticketed).toMatch(
      new RegExp(
        `^【旅行网】您的订单${order.orderNo}已出票：\\d+月\\d+日 \\w+ .+\\d\\d:\\d\\d→.+ 经济舱.*。请携带有效身份证件按时登机。$`,
      ),
    );
  });
});
