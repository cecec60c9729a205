import {
  VISA_CASE_STATE_LABEL,
  visaRefundFen,
  type VisaCaseState,
  type VisaFees,
  type VisaRefundStage,
} from '@lvxing/shared';

// The case's life (domain-breadth §4): who may move it where. The member uploads and sends
// materials and may stop it before a result; the staff (or the sandbox job) review and move it
// on; a result ends in 已完成 (an e-visa without a passport to return skips 护照寄回).

/** Staff moves, by the state the case is in (review acts have their own call). */
export const STAFF_MOVES: Readonly<Partial<Record<VisaCaseState, readonly VisaCaseState[]>>> = {
  APPROVED: ['SUBMITTED'],
  SUBMITTED: ['AT_EMBASSY'],
  AT_EMBASSY: ['ISSUED', 'REFUSED'],
  ISSUED: ['PASSPORT_RETURNED', 'COMPLETED'],
  REFUSED: ['PASSPORT_RETURNED', 'COMPLETED'],
  PASSPORT_RETURNED: ['COMPLETED'],
};

/**
 * Whether staff may move a case of a visa of `form` from `from` to `to`: the table, with 护照寄回
 * for a sticker visa only and a sticker visa's result always returning the passport first.
 */
export function staffMayMove(form: string, from: VisaCaseState, to: VisaCaseState): boolean {
  if (!(STAFF_MOVES[from] ?? []).includes(to)) return false;
  const sticker = form === 'STICKER';
  if (to === 'PASSPORT_RETURNED') return sticker;
  if (to === 'COMPLETED' && (from === 'ISSUED' || from === 'REFUSED')) return !sticker;
  return true;
}

/** States in which the member may upload or take off files. */
export const UPLOAD_STATES: readonly VisaCaseState[] = ['AWAITING_MATERIALS', 'NEEDS_MORE'];

/** A case that has ended: nothing more happens to it. */
export const ENDED_STATES: readonly VisaCaseState[] = ['COMPLETED', 'ABORTED'];

/** The refund stage of an abort in each state that allows one (before a result). */
export const ABORT_STAGE: Readonly<Partial<Record<VisaCaseState, VisaRefundStage>>> = {
  AWAITING_MATERIALS: 'BEFORE_REVIEW',
  REVIEWING: 'IN_REVIEW',
  NEEDS_MORE: 'IN_REVIEW',
  APPROVED: 'IN_REVIEW',
  SUBMITTED: 'SUBMITTED',
  AT_EMBASSY: 'SUBMITTED',
};

/** What aborting a case in `state` refunds now, fen; null when it can no longer be stopped. */
export function abortRefundFen(fees: VisaFees, state: VisaCaseState): number | null {
  const stage = ABORT_STAGE[state];
  return stage ? visaRefundFen(fees, stage) : null;
}

/** The timeline text of a case's move: 申请人张三：已送签（note）. */
export function caseText(name: string, to: VisaCaseState, note?: string | null): string {
  return `申请人${name}：${VISA_CASE_STATE_LABEL[to]}${note ? `（${note}）` : ''}`;
}
