import { ErrorCode, PAYMENT_PURPOSE_LABEL, type PaymentPurpose } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { lockOrderById } from '../orders/order.repository';
import { completePaidChange } from '../orders/order-change-end.service';
import { note, transition } from '../orders/order-states';
import { handlerOf, type OrderRow } from '../orders/product';
import { holdAuthorised } from './deposit-settle.service';
import { OPENING_PURPOSES, refundLine } from './payment-lines.service';
import type { PaymentNotice, PaymentProvider } from './payment-provider';
import {
  closeSiblingLines,
  insertNotification,
  lockPaymentByNo,
  updatePayment,
  type PaymentRow,
} from './payment.repository';

/** What the notify handler did, recorded with the notification. */
export type NotifyOutcome =
  'PAID' | 'REPLAY' | 'ALREADY_PAID' | 'REFUNDED_LATE' | 'AMOUNT_MISMATCH' | 'UNKNOWN_PAYMENT';

/**
 * Handles a provider's signed asynchronous notify, idempotently: the notification id is stored
 * once (a replay changes nothing); the amount must equal the line's; a line that opens an order
 * (全款, 定金, 担保) moves it into its kind's paid state; a later line (尾款, 改签, 结算) of an order
 * in fulfilment is marked paid (a 改签 line also swaps its pending change in); a payment the order can no longer take is refunded in full,
 * never confirmed. One transaction.
 * @throws AppError 16003 when the signature or body is invalid, or the amount does not match.
 */
export async function handleNotify(
  deps: OrderDeps,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotifyOutcome> {
  const provider = deps.providers.get(providerName);
  const notice = await provider?.verifyNotify(headers, rawBody);
  if (!provider || !notice) throw new AppError(ErrorCode.PAY_NOTIFY_INVALID);
  return settleVerified(deps, providerName, notice, rawBody);
}

/**
 * Settles a verified notice (a notify's, or a trade query's answer) as {@link handleNotify}
 * does, in one transaction; `rawBody` is kept with it (JSON, or a form as Alipay sends).
 * @throws AppError 16003 when the amount does not match the line's.
 */
export async function settleVerified(
  deps: OrderDeps,
  providerName: string,
  notice: PaymentNotice,
  rawBody: string,
): Promise<NotifyOutcome> {
  const provider = deps.providers.get(providerName);
  if (!provider) throw new AppError(ErrorCode.PAY_NOTIFY_INVALID);
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) =>
    settleNotice(deps, { tx, provider, providerName, notice, rawBody, now }),
  );
  if (outcome === 'AMOUNT_MISMATCH') {
    throw new AppError(ErrorCode.PAY_NOTIFY_INVALID, '支付金额与订单金额不符');
  }
  return outcome;
}

/** A verified notify being handled, inside its transaction. */
interface NotifyContext {
  tx: Tx;
  provider: PaymentProvider;
  providerName: string;
  notice: PaymentNotice;
  rawBody: string;
  now: Date;
}

