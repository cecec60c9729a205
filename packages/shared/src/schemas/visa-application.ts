// The visa application contract: the member's submit, material and case calls (VisaOrderPath)
// and the staff's (StaffVisaPath). Money in fen; dates `YYYY-MM-DD`; instants ISO strings.
import { z } from 'zod';
import { APPLICANT_TYPES, PROVINCE_BASES } from '../codes/visa';
import {
  PASSPORT_HANDOVERS,
  VISA_CASE_STATES,
  VISA_ITEM_DECISIONS,
  VISA_MAX_APPLICANTS,
} from '../codes/visa-case';
import { isValidResidentId } from '../id-documents';
import { contactSchema, orderNoSchema, pageBody, pagedSchema } from './common';
import {
  birthDateField,
  passportDateField,
  personNameField,
  textField,
  travelDateField,
} from './fields';
import { visaCaseSchema } from './order-visa';
import { VISA_CODE_PATTERN } from './visa';

export * from '../codes/visa-case';
export * from './order-visa';

const pinyinField = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,40}$/, `${label}应为护照上的大写拼音字母`);

/**
 * A PRC ordinary passport (普通护照, the one an agency applies with; domain notes): E + 8 digits,
 * E + a letter other than I or O + 7 digits (from 2017), or the older G + 8 digits.
 */
export const PRC_PASSPORT_PATTERN = /^(E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8})$/;

const provinceField = z.string({ error: '请选择省份' }).regex(/^[1-6]\d$/, '省份不正确');

/**
 * One applicant as in the passport: Chinese name and its pinyin, sex, birth date and place,
 * passport (number by the 12306 passport rule, issue and expiry dates), resident ID (GB 11643),
 * the province that decides the 领区 (户籍 or a 居住证's), type, employer (在职), emergency contact.
 * The server checks the ID against the birth date and sex, the expiry against the return date
 * (valid ≥ 6 months after it) and the province against the product's 领区.
 */
export const visaApplicantInput = z
  .strictObject({
    name: personNameField('申请人姓名'),
    surnamePinyin: pinyinField('姓（拼音）'),
    givenNamePinyin: pinyinField('名（拼音）'),
    sex: z.enum(['M', 'F'], { error: '请选择性别' }),
    birthDate: birthDateField(),
    birthPlace: textField('出生地', { min: 1, max: 30, required: '请输入出生地' }),
    passportNo: z
      .string({ error: '请输入护照号码' })
      .trim()
      .toUpperCase()
      .regex(PRC_PASSPORT_PATTERN, '护照号码不正确：应为E或G开头的9位普通护照号码'),
    passportIssueDate: passportDateField('护照签发日期', 'issue'),
    passportExpiryDate: passportDateField('护照有效期', 'expiry'),
    idNo: z
      .string({ error: '请输入身份证号码' })
      .trim()
      .toUpperCase()
      .refine(isValidResidentId, '身份证号码不正确'),
    province: provinceField,
    provinceBasis: z.enum(PROVINCE_BASES, { error: '省份依据不正确' }).default('HUKOU'),
    applicantType: z.enum(APPLICANT_TYPES, { error: '申请人类型不正确' }),
    employer: textField('工作单位', { max: 60 }).optional(),
    emergencyContact: contactSchema,
  })
  .superRefine((a, ctx) => {
    if (a.applicantType === 'EMPLOYED' && !a.employer)
      ctx.addIssue({ code: 'custom', path: ['employer'], message: '在职申请人请填写工作单位' });
  });
export type VisaApplicantInput = z.input<typeof visaApplicantInput>;

/**
 * POST /api/visa/application/submit (the spec's call): one order of a visa product for 1–9
 * applicants. A courier hand-over needs the address the passport is collected from and returned
 * to. `expectedTotalFen` is the total the page showed (a changed price answers the new one).
 */
export const visaApplicationSubmitBody = z
  .strictObject({
    visaCode: z.string({ error: '请选择签证产品' }).regex(VISA_CODE_PATTERN, '签证产品不存在'),
    departDate: travelDateField('出发日期', 0),
    returnDate: travelDateField('返回日期', 0),
    purpose: textField('出行目的', { max: 100 }).optional(),
    applicants: z
      .array(visaApplicantInput, { error: '请添加申请人' })
      .min(1, '请添加申请人')
      .max(VISA_MAX_APPLICANTS, `每单最多${VISA_MAX_APPLICANTS}位申请人`),
    contact: contactSchema,
    passportHandover: z.enum(PASSPORT_HANDOVERS, { error: '请选择护照递交方式' }),
    courierAddress: textField('寄送地址', { max: 120 }).optional(),
    expectedTotalFen: z.number({ error: '订单金额不正确' }).int().min(0),
  })
  .superRefine((b, ctx) => {
    if (b.returnDate < b.departDate)
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: '返回日期不能早于出发日期' });
    if (b.passportHandover === 'COURIER' && !b.courierAddress)
      ctx.addIssue({ code: 'custom', path: ['courierAddress'], message: '快递寄送请填写寄送地址' });
    const ids = b.applicants.map((a) => a.idNo.trim().toUpperCase());
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['applicants'], message: '同一申请人不能重复添加' });
  });
