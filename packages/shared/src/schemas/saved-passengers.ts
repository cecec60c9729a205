import { z } from 'zod';
import {
  DISABILITY_CERT_TYPES,
  PROFILE_STATES,
  SAVED_PASSENGERS_MAX,
  SEXES,
} from '../codes/saved-passengers';
import { idNumberError, residentIdBirthDate } from '../id-documents';
import { mobileSchema } from '../validators';
import { idTypeSchema } from './id-type';
import { birthDateField, idNoSchema, passengerNameSchema, textField } from './common';

export * from '../codes/saved-passengers';

/**
 * 常用旅客 (saved travellers) of a member, kept on the server (PIPL art. 51: ID, passport and
 * certificate numbers encrypted at rest and answered masked, except in the member's own edit
 * form, POST /api/user/passenger/detail).
 */

const savedPassengerId = z.uuid({ error: '常用旅客不正确' });

/** Passport number (domain notes: Chinese E/G/P/S/D + digits; foreign passports 5–17). */
const passportNoSchema = textField('护照号码', {
  min: 1,
  max: 17,
  required: '请输入护照号码',
}).refine((v) => idNumberError('B', v) === null, '护照号码不正确');

/** Passport details for international travel. */
export const passportSchema = z.strictObject({
  no: passportNoSchema,
  /** ISO 3166-1 alpha-2 code of the issuing country (CN for a PRC passport). */
  nationality: z.string({ error: '请选择国籍' }).regex(/^[A-Z]{2}$/, '国籍不正确'),
  /** Last day of validity (YYYY-MM-DD). */
  expiry: z
    .string({ error: '请选择护照有效期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '护照有效期格式应为 YYYY-MM-DD'),
});

/**
 * A student's profile (12306 学生资质): school, enrolment year, length of study and the
 * 优惠区间 (home city ↔ school city, city names as the train station search answers them).
 */
export const studentProfileSchema = z.strictObject({
  school: textField('学校名称', { min: 2, max: 40, required: '请填写学校名称' }),
  /** Year of enrolment (入学年份). */
  enrolYear: z
    .number({ error: '请选择入学年份' })
    .int('入学年份不正确')
    .min(1950, '入学年份不正确')
    .max(2100, '入学年份不正确'),
  /** Length of study in years (学制). */
  years: z
    .number({ error: '请选择学制' })
    .int('学制不正确')
    .min(1, '学制为1至8年')
    .max(8, '学制为1至8年'),
  /** Home city of the 优惠区间 (家庭居住地). */
  homeCity: textField('优惠区间出发城市', { min: 1, max: 20, required: '请选择优惠区间出发城市' }),
  /** School city of the 优惠区间 (院校所在地). */
  schoolCity: textField('优惠区间到达城市', {
    min: 1,
    max: 20,
    required: '请选择优惠区间到达城市',
  }),
  /** Student number (学号), optional. */
  studentNo: textField('学号', { max: 20 }).optional(),
});
export type StudentProfileInput = z.infer<typeof studentProfileSchema>;

/** The certificate of a disabled soldier or police officer (残疾军人证 / 伤残人民警察证). */
export const disabilityCertSchema = z.strictObject({
  certType: z.enum(DISABILITY_CERT_TYPES, { error: '请选择证件种类' }),
  certNo: textField('证件编号', {
    min: 4,
    max: 30,
    required: '请填写残疾军人证（伤残人民警察证）编号',
  }),
});
export type DisabilityCertInput = z.infer<typeof disabilityCertSchema>;

/**
 * POST /api/user/passenger/save: adds a saved passenger, or updates the member's own one (`id`);
 * answers it as lists show it ({@link savedPassengerView}: masked, with the student profile's
 * state and reason). The person part and `mobile` are replaced by what is sent (no mobile: none);
 * `passport`, `student` and `disabledSoldier` are replaced when sent, removed when `null`, and
 * kept when left out of an update.
 * The birth date comes from a resident ID (GB 11643); other documents need it given. A student
 * profile is verified on save (12306 asks the education ministry; the sandbox verifier checks
 * it is consistent), so its state comes back in the answer.
 * @throws 19001 (not the member's), 19002 (at most SAVED_PASSENGERS_MAX), 19003 (document saved
 *   already), 10001 (a field)
 */
export const savedPassengerSaveBody = z
  .strictObject({
    id: savedPassengerId.optional(),
    name: passengerNameSchema,
    idType: idTypeSchema,
    idNo: idNoSchema,
    birthDate: birthDateField().optional(),
    sex: z.enum(SEXES, { error: '性别不正确' }).optional(),
    mobile: mobileSchema.optional(),
    passport: passportSchema.nullable().optional(),
    student: studentProfileSchema.nullable().optional(),
    disabledSoldier: disabilityCertSchema.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    const err = idNumberError(p.idType, p.idNo);
    if (err) ctx.addIssue({ code: 'custom', path: ['idNo'], message: err });
    else if (p.idType === '1' && !residentIdBirthDate(p.idNo)) {
      ctx.addIssue({ code: 'custom', path: ['idNo'], message: '身份证号码不正确' });
    }
    if (p.idType !== '1' && !p.birthDate) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: '请选择出生日期' });
    }
  });
