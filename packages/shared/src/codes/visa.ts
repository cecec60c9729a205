// Codes, labels and paths of the visa catalogue (签证: entry rules, products, 领区, checklist),
// without zod, so the /visa page's first load carries no schema.

/** The visa catalogue calls (POST, anyone). The application call comes with the orders. */
export const VisaPath = {
  /** Entry rules of every destination for a PRC passport, by region, keyword (中文/拼音/首字母). */
  entrySearch: '/api/visa/entry/search',
  /** Visa products of a destination (or all), as cards. */
  productSearch: '/api/visa/product/search',
  /** One product: terms, price split, refund by stage and the destination's 领区 list. */
  productDetail: '/api/visa/product/detail',
  /** The materials checklist of a product for an applicant type, age and province. */
  checklistPreview: '/api/visa/checklist/preview',
} as const;

/** What a PRC passport holder needs to enter a destination (passportindex.org's values). */
export const ENTRY_KINDS = [
  'VISA_FREE',
  'ON_ARRIVAL',
  'EVISA',
  'ETA',
  'REQUIRED',
  'NO_ADMISSION',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABEL: Readonly<Record<EntryKind, string>> = {
  VISA_FREE: '免签',
  ON_ARRIVAL: '落地签',
  EVISA: '电子签',
  ETA: 'ETA',
  REQUIRED: '需签证',
  NO_ADMISSION: '禁止入境',
};

/** The grid's regions (continents; Türkiye, Russia and the Caucasus counted as the data's hand list says). */
export const VISA_REGIONS = [
  'ASIA',
  'EUROPE',
  'AFRICA',
  'NORTH_AMERICA',
  'SOUTH_AMERICA',
  'OCEANIA',
] as const;
export type VisaRegion = (typeof VISA_REGIONS)[number];
export const VISA_REGION_LABEL: Readonly<Record<VisaRegion, string>> = {
  ASIA: '亚洲',
  EUROPE: '欧洲',
  AFRICA: '非洲',
  NORTH_AMERICA: '北美洲',
  SOUTH_AMERICA: '南美洲',
  OCEANIA: '大洋洲',
};

export const VISA_TYPES = ['TOURIST', 'BUSINESS', 'VISIT'] as const;
export type VisaType = (typeof VISA_TYPES)[number];
export const VISA_TYPE_LABEL: Readonly<Record<VisaType, string>> = {
  TOURIST: '旅游',
  BUSINESS: '商务',
  VISIT: '探亲访友',
};

export const VISA_ENTRIES = ['SINGLE', 'DOUBLE', 'MULTIPLE'] as const;
export type VisaEntries = (typeof VISA_ENTRIES)[number];
export const VISA_ENTRIES_LABEL: Readonly<Record<VisaEntries, string>> = {
  SINGLE: '单次入境',
  DOUBLE: '两次入境',
  MULTIPLE: '多次入境',
};

/** 贴纸签 (a sticker in the passport, the passport is sent) or 电子签 (issued online). */
export const VISA_FORMS = ['STICKER', 'EVISA'] as const;
export type VisaForm = (typeof VISA_FORMS)[number];
export const VISA_FORM_LABEL: Readonly<Record<VisaForm, string>> = {
  STICKER: '贴纸签',
  EVISA: '电子签',
};

/** The applicant types the checklist is written for (domain-breadth §4.1). */
export const APPLICANT_TYPES = [
  'EMPLOYED',
  'FREELANCE',
  'STUDENT',
  'RETIRED',
  'PRESCHOOL',
  'UNEMPLOYED',
] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];
export const APPLICANT_TYPE_LABEL: Readonly<Record<ApplicantType, string>> = {
  EMPLOYED: '在职',
  FREELANCE: '自由职业',
  STUDENT: '学生',
  RETIRED: '退休',
  PRESCHOOL: '学龄前儿童',
  UNEMPLOYED: '无业',
};

