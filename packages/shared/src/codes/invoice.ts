// Codes, labels and paths of the invoice contract without zod (schemas/invoice.ts re-exports
// them), so the web's 报销凭证 card does not load zod.
/**
 * The invoice calls: apart from `ApiPath`, which every page's first load carries, as only the
 * order detail's lazily loaded 发票 card asks them.
 */
export const InvoicePath = {
  /** Ask for an order's invoice (a ticket's, or every ticket's without one). */
  request: '/api/invoice/request',
  /** What the order offers and its invoices. */
  list: '/api/invoice/list',
  /** One issued invoice as a PDF sample (application/pdf). */
  pdf: '/api/invoice/pdf',
} as const;

/** Kinds of invoice. */
export const INVOICE_KINDS = ['AIR_ITINERARY', 'RAIL_TICKET', 'VAT_GENERAL'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Names as printed on the invoices (the 全电发票 names of the tax system). */
export const INVOICE_KIND_LABEL: Record<InvoiceKind, string> = {
  AIR_ITINERARY: '电子发票（航空运输电子客票行程单）',
  RAIL_TICKET: '电子发票（铁路电子客票）',
  VAT_GENERAL: '增值税电子普通发票',
};

/** 待开具 (asked, not issued yet) → 已开具 (with its number), or → 已作废 (the order refunded). */
export const INVOICE_STATES = ['PENDING', 'ISSUED', 'VOIDED'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_STATE_LABEL: Record<InvoiceState, string> = {
  PENDING: '待开具',
  ISSUED: '已开具',
  VOIDED: '已作废',
};

/** 抬头类型: a person (a name) or a company (its name and 统一社会信用代码). */
export const INVOICE_TITLE_TYPES = ['PERSONAL', 'COMPANY'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_TITLE_TYPE_LABEL: Record<InvoiceTitleType, string> = {
  PERSONAL: '个人',
  COMPANY: '单位',
};

/** The message of a 税号 that is not a unified social credit code. */
export const TAX_NO_MESSAGE = '纳税人识别号应为18位统一社会信用代码';
