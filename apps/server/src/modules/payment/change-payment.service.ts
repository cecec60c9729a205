import {
  ErrorCode,
  ErrorMessage,
  type Envelope,
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
 * The pay state of a member's latest 改签 line as a whole envelope, like the order's pay state:
 * 200 paid (the change is done), 16001 waiting, 16002 expired or none. @throws AppError 15001
 */
export async function changePayState(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<Envelope<PayStateResult>> {
  const order = await findMemberOrder(deps.db, memberId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const line = await lastChangeLine(deps, order.id);
  const data: PayStateResult = {
    orderNo,
    orderState: order.state as OrderState,
    paymentState: line?.state === 'REFUNDED' ? 'PAID' : ((line?.state ?? 'CLOSED') as 'PAID'),
    expiresAt: line?.state === 'WAITING' ? line.expiresAt.toISOString() : null,
  };
  if (line?.state === 'PAID' || line?.state === 'REFUNDED') {
    return { code: ErrorCode.OK, message: '改签成功', data };
  }
  const waiting = line?.state === 'WAITING' && line.expiresAt > deps.now();
  const code = waiting ? ErrorCode.PAY_WAITING : ErrorCode.PAY_CLOSED;
  return {
    code,
    message: waiting ? ErrorMessage[code] : '该改签已失效',
    data: { ...data, paymentState: waiting ? 'WAITING' : 'CLOSED' },
  };
}