/** A notification's body as stored: JSON as it came, or a form's fields (Alipay). */
function payloadOf(raw: string): object {
  try {
    return JSON.parse(raw) as object;
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}

/**
 * Stores the notification with its outcome unless it is a replay of one already stored.
 * @returns true when stored (first delivery), false for a replay.
 */
function record(c: NotifyContext, outcome: NotifyOutcome): Promise<boolean> {
  return insertNotification(c.tx, {
    provider: c.providerName,
    notifyId: c.notice.notifyId,
    paymentNo: c.notice.paymentNo,
    outcome,
    payload: payloadOf(c.rawBody),
    receivedAt: c.now,
  });
}

/** Decides and applies what a verified notify does (the body of `handleNotify`'s transaction). */
async function settleNotice(deps: OrderDeps, c: NotifyContext): Promise<NotifyOutcome> {
  const once = async (o: NotifyOutcome) => ((await record(c, o)) ? o : 'REPLAY');
  const payment = await lockPaymentByNo(c.tx, c.notice.paymentNo, c.providerName);
  if (!payment) return once('UNKNOWN_PAYMENT');
  if (c.notice.amountFen !== payment.amountFen) return once('AMOUNT_MISMATCH');
  const order = await lockOrderById(c.tx, payment.orderId);
  if (!order) return 'UNKNOWN_PAYMENT';
  if (payment.purpose === 'HOLD') return settleHoldNotice(deps, c, payment, order);
  if (payment.state === 'PAID' || payment.state === 'REFUNDED') return once('ALREADY_PAID');
  const handler = handlerOf(deps.products, order);
  const opens = OPENING_PURPOSES.includes(payment.purpose as PaymentPurpose);
  if (opens && order.state === 'PENDING_PAYMENT') {
    if (!(await record(c, 'PAID'))) return 'REPLAY';
    await confirmPaid(deps, c, payment, order);
    return 'PAID';
  }
  const inFulfilment = Object.hasOwn(handler.fulfilment.states, order.state);
  if (!opens && payment.state === 'WAITING' && inFulfilment) {
    if (!(await record(c, 'PAID'))) return 'REPLAY';
    await markPaid(c, payment);
    const label = PAYMENT_PURPOSE_LABEL[payment.purpose as PaymentPurpose] ?? payment.purpose;
    await note(c.tx, order, `收到${label}付款 ¥${(payment.amountFen / 100).toFixed(2)}`, c.now);
    if (payment.purpose === 'CHANGE') await completePaidChange(deps, c.tx, order, c.now);
    return 'PAID';
  }
  // paid after the order closed or was cancelled: refund in full, never confirm
  if (!(await record(c, 'REFUNDED_LATE'))) return 'REPLAY';
  await refundLate(c, payment, order);
  return 'REFUNDED_LATE';
}

/**
 * A deposit hold authorised: HELD while its order can use it (unpaid or in fulfilment), else held
 * and released in full at once (`REFUNDED_LATE`); a replay or a hold no longer waiting changes
 * nothing.
 */
async function settleHoldNotice(
  deps: OrderDeps,
  c: NotifyContext,
  hold: PaymentRow,
  order: OrderRow,
): Promise<NotifyOutcome> {
  const { fulfilment } = handlerOf(deps.products, order);
  const live = order.state === 'PENDING_PAYMENT' || Object.hasOwn(fulfilment.states, order.state);
  const outcome = hold.state !== 'WAITING' ? 'ALREADY_PAID' : live ? 'PAID' : 'REFUNDED_LATE';
  if (!(await record(c, outcome))) return 'REPLAY';
  await holdAuthorised(c.tx, { hold, order, notice: c.notice, live, now: c.now });
  return outcome;
}

/** Marks a line PAID with the provider's trade number and time of payment. */
async function markPaid(c: NotifyContext, payment: PaymentRow): Promise<void> {
  await updatePayment(c.tx, payment.id, {
    state: 'PAID',
    paidAt: c.notice.paidAt,
    providerTradeNo: c.notice.providerTradeNo,
  });
}

/**
 * Marks the line PAID and moves its order into its kind's paid state (tickets: TICKETING); when
 * the kind has a step the jobs take by themselves (tickets: issue), it is due after the delay;
 * the kind's `onPaid` runs in the same transaction (a stay: its confirmation deadline).
 */
async function confirmPaid(
  deps: OrderDeps,
  c: NotifyContext,
  payment: PaymentRow,
  order: OrderRow,
): Promise<void> {
  await markPaid(c, payment);
  // the same line opened through another wallet takes no more money: paid there, it is refunded
  await closeSiblingLines(c.tx, order.id, payment.purpose as PaymentPurpose);
  const handler = handlerOf(deps.products, order);
  const { fulfilment } = handler;
  await transition(
    c.tx,
    handler,
    order,
    fulfilment.paidState,
    `支付成功 ¥${(payment.amountFen / 100).toFixed(2)}，${fulfilment.paidText}`,
    c.now,
    {
      paidAt: c.notice.paidAt,
      ...(fulfilment.step
        ? { ticketingDueAt: new Date(c.now.getTime() + deps.ticketingDelayMs) }
        : {}),
    },
  );
  await handler.onPaid?.(c.tx, order, c.now);
}

/**
 * A payment that arrived when its order could no longer take it (closed, cancelled, refunded):
 * marks it REFUNDED, records a full refund (no
 * fee), has the provider pay it back at once and notes it on the order's timeline.
 */
async function refundLate(c: NotifyContext, payment: PaymentRow, order: OrderRow): Promise<void> {
  await updatePayment(c.tx, payment.id, {
    state: 'REFUNDED',
    paidAt: c.notice.paidAt,
    providerTradeNo: c.notice.providerTradeNo,
  });
  const refundNo = await refundLine(c.tx, payment, {
    amountFen: payment.amountFen,
    feeFen: 0,
    reason: '订单关闭后收到付款，全额退回',
    cause: 'LATE',
    now: c.now,
    state: 'SUCCEEDED',
  });
  await c.provider.refund({
    paymentNo: payment.paymentNo,
    refundNo,
    amountFen: payment.amountFen,
    totalFen: payment.amountFen,
  });
  await note(
    c.tx,
    order,
    `订单关闭后收到付款 ¥${(payment.amountFen / 100).toFixed(2)}，已全额原路退回`,
    c.now,
  );
}
