import {
  ErrorCode,
  VISA_CASE_STATE_LABEL,
  VISA_MATERIAL_LIMITS,
  VISA_MATERIAL_MIMES,
  type VisaCaseState,
  type VisaCaseView,
  type VisaMaterialFields,
  type VisaMaterialRemoveBody,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { IncomingFile, UploadRule } from '../files/files.deps';
import { deleteFile, storeUploads } from '../files/files.service';
import { UPLOAD_STATES } from './visa-case-rules';
import { casesOf } from './visa-case.view';
import { caseNow, lockCase } from './visa-case-moves';
import type { VisaDeps } from './visa.deps';
import { attachFile, detachFile, setItemState, type VisaApplicantRow } from './visa.repository';

/** A material upload: one image or PDF by its bytes, 10 MB. */
export const VISA_UPLOAD_RULE: UploadRule = {
  mimes: VISA_MATERIAL_MIMES,
  maxBytes: VISA_MATERIAL_LIMITS.maxBytes,
  maxFiles: 1,
};

/**
 * The case locked for a material change: the member's order, its applicant in 待提交材料 or
 * 需补材料, and the item with its files. @throws AppError 15001, 27006, 27005
 */
async function lockItem(tx: Tx, memberId: string, f: VisaMaterialFields) {
  const { order, applicant } = await lockCase(tx, f.orderNo, f.applicantId, memberId);
  const [c] = await casesOf(tx, [applicant]);
  const item = c!.items.find((i) => i.itemId === f.itemId);
  if (!item) throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND);
  expectUploadState(applicant);
  const files = c!.files.filter((x) => x.itemId === item.id);
  return { order, applicant, item, files };
}

function expectUploadState(applicant: VisaApplicantRow): void {
  const state = applicant.state as VisaCaseState;
  if (!UPLOAD_STATES.includes(state)) {
    throw new AppError(
      ErrorCode.VISA_CASE_STATE,
      `该申请人当前为「${VISA_CASE_STATE_LABEL[state]}」，不能修改材料`,
    );
  }
}

/**
 * One checklist item's file (POST /api/visa/material/upload, multipart): checked against the
 * case first (the member's order, the applicant, the item, 待提交材料 or 需补材料, fewer than
 * `filesPerItem` files), stored by the files module (type by its bytes, 10 MB, the member as
 * owner), then attached in one transaction with the order locked; the item becomes 待审核
 * (UPLOADED). A file stored for an act that then fails is deleted.
 * @throws AppError 15001, 27006, 27005, 22001–22005
 */
export async function uploadMaterial(
  deps: VisaDeps,
  memberId: string,
  f: VisaMaterialFields,
  incoming: IncomingFile[],
): Promise<VisaCaseView> {
  await deps.db.transaction((tx) => lockItem(tx, memberId, f).then(checkRoom));
  const [stored] = await storeUploads(deps.files, { memberId }, incoming, VISA_UPLOAD_RULE);
  try {
    return await deps.db.transaction(async (tx) => {
      const { order, applicant, item, files } = await lockItem(tx, memberId, f);
      checkRoom({ item, files });
      await attachFile(tx, item.id, stored!.id, deps.now());
      if (item.state !== 'UPLOADED') await setItemState(tx, item.id, 'UPLOADED', item.reason);
      return caseNow(tx, order, applicant);
    });
  } catch (err) {
    await deleteFile(deps.files, stored!.id).catch(() => undefined);
    throw err;
  }
}

function checkRoom(x: { item: { state: string }; files: unknown[] }): void {
  if (x.item.state === 'ACCEPTED')
    throw new AppError(ErrorCode.VISA_CASE_STATE, '该材料已审核通过，无需再上传');
  if (x.files.length >= VISA_MATERIAL_LIMITS.filesPerItem) {
    throw new AppError(
      ErrorCode.FILE_TOO_MANY,
      `每项材料最多上传${VISA_MATERIAL_LIMITS.filesPerItem}个文件`,
    );
  }
}

/**
 * Takes a file off an item not yet accepted (POST /api/visa/material/remove) and deletes it; an
 * item left without files is 待上传 again. @throws AppError 15001, 27006, 27005
 */
export async function removeMaterial(
  deps: VisaDeps,
  memberId: string,
  body: VisaMaterialRemoveBody,
): Promise<VisaCaseView> {
  const view = await deps.db.transaction(async (tx) => {
    const { order, applicant, item, files } = await lockItem(tx, memberId, body);
    if (item.state === 'ACCEPTED')
      throw new AppError(ErrorCode.VISA_CASE_STATE, '该材料已审核通过，不能删除');
    if (!(await detachFile(tx, item.id, body.fileId)))
      throw new AppError(ErrorCode.VISA_ITEM_NOT_FOUND, '文件不存在');
    if (files.length === 1) await setItemState(tx, item.id, 'MISSING', item.reason);
    return caseNow(tx, order, applicant);
  });
  await deleteFile(deps.files, body.fileId);
  return view;
}
