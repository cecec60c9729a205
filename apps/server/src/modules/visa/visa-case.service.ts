import {
  ErrorCode,
  VISA_CASE_STATE_LABEL,
  VISA_REFUND_RULES,
  type VisaCaseBody,
  type VisaCaseState,
  type VisaCaseView,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { ABORT_STAGE, UPLOAD_STATES } from './visa-case-rules';
import { casesOf, missingItems } from './visa-case.view';
import {
  caseNow,
  expectProcessing,
  lockCase,
  moveCase,
  refundStage,
  yuan,
} from './visa-case-moves';
import type { VisaDeps } from './visa.deps';

/**
 * The member sends an applicant's materials for review (POST /api/visa/case/submit): the order
 * paid (办理中), the case 待提交材料 or 需补材料 and every required item with a file (not sent
 * back) → 材料审核中. @throws AppError 15001, 27006, 27005 (the missing items named)
 */
export function submitCase(deps: VisaDeps, memberId: string, body: VisaCaseBody) {
  return deps.db.transaction(async (tx): Promise<VisaCaseView> => {
    const { order, applicant } = await lockCase(tx, body.orderNo, body.applicantId, memberId);
    expectProcessing(order);
    const state = applicant.state as VisaCaseState;
    if (!UPLOAD_STATES.includes(state)) {
      throw new AppError(
        ErrorCode.VISA_CASE_STATE,
        `该申请人当前为「${VISA_CASE_STATE_LABEL[state]}」，不能提交材料`,
      );
    }
    const [c] = await casesOf(tx, [applicant]);
    const missing = missingItems(c!);
    if (missing.length > 0) {
      throw new AppError(
        ErrorCode.VISA_CASE_STATE,
        `请先上传以下材料：${missing.map((i) => i.name).join('、')}`,
        { missing: missing.map((i) => i.itemId) },
      );
    }
    await moveCase(tx, order, applicant, 'REVIEWING', { now: deps.now() });
    return caseNow(tx, order, applicant);
  });
}

/**
 * The member stops an applicant's case (POST /api/visa/case/abort) before a result: 已中止 with
 * the refund its stage allows (visaRefundFen: 待提交材料 BEFORE_REVIEW; 材料审核中, 需补材料,
 * 审核通过 IN_REVIEW; 已送签, 使馆审理中 SUBMITTED), a LINE refund of the order's paid line in
 * the same transaction with the order locked. @throws AppError 15001, 27006, 27005
 */
export function abortCase(deps: VisaDeps, memberId: string, body: VisaCaseBody) {
  return deps.db.transaction(async (tx): Promise<VisaCaseView> => {
    const { order, applicant } = await lockCase(tx, body.orderNo, body.applicantId, memberId);
    expectProcessing(order);
    const state = applicant.state as VisaCaseState;
    const stage = ABORT_STAGE[state];
    if (!stage) {
      throw new AppError(
        ErrorCode.VISA_CASE_STATE,
        `该申请人当前为「${VISA_CASE_STATE_LABEL[state]}」，不能中止办理`,
      );
    }
    const now = deps.now();
    const back = await refundStage(tx, order, applicant, stage, now);
    const extra = `，${VISA_REFUND_RULES[stage].label}，退还${yuan(back)}`;
    await moveCase(tx, order, applicant, 'ABORTED', { now, extra });
    return caseNow(tx, order, applicant);
  });
}
