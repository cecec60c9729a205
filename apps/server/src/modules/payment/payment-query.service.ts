import type { OrderDeps } from '../orders/order.deps';
import { settleVerified } from './payment-notify.service';
import { dueWaitingLines } from './payment.repository';

const BATCH = 50;

/**
 * Before unpaid orders close, asks each provider whether their due WAITING lines were paid (a
 * notify may be lost, as Alipay's and WeChat Pay's guides warn: query before closing); a line
 * the provider reports paid is settled exactly as its notify would be. A provider failing to
 * answer changes nothing: the order closes, and money that arrives later is refunded as late.
 * @returns the lines found paid.
 */
export async function reconcileDueLines(deps: OrderDeps): Promise<number> {
  const due = await dueWaitingLines(deps.db, deps.now(), BATCH);
  let paid = 0;
  for (const line of due) {
    const provider = deps.providers.get(line.provider);
    const answer = await provider?.query(line.paymentNo).catch(() => null);
    if (answer?.state !== 'PAID') continue;
    const raw = JSON.stringify({ query: line.paymentNo, tradeNo: answer.notice.providerTradeNo });
    await settleVerified(deps, line.provider, answer.notice, raw);
    paid += 1;
  }
  return paid;
}
