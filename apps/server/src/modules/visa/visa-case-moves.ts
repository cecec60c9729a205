import {
  ErrorCode,
  VISA_REFUND_RULES,
  visaRefundFen,
  type VisaCaseState,
  type VisaRefundStage,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockOrder } from '../orders/order.service';
import { note, transition } from '../orders/order-states';
import type { OrderRow } from '../orders/product';
import { refundPart } from '../payment/payment-lines.service';
import { ENDED_STATES, caseText } from './visa-case-rules';
import { casesOf, caseView } from './visa-case.view';
import { pricePerApplicant, visaOf } from './visa-order-snapshot';
import { visaProduct } from './visa.product';
import {
  applicantsOf,
  insertStep,
  lockApplicant,
  setApplicantState,
  type VisaApplicantRow,
} from './visa.repository';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * A visa order and one of its applicants, both locked (order first, as every path), in the
 * caller's transaction. `memberId` given: another member's order answers as a missing one.
 * @throws AppError 15001 no such order (or not this member's, or not a visa); 27006 no such
 *   applicant on it
 */
export async function lockCase(
  tx: Tx,
  orderNo: string,
  applicantId: string,
  memberId?: string,
): Promise<{ order: OrderRow; applicant: VisaApplicantRow }> {
  const order = await lockOrder(tx, orderNo);
  if (!order || order.kind !== 'VISA' || (memberId !== undefined && order.memberId !== memberId))
    throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const applicant = await lockApplicant(tx, order.id, applicantId);
  if (!applicant) throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND, '申请人不存在');
  return { order, applicant };
}

/** Refuses an act unless the order is paid and under way (办理中). @throws AppError 27005 */
export function expectProcessing(order: OrderRow): void {
  if (order.state !== 'PROCESSING')
    throw new AppError(ErrorCode.VISA_CASE_STATE, '订单未支付或已结束，不能办理');
}

/**
 * Refunds one applicant's part at `stage` as a LINE refund of the order's paid line (the rest of
 * the applicant's price kept). @returns the amount refunded, fen
 */
export async function refundStage(
  tx: Tx,
  order: OrderRow,
  applicant: VisaApplicantRow,
  stage: VisaRefundStage,
  now: Date,
): Promise<number> {
  const d = visaOf(order);
  const amountFen = visaRefundFen(d.fees, stage);
  const reason = `申请人${applicant.name}${VISA_REFUND_RULES[stage].label}`;
  await refundPart(tx, order.id, {
    amountFen,
    feeFen: pricePerApplicant(d) - amountFen,
    reason,
    now,
  });
  return amountFen;
}

/** 已完成 once every case of the order has ended (已完成 or 已中止). */
async function completeIfEnded(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const all = await applicantsOf(tx, [order.id]);
  if (!all.every((a) => ENDED_STATES.includes(a.state as VisaCaseState))) return;
  const text = all.every((a) => a.state === 'ABORTED')
    ? '全部申请人已中止办理，订单结束'
    : '全部申请人已办结，订单完成';
  await transition(tx, visaProduct, order, 'COMPLETED', text, now);
}

/**
 * Moves a locked case to `to`: its state, a history step, the order's timeline row
 * (申请人X：已送签…); a refusal (拒签) refunds its stage's part at once; the order completes
 * when the last case ends. `extra` adds to the timeline text (an abort's refund).
 */
export async function moveCase(
  tx: Tx,
  order: OrderRow,
  applicant: VisaApplicantRow,
  to: VisaCaseState,
  by: { note?: string | null; staffId?: string | null; now: Date; extra?: string },
): Promise<void> {
  const { now } = by;
  await setApplicantState(tx, applicant.id, to, now);
  applicant.state = to;
  await insertStep(tx, {
    applicantId: applicant.id,
    state: to,
    note: by.note ?? null,
    staffId: by.staffId ?? null,
    at: now,
  });
  let extra = by.extra ?? '';
  if (to === 'REFUSED') {
    extra = `，退还${yuan(await refundStage(tx, order, applicant, 'REFUSED', now))}`;
  }
  await note(tx, order, `${caseText(applicant.name, to, by.note)}${extra}`, now);
  await completeIfEnded(tx, order, now);
}

/** The case as it now is, in the act's transaction. */
export async function caseNow(tx: Tx, order: OrderRow, applicant: VisaApplicantRow) {
  const [c] = await casesOf(tx, [applicant]);
  return caseView(order, c!);
}

export { yuan };
