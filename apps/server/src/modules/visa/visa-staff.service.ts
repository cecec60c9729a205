import {
  ErrorCode,
  VISA_CASE_STATE_LABEL,
  maskIdNumber,
  type StaffVisaCaseDetail,
  type StaffVisaCaseListBody,
  type StaffVisaCaseListResult,
  type StaffVisaCaseMoveBody,
  type StaffVisaItemReviewBody,
  type VisaCaseState,
  type VisaCaseView,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PII_COLUMNS } from '../../lib/pii-cipher';
import { appendAudit } from '../staff/audit.service';
import type { Actor } from '../staff/staff-orders.service';
import type { OrderRow } from '../orders/product';
import { PROVINCES } from './catalog';
import { staffMayMove } from './visa-case-rules';
import { casesOf, caseView } from './visa-case.view';
import { caseNow, expectProcessing, lockCase, moveCase } from './visa-case-moves';
import { visaOf } from './visa-order-snapshot';
import type { VisaDeps } from './visa.deps';
import { caseStateCounts, listCases } from './visa-cases.repository';
import { findApplicant, setItemState, type VisaApplicantRow } from './visa.repository';

type Act = (tx: Tx, order: OrderRow, a: VisaApplicantRow, now: Date) => Promise<void>;

/**
 * Runs a staff act on an applicant's case (order, then applicant locked) with its audit row
 * (object VISA_CASE, state before and after) in one transaction. @throws AppError 27006 unknown
 * applicant; 27005 an order not under way
 */
async function audited(
  deps: VisaDeps,
  actor: Actor,
  action: string,
  applicantId: string,
  act: Act,
): Promise<VisaCaseView> {
  const found = await findApplicant(deps.db, applicantId);
  if (!found) throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND, '申请人不存在');
  return deps.db.transaction(async (tx) => {
    const { order, applicant } = await lockCase(tx, found.order.orderNo, applicantId);
    expectProcessing(order);
    const before = applicant.state;
    const now = deps.now();
    await act(tx, order, applicant, now);
    const view = await caseNow(tx, order, applicant);
    await appendAudit(tx, {
      at: now,
      ...actor,
      action,
      objectType: 'VISA_CASE',
      objectId: applicantId,
      before: { state: before },
      after: { state: applicant.state, orderNo: order.orderNo },
    });
    return view;
  });
}

/**
 * Reviews one uploaded item (POST /api/staff/visa/item/review, VISA_ITEM_REVIEW): accepted, or
 * sent back with the reason. The case then goes 需补材料 while any item is sent back, 审核通过
 * once every required item is accepted and none waits, else stays 材料审核中.
 * @throws AppError 27006, 27005 (not in review, or the item has no new file)
 */
export function reviewItem(deps: VisaDeps, actor: Actor, body: StaffVisaItemReviewBody) {
  return audited(deps, actor, 'VISA_ITEM_REVIEW', body.applicantId, async (tx, order, a, now) => {
    if (a.state !== 'REVIEWING' && a.state !== 'NEEDS_MORE')
      throw new AppError(ErrorCode.VISA_CASE_STATE, '该申请人的材料不在审核中');
    const [c] = await casesOf(tx, [a]);
    const item = c!.items.find((i) => i.itemId === body.itemId);
    if (!item) throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND);
    if (item.state !== 'UPLOADED')
      throw new AppError(ErrorCode.VISA_CASE_STATE, '该材料没有待审核的文件');
    const accept = body.decision === 'ACCEPT';
    item.state = accept ? 'ACCEPTED' : 'REJECTED';
    await setItemState(tx, item.id, item.state, accept ? null : (body.missingReason ?? null));
    const items = c!.items;
    const next: VisaCaseState = items.some((i) => i.state === 'REJECTED')
      ? 'NEEDS_MORE'
      : items.every((i) => i.state !== 'UPLOADED' && (!i.required || i.state === 'ACCEPTED'))
        ? 'APPROVED'
        : 'REVIEWING';
    if (next !== a.state) {
      const note = next === 'NEEDS_MORE' && !accept ? `${item.name}：${body.missingReason}` : null;
      await moveCase(tx, order, a, next, { note, staffId: actor.staffId, now });
    }
  });
}

/**
 * Moves a case one step on (POST /api/staff/visa/case/move, VISA_CASE_MOVE) by the table of
 * allowed moves (审核通过 → 已送签 → 使馆审理中 → 出签|拒签 → 护照寄回 (贴纸签) → 已完成); a
 * refusal refunds its part. @throws AppError 27006, 27005 (a move the table does not allow)
 */
export function moveCaseByStaff(deps: VisaDeps, actor: Actor, body: StaffVisaCaseMoveBody) {
  return audited(deps, actor, 'VISA_CASE_MOVE', body.applicantId, async (tx, order, a, now) => {
    const from = a.state as VisaCaseState;
    if (!staffMayMove(visaOf(order).form, from, body.toState)) {
      throw new AppError(
        ErrorCode.VISA_CASE_STATE,
        `该申请人当前为「${VISA_CASE_STATE_LABEL[from]}」，不能改为「${VISA_CASE_STATE_LABEL[body.toState]}」`,
      );
    }
    await moveCase(tx, order, a, body.toState, {
      note: body.note ?? null,
      staffId: actor.staffId,
      now,
    });
  });
}

/** The case list (POST /api/staff/visa/case/list): by state, paged, with counts per state. */
export async function caseList(
  deps: VisaDeps,
  body: StaffVisaCaseListBody,
): Promise<StaffVisaCaseListResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 20;
  const { rows, total } = await listCases(deps.db, { state: body.state, page, pageSize });
  const items = rows.map((r) => ({
    applicantId: r.a.id,
    orderNo: r.orderNo,
    name: r.a.name,
    visaTitle: r.title,
    consulateCity: r.consulateCity,
    departDate: r.departDate,
    state: r.a.state as VisaCaseState,
    stateLabel: VISA_CASE_STATE_LABEL[r.a.state as VisaCaseState],
    waitingItems: Number(r.waitingItems),
    updatedAt: r.a.updatedAt.toISOString(),
  }));
  return { items, total, page, pageSize, counts: await caseStateCounts(deps.db) };
}

/** Masks a passport number: E1234****. */
const maskPassport = (no: string) => `${no.slice(0, 5)}${'*'.repeat(Math.max(no.length - 5, 0))}`;

/**
 * One case for the staff (POST /api/staff/visa/case/detail): the applicant with passport and ID
 * numbers masked, the province by code and Chinese name (catalog/data/provinces.ts), items with
 * files, history. @throws AppError 27006
 */
export async function caseDetail(
  deps: VisaDeps,
  applicantId: string,
): Promise<StaffVisaCaseDetail> {
  const found = await findApplicant(deps.db, applicantId);
  if (!found) throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND, '申请人不存在');
  const { applicant: a, order } = found;
  const [c] = await casesOf(deps.db, [a]);
  const d = visaOf(order);
  return {
    ...caseView(order, c!),
    orderNo: order.orderNo,
    visaTitle: d.title,
    departDate: d.departDate,
    returnDate: d.returnDate,
    passportNo: maskPassport(deps.pii.decrypt(a.passportNoEnc, PII_COLUMNS.visaPassportNo)),
    idNo: maskIdNumber(deps.pii.decrypt(a.idNoEnc, PII_COLUMNS.visaIdNo)),
    birthDate: a.birthDate,
    province: a.province,
    provinceName: PROVINCES[a.province] ?? a.province,
  };
}
