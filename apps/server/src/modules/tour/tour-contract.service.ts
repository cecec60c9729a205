import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { detailOf, memberOrder } from '../orders/order.service';
import { snapshotOf } from '../orders/product';
import type { TourDeps } from './tour.deps';
import { contractSections } from './tour-contract';
import { renderContractPdf } from './tour-contract-pdf';
import type { TourOrderDetail } from './tour-order-snapshot';

/**
 * A member's tour contract as a PDF, with its file name (the contract number): made from the
 * order's snapshot, so it says what was sold and accepted whatever changed since. At most
 * `contractPdfMemberMinute` a minute per member (each is made anew, about 0.1 s of CPU).
 * @throws AppError 10029 (too many), 15001 (no such order of this member, or not a tour)
 */
export async function tourContractPdf(
  deps: TourDeps,
  memberId: string,
  orderNo: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!(await deps.limits.consumeAll([['contractPdfMemberMinute', memberId]]))) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  }
  const order = await memberOrder(deps, memberId, orderNo);
  if (order.kind !== 'TOUR') throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const { contractNo } = snapshotOf<TourOrderDetail>(order).detail;
  const sections = contractSections(order, await detailOf(deps, order));
  const bytes = await renderContractPdf({ contractNo, orderNo, title: order.title }, sections);
  return { bytes, fileName: `contract-${contractNo}.pdf` };
}