/** Which province decides the 领区: the 户口 (hukou) or a residence held with a 居住证. */
export const PROVINCE_BASES = ['HUKOU', 'RESIDENCE'] as const;
export type ProvinceBasis = (typeof PROVINCE_BASES)[number];
export const PROVINCE_BASIS_LABEL: Readonly<Record<ProvinceBasis, string>> = {
  HUKOU: '户籍所在地',
  RESIDENCE: '常住地（持居住证）',
};

/** Oldest age the checklist accepts (years). */
export const VISA_MAX_AGE = 120;
/** Ages of a 学龄前儿童 (before primary school, which starts at 6). */
export const PRESCHOOL_AGE = { min: 0, max: 6 } as const;

/**
 * Where an order is when it is cancelled, and what comes back of each fee (percent). The
 * 使馆签证费 is paid to the embassy when the appointment is booked and is never refunded; the
 * visa centre's fee until the case is sent; the agency's fee by how much work is done
 * (示例规则 of this site, shown on every product).
 */
export const VISA_REFUND_STAGES = ['BEFORE_REVIEW', 'IN_REVIEW', 'SUBMITTED', 'REFUSED'] as const;
export type VisaRefundStage = (typeof VISA_REFUND_STAGES)[number];
export const VISA_REFUND_RULES: Readonly<
  Record<
    VisaRefundStage,
    { label: string; embassyPercent: 0; centrePercent: number; servicePercent: number }
  >
> = {
  BEFORE_REVIEW: {
    label: '提交材料前取消',
    embassyPercent: 0,
    centrePercent: 100,
    servicePercent: 100,
  },
  IN_REVIEW: { label: '材料审核中取消', embassyPercent: 0, centrePercent: 100, servicePercent: 50 },
  SUBMITTED: { label: '已送签后取消', embassyPercent: 0, centrePercent: 0, servicePercent: 0 },
  REFUSED: { label: '拒签', embassyPercent: 0, centrePercent: 0, servicePercent: 50 },
};

/** A product's price split, fen. */
export interface VisaFees {
  embassyFeeFen: number;
  centreFeeFen: number;
  serviceFeeFen: number;
}

/** What is refunded of `fees` at `stage`, fen (each fee rounded down to the fen). */
export function visaRefundFen(fees: VisaFees, stage: VisaRefundStage): number {
  const r = VISA_REFUND_RULES[stage];
  return (
    Math.floor((fees.centreFeeFen * r.centrePercent) / 100) +
    Math.floor((fees.serviceFeeFen * r.servicePercent) / 100)
  );
}

/** The source of the entry rules, credited wherever they are shown. */
export const ENTRY_DATA_SOURCE = {
  name: 'Passport Index 数据集（passportindex.org，imorte/passport-index-data，MIT 许可）',
  date: '2026-02-17',
} as const;

/** Why 中国香港, 中国澳门 and 中国台湾 are not in the grid. */
export const PERMIT_REGIONS_NOTE =
  '中国香港、中国澳门、中国台湾不属于签证目的地：内地居民前往需办理往来港澳通行证或大陆居民往来台湾通行证及相应签注。';

/** Shown with every entry rule and product: rules change. */
export const VISA_RULES_CHANGE_NOTE = '入境政策可能随时调整，以使馆最新要求为准。';

/** A row the entry search matches on. */
export interface EntryMatchable {
  code: string;
  name: string;
  pinyin: string;
  initials: string;
}

/**
 * Whether `row` matches what was typed: part of the Chinese name, the start of its full pinyin
 * or initials, or the ISO code, ignoring case and spaces; an empty keyword matches every row.
 */
export function entryMatches(row: EntryMatchable, keyword: string): boolean {
  const k = keyword.replace(/\s+/g, '').toLowerCase();
  if (!k) return true;
  if (row.name.includes(keyword.trim())) return true;
  if (!/^[a-z]+$/.test(k)) return false;
  return row.pinyin.startsWith(k) || row.initials.startsWith(k) || row.code.toLowerCase() === k;
}
