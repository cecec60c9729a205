import {
  ErrorCode,
  type OrderState,
  type PayQrcodeResult,
  type PayStateResult,
} from '@lvxing/shared';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { findMemberOrder } from '../orders/order.repository';
import { paymentsOf, type PaymentRow } from './payment.repository';

/** The order's latest 改签 line, or undefined. */
async function lastChangeLine(deps: OrderDeps, orderId: string): Promise<PaymentRow | undefined> {
  return (await paymentsOf(deps.db, orderId)).filter((p) => p.purpose === 'CHANGE').at(-1);
}

/**
 * The QR code of a member's waiting 改签 line (opened when the change was submitted; it expires
 * with the change's seat hold), for the pay page, as the order's own QR call answers.
 * @throws AppError 15001 (not the member's), 16002 (no change waiting for payment)
 */
export async function changeQrcode(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<PayQrcodeResult> {
  const order = await findMemberOrder(deps.db, memberId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const line = await lastChangeLine(deps, order.id);
  if (order.state !== 'CHANGING' || line?.state !== 'WAITING' || line.expiresAt <= deps.now()) {
    throw new AppError(ErrorCode.PAY_CLOSED, '该改签已失效，无法支付');
  }
  return {
    orderNo,
    // a change is paid by its QR code (the order detail's panel), not on a phone's wallet
    wallets: [],
    paymentNo: line.paymentNo,
    provider: line.provider,
    codeUrl: line.codeUrl,
    qrDataUrl: await QRCode.toDataURL(line.codeUrl, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    }),
    amountFen: line.amountFen,
    expiresAt: line.expiresAt.toISOString(),
    title: `改签：${order.title}`,
  };
}

/**
 * The pay state of a member's latest 改签 line, for the change panel's polling: always answered
 * with code 200 (a poll is not an error) and `paymentState` PAID (the change is done), WAITING or
 * CLOSED (expired, or no change). @throws AppError 15001
 */
export async function changePayState(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<PayStateResult> {
  const order = await findMemberOrder(deps.db, memberId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const line = await lastChangeLine(deps, order.id);
  const paid = line?.state === 'PAID' || line?.state === 'REFUNDED';
  const waiting = line?.state === 'WAITING' && line.expiresAt > deps.now();
  return {
    orderNo,
    orderState: order.state as OrderState,
    paymentState: paid ? 'PAID' : waiting ? 'WAITING' : 'CLOSED',
    expiresAt: waiting ? line.expiresAt.toISOString() : null,
  };
}
