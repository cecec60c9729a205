import { describe, expect, it } from 'vitest';
import type { PaymentPurpose } from '@lvxing/shared';
import { completeRefunds } from '../src/modules/orders/order.jobs';
import { lockOrderByNo } from '../src/modules/orders/order.repository';
import { getOrderDetail, requestRefund } from '../src/modules/orders/order.service';
import { openLine, refundLine } from '../src/modules/payment/payment-lines.service';
import {
  findPaymentById,
  insertPayment,
  paymentTotalsOf,
  paymentsOf,
} from '../src/modules/payment/payment.repository';
import { buildTestApp, testClock } from './helper';
import { newMember, payLine, stayDeps, paidStay as paidStayOf } from './stay-kind';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = stayDeps(app);
const member = await newMember(deps);

const paidStay = () => paidStayOf(app, deps, member);

/** A minute later, opens (or finds) the order's WAITING line of `purpose`, the order locked. */
function open(orderNo: string, purpose: PaymentPurpose, amountFen: number) {
  clock.advance(60_000);
  return deps.db.transaction(async (tx) => {
    const order = (await lockOrderByNo(tx, orderNo))!;
    const expiresAt = new Date(clock.now().getTime() + 3_600_000);
    return openLine(deps, tx, order, { purpose, amountFen, expiresAt, now: clock.now() });
  });
}

/** Records a refund of part of a line. */
function refund(paymentId: string, amountFen: number, feeFen = 0) {
  return deps.db.transaction(async (tx) => {
    const line = (await findPaymentById(tx, paymentId))!;
    return refundLine(tx, line, {
      amountFen,
      feeFen,
      reason: '测试',
      cause: 'LINE',
      now: clock.now(),
    });
  });
}

describe('several payment lines per order', () => {
  it('one open line per purpose; a later line is paid on its own and counts in the total', async () => {
    const order = await paidStay();
    const line = await open(order.orderNo, 'SETTLEMENT', 8000);
    expect((await open(order.orderNo, 'SETTLEMENT', 9999)).paymentNo).toBe(line.paymentNo);
    await expect(
      deps.db.transaction((tx) => insertPayment(tx, { ...line, id: undefined, paymentNo: 'P2' })),
    ).rejects.toThrow();
    expect(await payLine(app, deps, line)).toBe('PAID');
    expect(await payLine(app, deps, line)).toBe('ALREADY_PAID');
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d.state).toBe('CONFIRMING');
    expect(d.timeline.at(-1)?.text).toBe('收到结算付款 ¥80.00');
    expect(d.payment).toMatchObject({ amountFen: 60_000, state: 'PAID' }); // the 全款 line
    const lines = await paymentsOf(deps.db, order.id);
    expect(lines.map((l) => [l.purpose, l.state])).toEqual([
      ['FULL', 'PAID'],
      ['SETTLEMENT', 'PAID'],
    ]);
    expect(await paymentTotalsOf(deps.db, order.id)).toEqual({
      paidFen: 68_000,
      refundedFen: 0,
      refundingFen: 0,
    });
  });

  it('a line is refunded on its own, in parts, never beyond what it took', async () => {
    const order = await paidStay();
    const line = await open(order.orderNo, 'CHANGE', 8000);
    await payLine(app, deps, line);
    await refund(line.id, 3000);
    await expect(refund(line.id, 5000, 1)).rejects.toMatchObject({ code: 15002 });
    expect(await paymentTotalsOf(deps.db, order.id)).toMatchObject({ refundingFen: 3000 });
    expect(await completeRefunds(deps)).toBe(1);
    expect((await findPaymentById(deps.db, line.id))?.state).toBe('PAID'); // partly refunded
    await refund(line.id, 4000, 1000);
    expect(await completeRefunds(deps)).toBe(1);
    expect((await findPaymentById(deps.db, line.id))?.state).toBe('REFUNDED');
    await expect(refund(line.id, 1)).rejects.toMatchObject({ code: 15002 });
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d.state).toBe('CONFIRMING'); // a line refunded is not the order refunded
    expect(d.payment?.state).toBe('PAID');
    expect(await paymentTotalsOf(deps.db, order.id)).toEqual({
      paidFen: 68_000,
      refundedFen: 7000,
      refundingFen: 0,
    });
  });

  it('refunding the order refunds every paid line, the fee kept from the oldest first', async () => {
    const order = await paidStay();
    const line = await open(order.orderNo, 'SETTLEMENT', 8000);
    await payLine(app, deps, line);
    const balance = await open(order.orderNo, 'BALANCE', 2000);
    const r = await requestRefund(deps, member, order.orderNo, '行程有变');
    expect(r).toMatchObject({ feeFen: 5000, amountFen: 63_000 });
    // a line paid once the order is being refunded cannot be taken: refunded in full at once
    expect(await payLine(app, deps, balance)).toBe('REFUNDED_LATE');
    expect(await completeRefunds(deps)).toBe(2);
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d.state).toBe('REFUNDED');
    expect(d.timeline.at(-1)?.text).toBe('退款 ¥630.00 已原路退回');
    expect(d.refunds.map((x) => [x.amountFen, x.feeFen])).toEqual(
      expect.arrayContaining([
        [55_000, 5000],
        [8000, 0],
        [2000, 0],
      ]),
    );
    const lines = await paymentsOf(deps.db, order.id);
    expect(lines.every((l) => l.state === 'REFUNDED')).toBe(true);
    expect(await paymentTotalsOf(deps.db, order.id)).toEqual({
      paidFen: 70_000,
      refundedFen: 65_000,
      refundingFen: 0,
    });
  });
});
