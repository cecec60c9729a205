import {
  ErrorCode,
  isValidResidentId,
  residentIdBirthDate,
  residentIdSex,
  type ApplicantType,
  type PassportHandover,
  type ProvinceBasis,
  type VisaApplicationSubmitBody,
} from '@lvxing/shared';

/** One applicant as the form holds it (every field a string as typed). */
export interface ApplicantDraft {
  key: number;
  name: string;
  surnamePinyin: string;
  givenNamePinyin: string;
  sex: '' | 'M' | 'F';
  birthDate: string;
  birthPlace: string;
  passportNo: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  idNo: string;
  province: string;
  provinceBasis: ProvinceBasis;
  applicantType: ApplicantType;
  employer: string;
  emergencyName: string;
  emergencyMobile: string;
  /** The pinyin follows the Chinese name until the member types their own. */
  autoPinyin: boolean;
}

/** The whole application as typed. */
export interface ApplyDraft {
  departDate: string;
  returnDate: string;
  purpose: string;
  applicants: ApplicantDraft[];
  contact: { name: string; mobile: string };
  passportHandover: PassportHandover;
  courierAddress: string;
}

/** Problems by the body's field path (`applicants.0.passportNo`, `returnDate`, `contact.mobile`). */
export type ApplyErrors = Record<string, string>;

let nextKey = 1;

/** A blank applicant (province: the product's own 领区's first one). */
export function emptyApplicant(province: string): ApplicantDraft {
  nextKey += 1;
  return {
    key: nextKey,
    name: '',
    surnamePinyin: '',
    givenNamePinyin: '',
    sex: '',
    birthDate: '',
    birthPlace: '',
    passportNo: '',
    passportIssueDate: '',
    passportExpiryDate: '',
    idNo: '',
    province,
    provinceBasis: 'HUKOU',
    applicantType: 'EMPLOYED',
    employer: '',
    emergencyName: '',
    emergencyMobile: '',
    autoPinyin: true,
  };
}

/**
 * The applicant after a change: a valid ID number fills the birth date and sex it encodes; pinyin
 * typed by the member stops it following the name (pinyin-name.ts fills it, loaded on demand).
 */
export function patchApplicant(a: ApplicantDraft, patch: Partial<ApplicantDraft>): ApplicantDraft {
  const next = { ...a, ...patch };
  if (patch.idNo !== undefined && isValidResidentId(next.idNo.trim())) {
    const id = next.idNo.trim().toUpperCase();
    next.birthDate = residentIdBirthDate(id) ?? next.birthDate;
    next.sex = residentIdSex(id);
  }
  if (patch.surnamePinyin !== undefined || patch.givenNamePinyin !== undefined)
    next.autoPinyin = false;
  return next;
}

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

/** The submit body of the draft (`expectedTotalFen`: the total the page shows). */
export function bodyOf(
  visaCode: string,
  d: ApplyDraft,
  expectedTotalFen: number,
): VisaApplicationSubmitBody {
  return {
    visaCode,
    departDate: d.departDate,
    returnDate: d.returnDate,
    purpose: opt(d.purpose),
    applicants: d.applicants.map((a) => ({
      name: a.name.trim(),
      surnamePinyin: a.surnamePinyin,
      givenNamePinyin: a.givenNamePinyin,
      sex: (a.sex || undefined) as 'M' | 'F',
      birthDate: a.birthDate,
      birthPlace: a.birthPlace,
      passportNo: a.passportNo,
      passportIssueDate: a.passportIssueDate,
      passportExpiryDate: a.passportExpiryDate,
      idNo: a.idNo,
      province: a.province,
      provinceBasis: a.provinceBasis,
      applicantType: a.applicantType,
      employer: opt(a.employer),
      emergencyContact: { name: a.emergencyName.trim(), mobile: a.emergencyMobile.trim() },
    })),
    contact: { name: d.contact.name.trim(), mobile: d.contact.mobile.trim() },
    passportHandover: d.passportHandover,
    courierAddress: d.passportHandover === 'COURIER' ? opt(d.courierAddress) : undefined,
    expectedTotalFen,
  };
}

/**
 * Checks the body with the contract's own schema (the server's), loaded on the first check so
 * the page's first load carries no zod. The first problem of each field path is kept.
 */
export async function checkApply(body: VisaApplicationSubmitBody): Promise<ApplyErrors> {
  const { visaApplicationSubmitBody } = await import('@lvxing/shared/schemas/visa-application');
  const parsed = visaApplicationSubmitBody.safeParse(body);
  const errors: ApplyErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The field a server refusal speaks of, found by its words: the applicant named and the field. */
const SERVER_FIELDS: readonly [RegExp, string][] = [
  [/护照有效期|有效期/, 'passportExpiryDate'],
  [/护照/, 'passportNo'],
  [/身份证|出生日期|性别/, 'idNo'],
  [/领区|省份/, 'province'],
];

/**
 * Where to show a refusal (27002 领区, 27003 证件, 27004 日期): the named applicant's field, the
 * travel dates, or null (the message then shows above the submit button).
 */
export function serverErrorPath(code: number, message: string, d: ApplyDraft): string | null {
  if (code === ErrorCode.VISA_DATES_INVALID)
    return /返回/.test(message) ? 'returnDate' : 'departDate';
  if (code !== ErrorCode.VISA_DISTRICT_MISMATCH && code !== ErrorCode.VISA_APPLICANT_INVALID)
    return null;
  const i = d.applicants.findIndex((a) => a.name.trim() && message.includes(a.name.trim()));
  const at = i >= 0 ? i : d.applicants.length === 1 ? 0 : -1;
  if (at < 0) return null;
  const field = SERVER_FIELDS.find(([re]) => re.test(message))?.[1];
  return field ? `applicants.${at}.${field}` : null;
}

/** The product of the 领区 that takes an applicant refused with 27002 (its `data`). */
export interface DistrictSwitch {
  productCode: string;
  consulateCity: string;
}

/** The product a 27002 refusal names (`data.productCode`, `data.consulateCity`), else null. */
export function districtSwitchOf(code: number, data: unknown): DistrictSwitch | null {
  if (code !== ErrorCode.VISA_DISTRICT_MISMATCH || !data || typeof data !== 'object') return null;
  const { productCode, consulateCity } = data as Record<string, unknown>;
  if (typeof productCode !== 'string' || !productCode || typeof consulateCity !== 'string')
    return null;
  return { productCode, consulateCity };
}
