import { isUnifiedSocialCreditCode, TAX_NO_MESSAGE, type InvoiceTitleType } from '@lvxing/shared';

/** The 申请发票 form as typed. */
export interface InvoiceDraft {
  /** '' for every ticket without an invoice, else one ticket's person. */
  passengerId: string;
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  email: string;
}

export const EMPTY_DRAFT: InvoiceDraft = {
  passengerId: '',
  titleType: 'PERSONAL',
  title: '',
  taxNo: '',
  email: '',
};

export type InvoiceDraftErrors = Partial<Record<'title' | 'taxNo' | 'email', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's problems by field, with the contract's rules and messages (invoiceRequestBody):
 * 抬头 1–60 characters; a company's 税号 an 18-character 统一社会信用代码 with its check
 * character (GB 32100-2015); 邮箱 optional.
 */
export function invoiceDraftErrors(d: InvoiceDraft): InvoiceDraftErrors {
  const errors: InvoiceDraftErrors = {};
  const title = d.title.trim();
  if (!title) errors.title = '请填写发票抬头';
  else if ([...title].length > 60) errors.title = '发票抬头最多60个字符';
  const taxNo = d.taxNo.trim().toUpperCase();
  if (d.titleType === 'COMPANY' && !taxNo) errors.taxNo = '请填写纳税人识别号';
  else if (d.titleType === 'COMPANY' && !isUnifiedSocialCreditCode(taxNo))
    errors.taxNo = TAX_NO_MESSAGE;
  const email = d.email.trim();
  if (email && (!EMAIL.test(email) || email.length > 100)) errors.email = '邮箱格式不正确';
  return errors;
}

/** The request body of a valid draft (a person's title carries no 税号). */
export function draftBody(orderNo: string, d: InvoiceDraft) {
  return {
    orderNo,
    ...(d.passengerId ? { passengerId: d.passengerId } : {}),
    titleType: d.titleType,
    title: d.title.trim(),
    taxNo: d.titleType === 'COMPANY' ? d.taxNo.trim().toUpperCase() : '',
    email: d.email.trim(),
  };
}
