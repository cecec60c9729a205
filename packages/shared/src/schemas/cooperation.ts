import { z } from 'zod';
import {
  BUDGET_LEVELS,
  COMPANY_PRODUCTS,
  COMPANY_SIZES,
  COMPANY_TRAVEL_VOLUMES,
  COOPERATION_KINDS,
  COOPERATION_STATES,
  OFFICIAL_ORG_TYPES,
  OFFICIAL_SERVICES,
} from '../codes/cooperation';
import { isUnifiedSocialCreditCode } from '../uscc';
import { mobileSchema } from '../validators';
import { pageBody, pagedSchema } from './common';
import { customQuoteView } from './custom-quote';
import { personNameField, textField } from './fields';

export * from '../codes/cooperation';

/** 统一社会信用代码 (GB 32100-2015), its check character verified. */
const creditCodeField = z
  .string({ error: '请填写统一社会信用代码' })
  .trim()
  .toUpperCase()
  .min(1, '请填写统一社会信用代码')
  .refine(
    (v) => v === '' || isUnifiedSocialCreditCode(v),
    '统一社会信用代码不正确（应为18位，含校验位）',
  );

/** An optional e-mail address of the contact. */
const emailField = z
  .string({ error: '邮箱应为文字' })
  .trim()
  .max(100, '邮箱最多100个字符')
  .pipe(z.union([z.literal(''), z.email({ error: '邮箱格式不正确' })]))
  .default('');

/**
 * POST /api/plane/cooperate/official/business/submit: a government body's or public
 * institution's request to work with the agency (政府采购机票 under 财库〔2014〕33号, 协议酒店,
 * 火车票, 用车, 会议). Visitors and members may submit; staff follow it up.
 */
export const officialSubmitBody = z.strictObject({
  orgName: textField('单位名称', { min: 2, max: 60 }),
  orgType: z.enum(OFFICIAL_ORG_TYPES, { error: '请选择单位类型' }),
  creditCode: creditCodeField,
  budgetLevel: z.enum(BUDGET_LEVELS, { error: '请选择预算级次' }),
  region: textField('所在地区', { min: 2, max: 40 }),
  contactName: personNameField('联系人姓名'),
  position: textField('职务', { max: 30 }).default(''),
  mobile: mobileSchema,
  email: emailField,
  services: z
    .array(z.enum(OFFICIAL_SERVICES, { error: '合作需求不正确' }), { error: '请选择合作需求' })
    .min(1, '请至少选择一项合作需求')
    .max(OFFICIAL_SERVICES.length, '合作需求不正确')
    .refine((s) => new Set(s).size === s.length, '合作需求不能重复'),
  /** Trips a year (person-trips), an estimate. */
  yearlyTrips: z
    .number({ error: '年出行人次应为数字' })
    .int('年出行人次应为整数')
    .min(0, '年出行人次不能为负数')
    .max(1_000_000, '年出行人次过大'),
  /** Whether the travellers pay with 公务卡. */
  officialCard: z.boolean({ error: '请选择是否使用公务卡' }),
  remarks: textField('备注', { max: 500, multiline: true }).default(''),
  consent: z.literal(true, { error: '请阅读并同意个人信息处理说明' }),
});
export type OfficialSubmitBody = z.infer<typeof officialSubmitBody>;

export const cooperationSubmitResult = z.object({
  requestNo: z.string(),
  state: z.enum(COOPERATION_STATES),
  stateLabel: z.string(),
  /** ISO instant. */
  submittedAt: z.string(),
});
export type CooperationSubmitResult = z.infer<typeof cooperationSubmitResult>;

/**
 * POST /api/plane/cooperate/company/business/submit (CooperationPath.companySubmit): a company's
 * application for 企业商旅 (policy control, approvals, monthly settlement, unified invoices on a
 * contract). Visitors and members may submit; staff follow it up as they do official requests.
 */
export const companySubmitBody = z.strictObject({
  companyName: textField('企业名称', { min: 2, max: 60 }),
  creditCode: creditCodeField,
  companySize: z.enum(COMPANY_SIZES, { error: '请选择企业规模' }),
  contactName: personNameField('联系人姓名'),
  position: textField('职务', { max: 30 }).default(''),
  mobile: mobileSchema,
  email: emailField,
  travelVolume: z.enum(COMPANY_TRAVEL_VOLUMES, { error: '请选择年差旅规模' }),
  products: z
    .array(z.enum(COMPANY_PRODUCTS, { error: '所需产品不正确' }), { error: '请选择所需产品' })
    .min(1, '请至少选择一项所需产品')
    .max(COMPANY_PRODUCTS.length, '所需产品不正确')
    .refine((s) => new Set(s).size === s.length, '所需产品不能重复'),
  remarks: textField('备注', { max: 500, multiline: true }).default(''),
  consent: z.literal(true, { error: '请阅读并同意个人信息处理说明' }),
});
export type CompanySubmitBody = z.infer<typeof companySubmitBody>;

/** POST /api/plane/cooperate/request/search (CooperationPath.mine): the member's own, paged. */
export const cooperationMineBody = z.strictObject({ ...pageBody });
export type CooperationMineBody = z.input<typeof cooperationMineBody>;

/** One of the member's requests as their account lists it. Times are ISO 8601 instants. */
export const cooperationMineItem = z.object({
  requestNo: z.string(),
  kind: z.enum(COOPERATION_KINDS),
  kindLabel: z.string(),
  orgName: z.string(),
  /** The services or products asked for, as labels (政府采购机票, 酒店…). */
  serviceLabels: z.array(z.string()),
  state: z.enum(COOPERATION_STATES),
  stateLabel: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** A custom trip's indicative price per person when submitted (fen), else null. */
  perPersonRange: z.object({ lowFen: z.number().int(), highFen: z.number().int() }).nullable(),
  /** A custom trip's current quote from its consultant, else null. */
  quote: customQuoteView.nullable(),
});
export type CooperationMineItem = z.infer<typeof cooperationMineItem>;

export const cooperationMineResult = pagedSchema(cooperationMineItem);
export type CooperationMineResult = z.infer<typeof cooperationMineResult>;
