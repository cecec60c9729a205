// 报销凭证: the invoices a member asks for an order (issue 25). The carriers' 电子发票 are issued
// by the airline or the railway through the tax system; the site passes the request on (the
// sandbox issues it by a job). The site's own 增值税电子普通发票 covers what it sells itself
// (hotels, coaches; service fees when there are any).
import { z } from 'zod';
import {
  INVOICE_KINDS,
  INVOICE_STATES,
  INVOICE_TITLE_TYPES,
  TAX_NO_MESSAGE,
} from '../codes/invoice';
import { isUnifiedSocialCreditCode } from '../uscc';
import { orderNoSchema } from './common';
import { textField } from './fields';

export * from '../codes/invoice';

/**
 * POST /api/invoice/request: 抬头 (a person's name or a company's), 税号 for a company (an
 * 18-character 统一社会信用代码 with its check character, GB 32100-2015: what a company's 电子发票
 * carries since 2019), an optional e-mail. `passengerId` picks one ticket of a ticket order;
 * without it every ticket without an invoice gets one.
 */
export const invoiceRequestBody = z
  .strictObject({
    orderNo: orderNoSchema,
    passengerId: z.uuid({ error: '乘客不正确' }).optional(),
    titleType: z.enum(INVOICE_TITLE_TYPES, { error: '抬头类型应为个人或单位' }),
    title: textField('发票抬头', { min: 1, max: 60, required: '请填写发票抬头' }),
    taxNo: z
      .string({ error: '纳税人识别号应为文字' })
      .trim()
      .toUpperCase()
      // letters and digits only, whatever the title; the check character once the title is known
      .regex(/^[0-9A-Z]{0,18}$/, TAX_NO_MESSAGE)
      .default(''),
    email: z
      .string({ error: '邮箱应为文字' })
      .trim()
      .max(100, '邮箱最多100个字符')
      .pipe(z.union([z.literal(''), z.email({ error: '邮箱格式不正确' })]))
      .default(''),
  })
  .superRefine((b, ctx) => {
    if (b.titleType === 'COMPANY' && !b.taxNo) {
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '请填写纳税人识别号' });
    } else if (b.titleType === 'COMPANY' && !isUnifiedSocialCreditCode(b.taxNo)) {
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: TAX_NO_MESSAGE });
    } else if (b.titleType === 'PERSONAL' && b.taxNo) {
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '个人抬头无需填写纳税人识别号' });
    }
  });
export type InvoiceRequestBody = z.input<typeof invoiceRequestBody>;

/** POST /api/invoice/list */
export const invoiceListBody = z.strictObject({ orderNo: orderNoSchema });

/** POST /api/invoice/pdf: one of the member's invoices, issued or voided. */
export const invoicePdfBody = z.strictObject({ invoiceId: z.uuid({ error: '发票不正确' }) });

/** One invoice as its member sees it. */
export const invoiceViewSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  kindLabel: z.string(),
  state: z.enum(INVOICE_STATES),
  stateLabel: z.string(),
  titleType: z.enum(INVOICE_TITLE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  /** What it covers, fen. */
  amountFen: z.number().int(),
  /** The ticket's passenger for a carrier's invoice; null for an order's. */
  passengerName: z.string().nullable(),
  /** The number once issued (the sandbox's sample format). */
  invoiceNo: z.string().nullable(),
  /** Instants, ISO. */
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** What an order offers: its invoice kind, per ticket or per order, and whether it may be asked. */
export const invoiceOfferSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  kindLabel: z.string(),
  perTicket: z.boolean(),
  /** Who issues it (承运人 or the site) and when, in words. */
  note: z.string(),
  /**
   * Whether a request is possible now; `why` says why not when the order does not qualify (null
   * when every invoice it offers has been asked for already).
   */
  canRequest: z.boolean(),
  why: z.string().nullable(),
  /** For a ticket order: the tickets with no active invoice (a request may pick one). */
  tickets: z.array(z.object({ passengerId: z.string(), name: z.string(), amountFen: z.number() })),
});
export type InvoiceOffer = z.infer<typeof invoiceOfferSchema>;

export const invoiceListResult = z.object({
  orderNo: z.string(),
  /** null when the order's kind has no invoice from the site. */
  offer: invoiceOfferSchema.nullable(),
  items: z.array(invoiceViewSchema),
});
export type InvoiceListResult = z.infer<typeof invoiceListResult>;
