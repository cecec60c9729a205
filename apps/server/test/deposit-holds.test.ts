import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents, orders, payments } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { lockOrderById } from '../src/modules/orders/order.repository';
import { openHold, stepHold } from '../src/modules/payment/deposit-holds.service';
import { settleHoldSteps } from '../src/modules/payment/deposit-settle.service';
import { depositLinesOf } from '../src/modules/payment/deposit.repository';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { adult, bookTrain, payOrder, sandboxNotify, settableClock } from './train-fixtures';

// Deposits (押金预授权) through the sandbox: a hold frozen by the payer, captured in part and
// released for the rest, each step a payment line of its own, taken by the job.

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const sandbox = app.orders.sandbox;
const token = await loginMember(app);
const date = dayFromNow(8);

/** A ticketed train order (in fulfilment) and its row id. */
async function ticketedOrder(name: string) {
  const { orderNo } = (await bookTrain(app, token, { date, passengers: [adult(name)] })).data;
  await payOrder(app, token, orderNo, clock.now());
  clock.advance(deps.ticketingDelayMs);
  await issueDueTickets(deps);
  const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

const hold = (orderId: string, amountFen: number) =>
  deps.db.transaction(async (tx) => {
    const order = (await lockOrderById(tx, orderId))!;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 3_600_000);
    return openHold(deps, tx, order, { amountFen, note: '车辆押金', expiresAt, now });
  });

/** The sandbox's signed notify of a hold (its payer authorised it). */
const authorise = (paymentNo: string, amountFen: number) =>
  sandboxNotify(app, { paymentNo, amountFen, notifyId: `N${paymentNo}`, paidAt: clock.now() });

const lines = async (orderId: string) =>
  (await depositLinesOf(deps.db, orderId)).map((l) => [l.purpose, l.amountFen, l.state]);
const timeline = async (orderId: string) =>
  (await deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
    (e) => e.text,
  );

describe('deposit holds', () => {
  it('holds, captures part and releases the rest, each its own line, once under replays', async () => {
    const order = await ticketedOrder('押金甲');
    const line = await hold(order.id, 300_000);
    expect(line).toMatchObject({ purpose: 'HOLD', state: 'WAITING', provider: 'sandbox' });
    expect(new URL(line.codeUrl).searchParams.get('no')).toBe(line.paymentNo);
    const page = await app.inject({
      method: 'GET',
      url: new URL(line.codeUrl).pathname + new URL(line.codeUrl).search,
    });
    expect(page.body).toContain('仅冻结不扣款');
    expect((await authorise(line.paymentNo, 300_000)).code).toBe(200);
    expect((await authorise(line.paymentNo, 300_000)).code).toBe(200); // a replay
    expect(await lines(order.id)).toEqual([['HOLD', 300_000, 'HELD']]);
    expect(await timeline(order.id)).toContain('车辆押金 ¥3000.00 已冻结（预授权，未扣款）');

    const captureNo = await stepHold(deps, line.paymentNo, {
      purpose: 'HOLD_CAPTURE',
      amountFen: 50_000,
      reason: '车辆划痕维修',
    });
    // more than is still frozen is refused at once
    await expect(
      stepHold(deps, line.paymentNo, {
        purpose: 'HOLD_CAPTURE',
        amountFen: 250_001,
        reason: '超额',
      }),
    ).rejects.toMatchObject({ code: 15002, message: '押金可用金额为 ¥2500.00' });
    clock.advance(60_000);
    const releaseNo = await stepHold(deps, line.paymentNo, {
      purpose: 'HOLD_RELEASE',
      reason: '还车无违章',
    });
    expect(await lines(order.id)).toEqual([
      ['HOLD', 300_000, 'HELD'],
      ['HOLD_CAPTURE', 50_000, 'PROCESSING'],
      ['HOLD_RELEASE', 250_000, 'PROCESSING'],
    ]);
    expect(await settleHoldSteps(deps)).toBe(2);
    expect(await settleHoldSteps(deps)).toBe(0);
    expect(await lines(order.id)).toEqual([
      ['HOLD', 300_000, 'SETTLED'],
      ['HOLD_CAPTURE', 50_000, 'PAID'],
      ['HOLD_RELEASE', 250_000, 'RELEASED'],
    ]);
    expect(sandbox.holdSteps.get(captureNo)).toEqual({
      kind: 'CAPTURE',
      holdNo: line.paymentNo,
      amountFen: 50_000,
    });
    expect(sandbox.holdSteps.get(releaseNo)).toMatchObject({ kind: 'RELEASE', amountFen: 250_000 });
    const texts = await timeline(order.id);
    expect(texts).toContain('车辆押金扣款 ¥500.00：车辆划痕维修');
    expect(texts).toContain('车辆押金解冻 ¥2500.00：还车无违章');
    // nothing is left to take
    await expect(
      stepHold(deps, line.paymentNo, { purpose: 'HOLD_RELEASE', reason: '再解冻' }),
    ).rejects.toMatchObject({ code: 15002 });
  });

  it('releases in full at once a hold authorised after its order was refunded', async () => {
    const order = await ticketedOrder('押金乙');
    const line = await hold(order.id, 100_000);
    await call(app, '/api/train/order/refund', { orderNo: order.orderNo }, { token });
    expect((await authorise(line.paymentNo, 100_000)).code).toBe(200);
    expect(await lines(order.id)).toEqual([
      ['HOLD', 100_000, 'HELD'],
      ['HOLD_RELEASE', 100_000, 'PROCESSING'],
    ]);
    await settleHoldSteps(deps);
    expect(await lines(order.id)).toEqual([
      ['HOLD', 100_000, 'SETTLED'],
      ['HOLD_RELEASE', 100_000, 'RELEASED'],
    ]);
  });

  it('keeps a step whose provider call fails for the next run, and takes it then once', async () => {
    const order = await ticketedOrder('押金丙');
    const line = await hold(order.id, 80_000);
    await authorise(line.paymentNo, 80_000);
    const releaseNo = await stepHold(deps, line.paymentNo, {
      purpose: 'HOLD_RELEASE',
      reason: '取消用车',
    });
    const holds = sandbox.holds!;
    const release = holds.release;
    holds.release = () => Promise.reject(new Error('gateway timeout'));
    await expect(settleHoldSteps(deps)).rejects.toThrow('gateway timeout');
    holds.release = release;
    const [step] = await deps.db.select().from(payments).where(eq(payments.paymentNo, releaseNo));
    expect(step!.state).toBe('PROCESSING');
    expect(await settleHoldSteps(deps)).toBe(1);
    expect(await lines(order.id)).toEqual([
      ['HOLD', 80_000, 'SETTLED'],
      ['HOLD_RELEASE', 80_000, 'RELEASED'],
    ]);
  });
});