export type VisaApplicationSubmitBody = z.input<typeof visaApplicationSubmitBody>;

export const visaApplicationSubmitResult = z.object({
  orderNo: z.string(),
  totalFen: z.number().int(),
  payDeadline: z.string(),
});
export type VisaApplicationSubmitResult = z.infer<typeof visaApplicationSubmitResult>;

const applicantIdField = z.uuid({ error: '申请人不存在' });
const itemIdField = z.string({ error: '请选择材料' }).regex(/^[a-z0-9-]{1,40}$/, '材料不存在');

/** The multipart upload's text fields (sent before the file). */
export const visaMaterialFields = z.strictObject({
  orderNo: orderNoSchema,
  applicantId: applicantIdField,
  itemId: itemIdField,
});
export type VisaMaterialFields = z.infer<typeof visaMaterialFields>;

/** POST /api/visa/material/remove. */
export const visaMaterialRemoveBody = visaMaterialFields.extend({
  fileId: z.uuid({ error: '文件不存在' }),
});
export type VisaMaterialRemoveBody = z.input<typeof visaMaterialRemoveBody>;

/** POST /api/visa/case/submit and /api/visa/case/abort. */
export const visaCaseBody = z.strictObject({
  orderNo: orderNoSchema,
  applicantId: applicantIdField,
});
export type VisaCaseBody = z.input<typeof visaCaseBody>;

/** Upload, remove, submit and abort answer the applicant's case as it now is. */
export const visaCaseResult = visaCaseSchema;

// ---------------------------------------------------------------- staff

/** POST /api/staff/visa/case/list. */
export const staffVisaCaseListBody = z.strictObject({
  state: z.enum(VISA_CASE_STATES, { error: '办理状态不正确' }).optional(),
  ...pageBody,
});
export type StaffVisaCaseListBody = z.input<typeof staffVisaCaseListBody>;

export const staffVisaCaseRow = z.object({
  applicantId: z.string(),
  orderNo: z.string(),
  name: z.string(),
  visaTitle: z.string(),
  consulateCity: z.string(),
  departDate: z.string(),
  state: z.enum(VISA_CASE_STATES),
  stateLabel: z.string(),
  /** Items waiting for a review. */
  waitingItems: z.number().int(),
  updatedAt: z.string(),
});
export type StaffVisaCaseRow = z.infer<typeof staffVisaCaseRow>;

export const staffVisaCaseListResult = pagedSchema(staffVisaCaseRow).extend({
  counts: z.record(z.string(), z.number().int()),
});
export type StaffVisaCaseListResult = z.infer<typeof staffVisaCaseListResult>;

/** POST /api/staff/visa/case/detail. */
export const staffVisaCaseBody = z.strictObject({ applicantId: applicantIdField });
export type StaffVisaCaseBody = z.input<typeof staffVisaCaseBody>;

export const staffVisaCaseDetail = visaCaseSchema.extend({
  orderNo: z.string(),
  visaTitle: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  /** Masked: 护照 E1234****, 身份证 1101**********1234. */
  passportNo: z.string(),
  idNo: z.string(),
  birthDate: z.string(),
  /** The 户籍/常住 province's GB/T 2260 code (decides the 领区) and its Chinese name. */
  province: z.string(),
  provinceName: z.string(),
});
export type StaffVisaCaseDetail = z.infer<typeof staffVisaCaseDetail>;

/** POST /api/staff/visa/item/review: a rejection needs the reason the member will read. */
export const staffVisaItemReviewBody = z
  .strictObject({
    applicantId: applicantIdField,
    itemId: itemIdField,
    decision: z.enum(VISA_ITEM_DECISIONS, { error: '审核结果不正确' }),
    missingReason: textField('补充原因', { max: 100 }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'REJECT' && !b.missingReason)
      ctx.addIssue({ code: 'custom', path: ['missingReason'], message: '请填写需补充的原因' });
  });
export type StaffVisaItemReviewBody = z.input<typeof staffVisaItemReviewBody>;

/** POST /api/staff/visa/case/move: to the next state the case allows (the server checks it). */
export const staffVisaCaseMoveBody = z.strictObject({
  applicantId: applicantIdField,
  toState: z.enum(VISA_CASE_STATES, { error: '办理状态不正确' }),
  note: textField('备注', { max: 100 }).optional(),
});
export type StaffVisaCaseMoveBody = z.input<typeof staffVisaCaseMoveBody>;
