// The visa catalogue contract (POST calls under /api/visa/…, VisaPath). Prices are integer fen;
// province codes are the two-digit GB/T 2260 codes (11 北京市 … 65 新疆维吾尔自治区).
import { z } from 'zod';
import {
  APPLICANT_TYPES,
  ENTRY_KINDS,
  PRESCHOOL_AGE,
  PROVINCE_BASES,
  VISA_ENTRIES,
  VISA_FORMS,
  VISA_MAX_AGE,
  VISA_REFUND_STAGES,
  VISA_REGIONS,
  VISA_TYPES,
} from '../codes/visa';
import { textField } from './fields';

export * from '../codes/visa';

/** A product code: `V`, the destination's ISO alpha-2 code, the offer's number, the 送签城市 (VJP01SHA). */
export const VISA_CODE_PATTERN = /^V[A-Z]{2}\d{2}[A-Z]{3}$/;

const visaCodeField = z
  .string({ error: '请选择签证产品' })
  .regex(VISA_CODE_PATTERN, '签证产品不存在');

const countryField = z
  .string({ error: '目的国家应为国家代码' })
  .regex(/^[A-Z]{2}$/, '目的国家应为两位国家代码');

// ---------------------------------------------------------------- entry rules

/** POST /api/visa/entry/search: `keyword` in Chinese, full pinyin or initials (rb, riben, 日本). */
export const visaEntrySearchBody = z.strictObject({
  keyword: textField('国家或地区', { max: 30 }).default(''),
  region: z.enum(VISA_REGIONS, { error: '所在大洲不正确' }).optional(),
});
export type VisaEntrySearchBody = z.input<typeof visaEntrySearchBody>;

export const entryRuleSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  region: z.enum(VISA_REGIONS),
  kind: z.enum(ENTRY_KINDS),
  /** Days of stay without a visa (免签 with a count), else null. */
  days: z.number().int().nullable(),
  /** How many visa products this site has for it. */
  products: z.number().int(),
});
export type EntryRule = z.infer<typeof entryRuleSchema>;

export const visaEntrySearchResult = z.object({
  items: z.array(entryRuleSchema),
  /** The data's date and source (credited under the grid). */
  dataDate: z.string(),
  source: z.string(),
  /** 中国香港/澳门/台湾 are left out: why. */
  excludedNote: z.string(),
  changeNote: z.string(),
});
export type VisaEntrySearchResult = z.infer<typeof visaEntrySearchResult>;

// ---------------------------------------------------------------- products

/** POST /api/visa/product/search: a destination's products (or every product), by type. */
export const visaProductSearchBody = z.strictObject({
  country: countryField.optional(),
  visaType: z.enum(VISA_TYPES, { error: '签证类型不正确' }).optional(),
});
export type VisaProductSearchBody = z.input<typeof visaProductSearchBody>;

export const visaCardSchema = z.object({
  code: z.string(),
  country: z.string(),
  countryName: z.string(),
  title: z.string(),
  visaType: z.enum(VISA_TYPES),
  entries: z.enum(VISA_ENTRIES),
  form: z.enum(VISA_FORMS),
  /** How long the visa may be used, days from issue. */
  validityDays: z.number().int(),
  /** Longest stay per entry, days. */
  stayDays: z.number().int(),
  /** Working days from submission to the result (以使馆为准). */
  processingDays: z.object({ min: z.number().int(), max: z.number().int() }),
  interview: z.boolean(),
  fingerprints: z.boolean(),
  /** The 送签城市 of its 领区 (or 全国 where any province is taken). */
  consulateCity: z.string(),
  totalFen: z.number().int(),
});
export type VisaCard = z.infer<typeof visaCardSchema>;

export const visaProductSearchResult = z.object({ items: z.array(visaCardSchema) });
export type VisaProductSearchResult = z.infer<typeof visaProductSearchResult>;

export const visaCodeBody = z.strictObject({ visaCode: visaCodeField });
export type VisaCodeBody = z.input<typeof visaCodeBody>;

const provinceSchema = z.object({ code: z.string(), name: z.string() });

/** A 领区: the consulate (or visa centre) city, the provinces it takes and its product of the offer. */
export const visaDistrictSchema = z.object({
  city: z.string(),
  consulate: z.string(),
  provinces: z.array(provinceSchema),
  productCode: z.string(),
});
export type VisaDistrict = z.infer<typeof visaDistrictSchema>;

export const visaDetailSchema = visaCardSchema.extend({
  embassyFeeFen: z.number().int(),
  centreFeeFen: z.number().int(),
  serviceFeeFen: z.number().int(),
  /** Apply no earlier than this many days before departure, and no later than… */
  earliestDaysBefore: z.number().int(),
  latestDaysBefore: z.number().int(),
  refunds: z.array(
    z.object({ stage: z.enum(VISA_REFUND_STAGES), label: z.string(), refundFen: z.number().int() }),
  ),
  /** Every 领区 of this offer; this product's is the one whose productCode is its code. */
  districts: z.array(visaDistrictSchema),
  notes: z.array(z.string()),
  /** The date the sample 领区 and prices were entered. */
  sampleDate: z.string(),
  entryKind: z.enum(ENTRY_KINDS),
});
export type VisaDetail = z.infer<typeof visaDetailSchema>;

// ---------------------------------------------------------------- checklist

const APPLICANT_ERROR = '申请人类型不正确';
const WORKING_AGE = 16;

/**
 * POST /api/visa/checklist/preview. A 学龄前儿童 is 0–6; 在职, 自由职业 and 退休 are 16 or older
 * (the legal working age).
 */
export const visaChecklistBody = z
  .strictObject({
    visaCode: visaCodeField,
    applicantType: z.enum(APPLICANT_TYPES, { error: APPLICANT_ERROR }),
    age: z
      .number({ error: '年龄应为整数' })
      .int('年龄应为整数')
      .min(0, '年龄不能小于0')
      .max(VISA_MAX_AGE, `年龄不能大于${VISA_MAX_AGE}`),
    province: z.string({ error: '请选择省份' }).regex(/^[1-6]\d$/, '省份不正确'),
    provinceBasis: z.enum(PROVINCE_BASES, { error: '省份依据不正确' }).default('HUKOU'),
  })
  .superRefine((b, ctx) => {
    if (b.applicantType === 'PRESCHOOL' && b.age > PRESCHOOL_AGE.max)
      ctx.addIssue({ code: 'custom', path: ['age'], message: '学龄前儿童年龄应为0至6周岁' });
    const working = ['EMPLOYED', 'FREELANCE', 'RETIRED'].includes(b.applicantType);
    if (working && b.age < WORKING_AGE)
      ctx.addIssue({
        code: 'custom',
        path: ['age'],
        message: `该申请人类型年龄应满${WORKING_AGE}周岁`,
      });
  });
export type VisaChecklistBody = z.input<typeof visaChecklistBody>;

export const checklistItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const visaChecklistResult = z.object({
  visaCode: z.string(),
  /** Whether this product's 领区 takes the province. */
  accepted: z.boolean(),
  /** Why not (Chinese), else null. */
  reason: z.string().nullable(),
  /** The 领区 that takes the province, with its product of this offer. */
  district: visaDistrictSchema.omit({ provinces: true }),
  items: z.array(checklistItemSchema),
});
export type VisaChecklistResult = z.infer<typeof visaChecklistResult>;
