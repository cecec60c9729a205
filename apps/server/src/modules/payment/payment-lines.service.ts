import { ErrorCode, type PaymentPurpose } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { newPaymentNo, newRefundNo } from '../orders/order-numbers';
import type { OrderRow } from '../orders/product';
import {
  findOpenLine,
  insertPayment,
  lockPaidLines,
  updatePayment,
  type PaymentRow,
} from './payment.repository';
import { insertRefund, settledOfLine } from './refund.repository';

/**
 * Purposes that pay for the order as booked: paying one moves an unpaid order into its kind's
 * paid state. The others (尾款, 改签, 结算) are lines of an order already paid.
 */
export const OPENING_PURPOSES: readonly PaymentPurpose[] = ['FULL', 'DEPOSIT', 'GUARANTEE'];

/**
 * The order's open (WAITING) line of `purpose` with `line.provider` (default: the QR codes'
 * provider), or a new one of `amountFen` that expires at `expiresAt`, in the caller's
 * transaction (the order locked). One open line per order, purpose and provider (a unique
 * index): an existing one is returned as it is.
 */
export async function openLine(
  deps: Pick<OrderDeps, 'providers' | 'defaultProvider'>,
  tx: Tx,
  order: OrderRow,
  line: {
    purpose: PaymentPurpose;
    amountFen: number;
    expiresAt: Date;
    now: Date;
    provider?: string;
  },
): Promise<PaymentRow> {
  const name = line.provider ?? deps.defaultProvider;
  const existing = await findOpenLine(tx, order.id, line.purpose, { provider: name });
  if (existing) return existing;
  const provider = deps.providers.get(name);
  if (!provider) throw new Error(`payment provider ${name} missing`);
  const paymentNo = newPaymentNo(line.now);
  const codeUrl = await provider.createCodeUrl({
    paymentNo,
    amountFen: line.amountFen,
    expiresAt: line.expiresAt,
    subject: order.title,
  });
  return insertPayment(tx, {
    paymentNo,
    orderId: order.id,
    provider: name,
    purpose: line.purpose,
    amountFen: line.amountFen,
    state: 'WAITING',
    codeUrl,
    expiresAt: line.expiresAt,
    createdAt: line.now,
  });
}

/**
 * Why a line is refunded: ORDER (the member refunds the order), LATE (paid when the order could
 * no longer take it), LINE (the line on its own: a change fee given back, a settlement corrected).
 */
export type RefundCause = 'ORDER' | 'LATE' | 'LINE';

/** A refund of one payment line: paid back `amountFen`, kept `feeFen`. */
export interface LineRefund {
  amountFen: number;
  feeFen: number;
  reason: string;
  cause: RefundCause;
  now: Date;
  /** SUCCEEDED when paid back at once (a late payment); otherwise the refund job pays it. */
  state?: 'PROCESSING' | 'SUCCEEDED';
}

/**
 * Records a refund of one line (the line locked by the caller, who also checks its state):
 * refunds of a line, with their fees, never add up to more than the line.
 * @returns the refund number.
 * @throws AppError 15002 when this refund would exceed what is left of the line.
 */
export async function refundLine(tx: Tx, line: PaymentRow, r: LineRefund): Promise<string> {
  const left = line.amountFen - (await settledOfLine(tx, line.id));
  if (r.amountFen < 0 || r.feeFen < 0 || r.amountFen + r.feeFen > left) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '退款金额超过该笔付款可退金额');
  }
  const refundNo = newRefundNo(r.now);
  const done = r.state === 'SUCCEEDED';
  await insertRefund(tx, {
    refundNo,
    orderId: line.orderId,
    paymentId: line.id,
    amountFen: r.amountFen,
    feeFen: r.feeFen,
    state: r.state ?? 'PROCESSING',
    reason: r.reason,
    cause: r.cause,
    createdAt: r.now,
    completedAt: done ? r.now : null,
  });
  return refundNo;
}

/** The order's PAID lines (locked), what is left of each to refund and in all, fen. */
async function paidLinesLeft(tx: Tx, orderId: string) {
  const lines = await lockPaidLines(tx, orderId);
  const left = await Promise.all(
    lines.map(async (l) => l.amountFen - (await settledOfLine(tx, l.id))),
  );
  return { lines, left, total: left.reduce((s, n) => s + n, 0) };
}

/**
 * What an order has paid and not yet had back (its PAID lines locked), fen: 0 for an order
 * placed with nothing to pay (a stay paid at the hotel).
 */
export async function paidLeftOf(tx: Tx, orderId: string): Promise<number> {
  return (await paidLinesLeft(tx, orderId)).total;
}

/**
 * Refunds what is left of every PAID line of an order, keeping `feeFen` in all (taken from the
 * oldest lines first; at most what is left). @returns what goes back and what is kept, fen.
 * @throws AppError 15002 when the order has no paid line left to refund.
 */
export async function refundPaidLines(
  tx: Tx,
  orderId: string,
  fee: { feeFen: number; reason: string; now: Date },
): Promise<{ amountFen: number; feeFen: number }> {
  const { lines, left, total } = await paidLinesLeft(tx, orderId);
  if (total <= 0) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '该订单没有可退的付款');
  let keep = Math.min(fee.feeFen, total);
  const feeFen = keep;
  for (const [i, line] of lines.entries()) {
    if (left[i]! <= 0) continue;
    const kept = Math.min(keep, left[i]!);
    keep -= kept;
    await refundLine(tx, line, {
      ...fee,
      cause: 'ORDER',
      amountFen: left[i]! - kept,
      feeFen: kept,
    });
  }
  return { amountFen: total - feeFen, feeFen };
}

/**
 * Refunds part of what an order paid, on its own (cause LINE: a cheaper train after a change):
 * `amountFen` back and `feeFen` kept, taken from the PAID lines (locked) oldest first, each at
 * most what is left of it. The refund job pays them back.
 * @throws AppError 15002 when the lines have less left than `amountFen` + `feeFen`.
 */
export async function refundPart(
  tx: Tx,
  orderId: string,
  part: { amountFen: number; feeFen: number; reason: string; now: Date },
): Promise<void> {
  const { lines, left, total } = await paidLinesLeft(tx, orderId);
  if (part.amountFen + part.feeFen > total) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '退款金额超过该订单可退金额');
  }
  let back = part.amountFen;
  let keep = part.feeFen;
  for (const [i, line] of lines.entries()) {
    const fee = Math.min(keep, left[i]!);
    const amount = Math.min(back, left[i]! - fee);
    if (fee + amount === 0) continue;
    keep -= fee;
    back -= amount;
    await refundLine(tx, line, { ...part, cause: 'LINE', amountFen: amount, feeFen: fee });
  }
}

/** Marks a line REFUNDED once its refunds and fees cover it (a partial refund leaves it PAID). */
export async function settleLine(tx: Tx, line: PaymentRow): Promise<void> {
  if ((await settledOfLine(tx, line.id)) >= line.amountFen) {
    await updatePayment(tx, line.id, { state: 'REFUNDED' });
  }
}