export type SavedPassengerSaveBody = z.input<typeof savedPassengerSaveBody>;

/** POST /api/user/passenger/detail and /delete: one of the member's saved passengers. */
export const savedPassengerIdBody = z.strictObject({ id: savedPassengerId });

/** The answer of POST /api/user/passenger/delete: the id deleted. */
export const savedPassengerDeleteResult = z.object({ id: z.string() });

/** POST /api/user/passenger/list */
export const savedPassengerListBody = z.strictObject({});

const profileState = z.enum(PROFILE_STATES);

/** A saved passenger as lists show it: every number masked (first 3, stars, last 4). */
export const savedPassengerView = z.object({
  id: z.string(),
  name: z.string(),
  idType: idTypeSchema,
  idTypeLabel: z.string(),
  idNoMasked: z.string(),
  /** From the resident ID, or as given. */
  birthDate: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  /** 138****8000, or null when none. */
  mobileMasked: z.string().nullable(),
  passport: z
    .object({
      noMasked: z.string(),
      nationality: z.string(),
      expiry: z.string(),
    })
    .nullable(),
  student: z
    .object({
      school: z.string(),
      enrolYear: z.number().int(),
      years: z.number().int(),
      homeCity: z.string(),
      schoolCity: z.string(),
      /** 核验状态: PENDING 待核验, APPROVED 已通过, REJECTED 未通过. */
      state: profileState,
      /** Why a profile was not approved, in Chinese; null otherwise. */
      reason: z.string().nullable(),
    })
    .nullable(),
  disabledSoldier: z
    .object({ certType: z.enum(DISABILITY_CERT_TYPES), certNoMasked: z.string() })
    .nullable(),
  updatedAt: z.string(),
});
export type SavedPassengerView = z.infer<typeof savedPassengerView>;

/** The member's own saved passenger for editing: the numbers in full. */
export const savedPassengerFull = savedPassengerView.extend({
  idNo: z.string(),
  mobile: z.string().nullable(),
  passport: z
    .object({ no: z.string(), noMasked: z.string(), nationality: z.string(), expiry: z.string() })
    .nullable(),
  /** The student profile with its 学号 (not in lists), or null. */
  student: savedPassengerView.shape.student
    .unwrap()
    .extend({ studentNo: z.string().nullable() })
    .nullable(),
  disabledSoldier: z
    .object({
      certType: z.enum(DISABILITY_CERT_TYPES),
      certNo: z.string(),
      certNoMasked: z.string(),
    })
    .nullable(),
});
export type SavedPassengerFull = z.infer<typeof savedPassengerFull>;

export const savedPassengerListResult = z.object({
  items: z.array(savedPassengerView),
  /** Most saved passengers a member may keep. */
  max: z.number().int(),
});
export type SavedPassengerListResult = z.infer<typeof savedPassengerListResult>;

/**
 * POST /api/user/passenger/import: the passengers this browser kept before they moved to the
 * server, sent once after a login. Entries that are not valid, or saved already, are skipped
 * (counted); a second import of a member answers `alreadyImported` and adds nothing.
 */
export const savedPassengerImportBody = z.strictObject({
  passengers: z
    .array(
      // loose on purpose (what a browser kept; entries failing the rules are skipped, not
      // refused), but text without control characters like every other field
      z.object({
        name: textField('姓名', { max: 64 }),
        idType: textField('证件类型', { max: 4 }),
        idNo: textField('证件号码', { max: 32 }),
        birthDate: textField('出生日期', { max: 10 }).nullable().optional(),
      }),
      { error: '请提供常用旅客' },
    )
    .max(SAVED_PASSENGERS_MAX, `常用旅客最多 ${SAVED_PASSENGERS_MAX} 位`),
});
export type SavedPassengerImportBody = z.input<typeof savedPassengerImportBody>;

export const savedPassengerImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  /** True when this member's browser copy had been imported before (nothing added). */
  alreadyImported: z.boolean(),
});
export type SavedPassengerImportResult = z.infer<typeof savedPassengerImportResult>;
