import {
  ENTRY_KIND_LABEL,
  PRESCHOOL_AGE,
  VISA_MAX_AGE,
  VISA_REGIONS,
  VISA_REGION_LABEL,
  type ApplicantType,
  type EntryRule,
  type ProvinceBasis,
  type VisaChecklistBody,
  type VisaRegion,
} from '@lvxing/shared';

/** A tile's badge: 免签60天, 落地签, 电子签, ETA, 需签证, 禁止入境. */
export function entryBadge(rule: Pick<EntryRule, 'kind' | 'days'>): string {
  if (rule.kind === 'VISA_FREE' && rule.days) return `免签${rule.days}天`;
  return ENTRY_KIND_LABEL[rule.kind];
}

const ENTRY_SENTENCE: Readonly<Record<EntryRule['kind'], string>> = {
  VISA_FREE: '持中国护照可免签入境',
  ON_ARRIVAL: '持中国护照可办理落地签证',
  EVISA: '持中国护照需在出发前在线申请电子签证',
  ETA: '持中国护照需在出发前在线申请电子旅行许可（ETA）',
  REQUIRED: '持中国护照需提前办理签证',
  NO_ADMISSION: '目前不接受持中国护照者入境',
};

/** What the rule means for the traveller, in one sentence. */
export function entrySentence(rule: Pick<EntryRule, 'kind' | 'days'>): string {
  const stay = rule.kind === 'VISA_FREE' && rule.days ? `，每次停留不超过${rule.days}天` : '';
  return `${ENTRY_SENTENCE[rule.kind]}${stay}`;
}

/** `90天`, or whole years from 365 days on (`3年`, `10年`). */
export function daysText(days: number): string {
  return days >= 365 ? `${Math.round(days / 365)}年` : `${days}天`;
}

/** `5–7个工作日`, or `15个工作日` when both ends are the same. */
export function workingDaysText(range: { min: number; max: number }): string {
  return range.min === range.max ? `${range.min}个工作日` : `${range.min}–${range.max}个工作日`;
}

/** The rules in the grid's regions (亚洲 first), empty regions left out, each in the answer's order. */
export function byRegion(rules: readonly EntryRule[]) {
  return VISA_REGIONS.map((region: VisaRegion) => ({
    region,
    label: VISA_REGION_LABEL[region],
    items: rules.filter((r) => r.region === region),
  })).filter((g) => g.items.length > 0);
}

/** The checklist form's inputs; `age` as typed (may be empty or out of range). */
export interface ApplicantInput {
  applicantType: ApplicantType;
  age: string;
  province: string;
  provinceBasis: ProvinceBasis;
}

const WORKING: readonly ApplicantType[] = ['EMPLOYED', 'FREELANCE', 'RETIRED'];
const DEFAULT_AGE: Readonly<Record<ApplicantType, number>> = {
  EMPLOYED: 30,
  FREELANCE: 30,
  STUDENT: 20,
  RETIRED: 62,
  PRESCHOOL: 4,
  UNEMPLOYED: 35,
};

/**
 * The inputs after choosing another applicant type: an age that type cannot have (a 学龄前儿童
 * over 6, a worker or retiree under 16) becomes that type's usual age, so a click always shows a
 * list instead of an error.
 */
export function withApplicantType(prev: ApplicantInput, type: ApplicantType): ApplicantInput {
  const age = Number(prev.age);
  const fits =
    prev.age !== '' &&
    Number.isInteger(age) &&
    (type !== 'PRESCHOOL' || age <= PRESCHOOL_AGE.max) &&
    (!WORKING.includes(type) || age >= 16);
  return { ...prev, applicantType: type, age: fits ? prev.age : String(DEFAULT_AGE[type]) };
}

/** The preview's body, or a Chinese reason why the inputs cannot be asked about yet. */
export function checklistBody(
  visaCode: string,
  input: ApplicantInput,
): { body: VisaChecklistBody } | { problem: string } {
  const age = Number(input.age);
  if (input.age.trim() === '' || !Number.isInteger(age) || age < 0 || age > VISA_MAX_AGE)
    return { problem: `请输入申请人年龄（0–${VISA_MAX_AGE}周岁的整数）` };
  if (input.applicantType === 'PRESCHOOL' && age > PRESCHOOL_AGE.max)
    return { problem: '学龄前儿童年龄应为0至6周岁' };
  if (WORKING.includes(input.applicantType) && age < 16)
    return { problem: '该申请人类型年龄应满16周岁' };
  if (!input.province) return { problem: '请选择省份' };
  return { body: { visaCode, ...input, age } };
}
