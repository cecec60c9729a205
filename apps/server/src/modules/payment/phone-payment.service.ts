import { ErrorCode, type PayPhoneBody, type PayPhoneResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { findMemberOrder } from '../orders/order.repository';
import { openingLine } from './payment.service';

/**
 * Pays a member's unpaid order on their phone: the opening line of the wallet's provider (its
 * own line: the QR code's stays open too, and once one is paid the others close) and the URL of
 * that wallet's cashier (支付宝 手机网站支付, 微信支付 H5; the sandbox's page as that wallet),
 * which leads back to `returnPath` on this site.
 * @param clientIp the payer's address (微信支付 H5 requires it).
 * @throws AppError 15001 (not the member's order), 10001 (a wallet this site does not take),
 * 16002 (the order is not payable any more).
 */
export async function createPhonePayment(
  deps: OrderDeps,
  memberId: string,
  body: PayPhoneBody,
  clientIp: string,
): Promise<PayPhoneResult> {
  const found = await findMemberOrder(deps.db, memberId, body.orderNo);
  if (!found) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const name = deps.walletProviders[body.wallet];
  const provider = name === undefined ? undefined : deps.providers.get(name);
  if (!name || !provider) throw new AppError(ErrorCode.INVALID_PARAMS, '暂不支持该支付方式');
  const line = await openingLine(deps, body.orderNo, deps.now(), name);
  const payUrl = await provider.createPhoneUrl({
    paymentNo: line.paymentNo,
    amountFen: line.amountFen,
    expiresAt: line.expiresAt,
    subject: found.title,
    wallet: body.wallet,
    returnUrl: new URL(body.returnPath, deps.publicUrl()).toString(),
    clientIp,
  });
  return { payUrl };
}
