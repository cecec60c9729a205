// Codes, labels, paths and limits of visa applications (签证申请) and their cases, without zod:
// the order pages read the states and labels, and the schemas (schemas/visa-application.ts)
// re-export them.

/** The member's visa order calls (POST; a member's own orders only). */
export const VisaOrderPath = {
  /** The spec's call: applicants, travel dates, contact and passport hand-over → an order 待支付. */
  applicationSubmit: '/api/visa/application/submit',
  /** One checklist item's file (multipart: fields orderNo, applicantId, itemId, then one file). */
  materialUpload: '/api/visa/material/upload',
  /** Takes a file off an item not yet accepted. */
  materialRemove: '/api/visa/material/remove',
  /** Sends an applicant's materials for review (every required item has a file; order paid). */
  caseSubmit: '/api/visa/case/submit',
  /** 已中止: stops one applicant's case and refunds what its stage allows. */
  caseAbort: '/api/visa/case/abort',
  orderDetail: '/api/visa/order/detail',
  orderSearch: '/api/visa/order/search',
  orderCancel: '/api/visa/order/cancel',
  orderRefund: '/api/visa/order/refund',
} as const;

/** The staff calls on visa cases (OPERATIONS, ADMIN; every act audited). */
export const StaffVisaPath = {
  /** Cases by state, paged, with counts per state. */
  caseList: '/api/staff/visa/case/list',
  /** One case: the applicant (documents masked), items with their files, history. */
  caseDetail: '/api/staff/visa/case/detail',
  /** Accepts an item, or asks for it again with the reason (需补材料). */
  itemReview: '/api/staff/visa/item/review',
  /** Moves a case one step on (审核通过 → 已送签 → 使馆审理中 → 出签/拒签 → 护照寄回 → 已完成). */
  caseMove: '/api/staff/visa/case/move',
} as const;

/**
 * One applicant's case (domain-breadth §4): 待提交材料 → 材料审核中 ⇄ 需补材料 → 审核通过 → 已送签 →
 * 使馆审理中 → 出签 / 拒签 → 护照寄回 → 已完成; 已中止 from any state before a result, refunded by
 * its stage (VISA_REFUND_RULES). An e-visa has no passport to return: 出签 → 已完成.
 */
export const VISA_CASE_STATES = [
  'AWAITING_MATERIALS',
  'REVIEWING',
  'NEEDS_MORE',
  'APPROVED',
  'SUBMITTED',
  'AT_EMBASSY',
  'ISSUED',
  'REFUSED',
  'PASSPORT_RETURNED',
  'COMPLETED',
  'ABORTED',
] as const;
export type VisaCaseState = (typeof VISA_CASE_STATES)[number];
export const VISA_CASE_STATE_LABEL: Readonly<Record<VisaCaseState, string>> = {
  AWAITING_MATERIALS: '待提交材料',
  REVIEWING: '材料审核中',
  NEEDS_MORE: '需补材料',
  APPROVED: '审核通过',
  SUBMITTED: '已送签',
  AT_EMBASSY: '使馆审理中',
  ISSUED: '出签',
  REFUSED: '拒签',
  PASSPORT_RETURNED: '护照寄回',
  COMPLETED: '已完成',
  ABORTED: '已中止',
};

/** A checklist item's review state: no file yet, waiting, accepted, or to be sent again. */
export const VISA_ITEM_STATES = ['MISSING', 'UPLOADED', 'ACCEPTED', 'REJECTED'] as const;
export type VisaItemState = (typeof VISA_ITEM_STATES)[number];
export const VISA_ITEM_STATE_LABEL: Readonly<Record<VisaItemState, string>> = {
  MISSING: '待上传',
  UPLOADED: '待审核',
  ACCEPTED: '已通过',
  REJECTED: '需补充',
};

/** How the passport reaches the agency (贴纸签 only): sent by courier or handed in. */
export const PASSPORT_HANDOVERS = ['COURIER', 'DROP_OFF'] as const;
export type PassportHandover = (typeof PASSPORT_HANDOVERS)[number];
export const PASSPORT_HANDOVER_LABEL: Readonly<Record<PassportHandover, string>> = {
  COURIER: '快递寄送',
  DROP_OFF: '网点递交',
};

/** Applicants per order. */
export const VISA_MAX_APPLICANTS = 9;

/** Material uploads: images and PDFs by their bytes, 10 MB a file, 5 files an item. */
export const VISA_MATERIAL_MIMES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export const VISA_MATERIAL_LIMITS = { maxBytes: 10 * 1024 * 1024, filesPerItem: 5 } as const;

/** A staff review's decision on one item. */
export const VISA_ITEM_DECISIONS = ['ACCEPT', 'REJECT'] as const;
export type VisaItemDecision = (typeof VISA_ITEM_DECISIONS)[number];
