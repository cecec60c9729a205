import {
  ErrorCode,
  ErrorMessage,
  type Envelope,
  type OrderState,
  type PayQrcodeResult,
  type PayStateResult,
} from '@lvxing/shared';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { orders, paymentNotifications, payments, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { newPaymentNo, newRefundNo } from '../orders/order-numbers';
import { findMemberOrder, lockOrderByNo } from '../orders/order.repository';
import { note, transition } from '../orders/order-states';

/**
 * The QR code for paying a member's unpaid order (any product kind): reuses the live payment of
 * the order or starts one with the default provider. The payment expires with the order.
 * @throws AppError 15001 (not the member's), 16002 (order not payable any more)
 */
export async function createQrcode(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<PayQrcodeResult> {
  const found = await findMemberOrder(deps.db, memberId, orderNo);
  if (!found) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const providerName = deps.defaultProvider;
  const provider = deps.providers.get(providerName);
  if (!provider) throw new Error(`payment provider ${providerName} missing`);
  const now = deps.now();
  const payment = await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order || order.state !== 'PENDING_PAYMENT' || order.payDeadline <= now) {
      throw new AppError(ErrorCode.PAY_CLOSED);
    }
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.provider, providerName)));
    if (existing) return existing;
    const paymentNo = newPaymentNo(now);
    const codeUrl = await provider.createCodeUrl({
      paymentNo,
      amountFen: order.totalFen,
      expiresAt: order.payDeadline,
    });
    const [row] = await tx
      .insert(payments)
      .values({
        paymentNo,
        orderId: order.id,
        provider: providerName,
        amountFen: order.totalFen,
        state: 'WAITING',
        codeUrl,
        expiresAt: order.payDeadline,
        createdAt: now,
      })
      .returning();
    return row!;
  });
  return {
    orderNo,
    paymentNo: payment.paymentNo,
    provider: payment.provider,
    codeUrl: payment.codeUrl,
    qrDataUrl: await QRCode.toDataURL(payment.codeUrl, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    }),
    amountFen: payment.amountFen,
    expiresAt: payment.expiresAt.toISOString(),
    title: found.title,
  };
}

const PAID_STATES: OrderState[] = ['TICKETING', 'TICKETED', 'REFUNDING', 'REFUNDED'];

/**
 * The pay state of a member's order as a whole envelope (site-spec §8: the caller takes non-200
 * codes as a normal result): 200 paid, 16001 waiting, 16002 closed. @throws AppError 15001
 */
export async function payState(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<Envelope<PayStateResult>> {
  // polled every few seconds by the payment page: one statement, only the columns it needs (not
  // the order's product snapshot)
  const [row] = await deps.db
    .select({ state: orders.state, payDeadline: orders.payDeadline, paymentState: payments.state })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const order = row;
  const payment = row.paymentState === null ? undefined : { state: row.paymentState };
  const state = order.state as OrderState;
  const data: PayStateResult = {
    orderNo,
    orderState: state,
    paymentState: PAID_STATES.includes(state)
      ? 'PAID'
      : ((payment?.state as PayStateResult['paymentState']) ?? 'WAITING'),
    expiresAt: state === 'PENDING_PAYMENT' ? order.payDeadline.toISOString() : null,
  };
  if (PAID_STATES.includes(state)) return { code: ErrorCode.OK, message: '支付成功', data };
  const closed = state !== 'PENDING_PAYMENT' || order.payDeadline <= deps.now();
  const code = closed ? ErrorCode.PAY_CLOSED : ErrorCode.PAY_WAITING;
  return {
    code,
    message: ErrorMessage[code],
    data: { ...data, paymentState: closed ? 'CLOSED' : data.paymentState },
  };
}

/** What the notify handler did, recorded with the notification. */
export type NotifyOutcome =
  'PAID' | 'REPLAY' | 'ALREADY_PAID' | 'REFUNDED_LATE' | 'AMOUNT_MISMATCH' | 'UNKNOWN_PAYMENT';

/**
 * Handles a provider's signed asynchronous notify, idempotently: the notification id is stored
 * once (a replay changes nothing); the amount must equal the payment's; a payment for an order that
 * is no longer payable is refunded in full, never confirmed. One transaction.
 * @throws AppError 16003 when the signature or body is invalid, or the amount does not match.
 */
export async function handleNotify(
  deps: OrderDeps,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotifyOutcome> {
  const provider = deps.providers.get(providerName);
  const notice = provider?.verifyNotify(headers, rawBody);
  if (!notice) throw new AppError(ErrorCode.PAY_NOTIFY_INVALID);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<NotifyOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.paymentNo, notice.paymentNo), eq(payments.provider, providerName)))
      .for('update');
    const record = async (o: NotifyOutcome) => {
      const [row] = await tx
        .insert(paymentNotifications)
        .values({
          provider: providerName,
          notifyId: notice.notifyId,
          paymentNo: notice.paymentNo,
          outcome: o,
          payload: JSON.parse(rawBody) as object,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      return !!row;
    };
    if (!payment) return (await record('UNKNOWN_PAYMENT')) ? 'UNKNOWN_PAYMENT' : 'REPLAY';
    if (notice.amountFen !== payment.amountFen) {
      return (await record('AMOUNT_MISMATCH')) ? 'AMOUNT_MISMATCH' : 'REPLAY';
    }
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) return 'UNKNOWN_PAYMENT';
    if (payment.state === 'PAID' || payment.state === 'REFUNDED') {
      return (await record('ALREADY_PAID')) ? 'ALREADY_PAID' : 'REPLAY';
    }
    if (order.state === 'PENDING_PAYMENT') {
      if (!(await record('PAID'))) return 'REPLAY';
      await tx
        .update(payments)
        .set({ state: 'PAID', paidAt: notice.paidAt, providerTradeNo: notice.providerTradeNo })
        .where(eq(payments.id, payment.id));
      await transition(
        tx,
        order,
        'TICKETING',
        `支付成功 ¥${(payment.amountFen / 100).toFixed(2)}，正在出票`,
        now,
        {
          paidAt: notice.paidAt,
          ticketingDueAt: new Date(now.getTime() + deps.ticketingDelayMs),
        },
      );
      return 'PAID';
    }
    // paid after the order closed or was cancelled: refund in full, never confirm
    if (!(await record('REFUNDED_LATE'))) return 'REPLAY';
    await tx
      .update(payments)
      .set({ state: 'REFUNDED', paidAt: notice.paidAt, providerTradeNo: notice.providerTradeNo })
      .where(eq(payments.id, payment.id));
    const refundNo = newRefundNo(now);
    await tx.insert(refunds).values({
      refundNo,
      orderId: order.id,
      paymentId: payment.id,
      amountFen: payment.amountFen,
      feeFen: 0,
      state: 'SUCCEEDED',
      reason: '订单关闭后收到付款，全额退回',
      createdAt: now,
      completedAt: now,
    });
    await provider!.refund({
      paymentNo: payment.paymentNo,
      refundNo,
      amountFen: payment.amountFen,
    });
    await note(
      tx,
      order,
      `订单关闭后收到付款 ¥${(payment.amountFen / 100).toFixed(2)}，已全额原路退回`,
      now,
    );
    return 'REFUNDED_LATE';
  });
  if (outcome === 'AMOUNT_MISMATCH') {
    throw new AppError(ErrorCode.PAY_NOTIFY_INVALID, '支付金额与订单金额不符');
  }
  return outcome;
}
