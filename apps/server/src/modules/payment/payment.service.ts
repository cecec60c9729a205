import {
  ErrorCode,
  ErrorMessage,
  type Envelope,
  type OrderState,
  type PayQrcodeResult,
  type PayStateResult,
  WALLETS,
} from '@lvxing/shared';
import QRCode from 'qrcode';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { findMemberOrder, lockOrderByNo } from '../orders/order.repository';
import { UNPAID_STATES } from '../orders/order-states';
import { handlerOf } from '../orders/product';
import { openLine } from './payment-lines.service';
import { readPayState, type PaymentRow } from './payment.repository';

/**
 * The order's open opening line with `provider` (default: the QR codes'), or a new WAITING one
 * that expires with the order, in its own transaction (the order locked). The line is 全款 of the order total unless the kind declares
 * another (`ProductHandler.openingLine`: a stay paid at the hotel pays a first-night 担保).
 * @throws AppError 16002 when the order is not payable any more at `now`.
 */
export function openingLine(
  deps: OrderDeps,
  orderNo: string,
  now: Date,
  provider?: string,
): Promise<PaymentRow> {
  return deps.db.transaction(async (tx: Tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order || order.state !== 'PENDING_PAYMENT' || order.payDeadline <= now) {
      throw new AppError(ErrorCode.PAY_CLOSED);
    }
    const line = handlerOf(deps.products, order).openingLine?.(order) ?? {
      purpose: 'FULL' as const,
      amountFen: order.totalFen,
    };
    return openLine(deps, tx, order, { ...line, expiresAt: order.payDeadline, now, provider });
  });
}

/**
 * The QR code for paying a member's unpaid order (any product kind): reuses the order's open
 * opening line (全款, or what its kind declares) or starts one with the default provider. The
 * line expires with the order.
 * @throws AppError 15001 (not the member's), 16002 (order not payable any more)
 */
export async function createQrcode(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<PayQrcodeResult> {
  const found = await findMemberOrder(deps.db, memberId, orderNo);
  if (!found) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  if (!deps.providers.has(deps.defaultProvider)) {
    throw new Error(`payment provider ${deps.defaultProvider} missing`);
  }
  const payment = await openingLine(deps, orderNo, deps.now());
  return {
    orderNo,
    wallets: WALLETS.filter((w) => deps.walletProviders[w] !== undefined),
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
  // paid: any state after payment, whatever the kind (tickets: 出票中 onwards)
  const paid = !UNPAID_STATES.includes(state);
  const data: PayStateResult = {
    orderNo,
    orderState: state,
    paymentState: paid ? 'PAID' : ((payment?.state as PayStateResult['paymentState']) ?? 'WAITING'),
    expiresAt: state === 'PENDING_PAYMENT' ? order.payDeadline.toISOString() : null,
  };
  if (paid) return { code: ErrorCode.OK, message: '支付成功', data };
  const closed = state !== 'PENDING_PAYMENT' || order.payDeadline <= deps.now();
  const code = closed ? ErrorCode.PAY_CLOSED : ErrorCode.PAY_WAITING;
  return {
    code,
    message: ErrorMessage[code],
    data: { ...data, paymentState: closed ? 'CLOSED' : data.paymentState },
  };
}
