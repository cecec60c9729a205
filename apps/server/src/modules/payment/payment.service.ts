import {
  ErrorCode,
  ErrorMessage,
  type Envelope,
  type OrderState,
  type PayQrcodeResult,
  type PayStateResult,
} from '@lvxing/shared';
import QRCode from 'qrcode';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { newPaymentNo } from '../orders/order-numbers';
import { findMemberOrder, lockOrderByNo } from '../orders/order.repository';
import type { PaymentProvider } from './payment-provider';
import {
  findOrderPayment,
  insertPayment,
  readPayState,
  type PaymentRow,
} from './payment.repository';

/**
 * The live payment of an unpaid order with `providerName`, or a new WAITING one for the order
 * total (fen) that expires with the order, in the caller's transaction (the order locked).
 * @throws AppError 16002 when the order is not payable any more at `now`.
 */
async function livePayment(
  tx: Tx,
  provider: PaymentProvider,
  providerName: string,
  orderNo: string,
  now: Date,
): Promise<PaymentRow> {
  const order = await lockOrderByNo(tx, orderNo);
  if (!order || order.state !== 'PENDING_PAYMENT' || order.payDeadline <= now) {
    throw new AppError(ErrorCode.PAY_CLOSED);
  }
  const existing = await findOrderPayment(tx, order.id, providerName);
  if (existing) return existing;
  const paymentNo = newPaymentNo(now);
  const codeUrl = await provider.createCodeUrl({
    paymentNo,
    amountFen: order.totalFen,
    expiresAt: order.payDeadline,
  });
  return insertPayment(tx, {
    paymentNo,
    orderId: order.id,
    provider: providerName,
    amountFen: order.totalFen,
    state: 'WAITING',
    codeUrl,
    expiresAt: order.payDeadline,
    createdAt: now,
  });
}

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
  const payment = await deps.db.transaction((tx) =>
    livePayment(tx, provider, providerName, orderNo, now),
  );
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
  const row = await readPayState(deps.db, memberId, orderNo);
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
