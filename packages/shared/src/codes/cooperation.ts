// Codes and labels of cooperation requests (official business, company travel) without zod.

/** 单位类型 of an official-business applicant. */
export const OFFICIAL_ORG_TYPES = ['PARTY_GOV', 'INSTITUTION', 'SOE', 'OTHER'] as const;
export type OfficialOrgType = (typeof OFFICIAL_ORG_TYPES)[number];
export const OFFICIAL_ORG_TYPE_LABEL: Record<OfficialOrgType, string> = {
  PARTY_GOV: '党政机关',
  INSTITUTION: '事业单位',
  SOE: '国有企业',
  OTHER: '其他',
};

/** 预算级次: the budget level the body is funded at. */
export const BUDGET_LEVELS = ['CENTRAL', 'PROVINCE', 'CITY', 'COUNTY'] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];
export const BUDGET_LEVEL_LABEL: Record<BudgetLevel, string> = {
  CENTRAL: '中央',
  PROVINCE: '省级',
  CITY: '市级',
  COUNTY: '县级',
};

/** Services an official body may ask for. */
export const OFFICIAL_SERVICES = ['GOV_FLIGHT', 'HOTEL', 'TRAIN', 'CAR', 'MEETING'] as const;
export type OfficialService = (typeof OFFICIAL_SERVICES)[number];
export const OFFICIAL_SERVICE_LABEL: Record<OfficialService, string> = {
  GOV_FLIGHT: '政府采购机票',
  HOTEL: '协议酒店',
  TRAIN: '火车票',
  CAR: '用车',
  MEETING: '会议',
};

/** A cooperation request's states: 已提交 → 已受理 → 洽谈中 → 已签约 / 未合作 (staff move it). */
export const COOPERATION_STATES = [
  'SUBMITTED',
  'ACCEPTED',
  'NEGOTIATING',
  'SIGNED',
  'DECLINED',
] as const;
export type CooperationState = (typeof COOPERATION_STATES)[number];
export const COOPERATION_STATE_LABEL: Record<CooperationState, string> = {
  SUBMITTED: '已提交',
  ACCEPTED: '已受理',
  NEGOTIATING: '洽谈中',
  SIGNED: '已签约',
  DECLINED: '未合作',
};

/**
 * The kinds of cooperation request: 公务出行 (official business), 企业商旅 (company travel) and
 * 定制游 (a custom trip, TourPath.itinerarySubmit: its needs are stored as their labels).
 */
export const COOPERATION_KINDS = ['OFFICIAL', 'COMPANY', 'TOUR_CUSTOM'] as const;
export type CooperationKind = (typeof COOPERATION_KINDS)[number];
export const COOPERATION_KIND_LABEL: Record<CooperationKind, string> = {
  OFFICIAL: '公务出行合作',
  COMPANY: '企业商旅申请',
  TOUR_CUSTOM: '定制游需求',
};

/**
 * The cooperation calls besides the spec's official one (`ApiPath.planeOfficialBusinessSubmit`),
 * named after it: the company application and the member's own requests.
 */
export const CooperationPath = {
  /** A company's 企业商旅 application (visitors and members). */
  companySubmit: '/api/plane/cooperate/company/business/submit',
  /** The signed-in member's own requests (official and company), newest first, paged. */
  mine: '/api/plane/cooperate/request/search',
} as const;

/** 企业规模 by headcount (the bands a 商旅 provider quotes on). */
export const COMPANY_SIZES = ['S1_49', 'S50_199', 'S200_999', 'S1000_4999', 'S5000_PLUS'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABEL: Record<CompanySize, string> = {
  S1_49: '1–49人',
  S50_199: '50–199人',
  S200_999: '200–999人',
  S1000_4999: '1000–4999人',
  S5000_PLUS: '5000人以上',
};

/** 年差旅规模: the company's yearly travel spend, in bands (an estimate, not a commitment). */
export const COMPANY_TRAVEL_VOLUMES = ['UNDER_50W', 'W50_200', 'W200_1000', 'OVER_1000W'] as const;
export type CompanyTravelVolume = (typeof COMPANY_TRAVEL_VOLUMES)[number];
export const COMPANY_TRAVEL_VOLUME_LABEL: Record<CompanyTravelVolume, string> = {
  UNDER_50W: '50万元以下',
  W50_200: '50万–200万元',
  W200_1000: '200万–1000万元',
  OVER_1000W: '1000万元以上',
};

/** The products a company may ask for. */
export const COMPANY_PRODUCTS = ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR', 'MEETING', 'VISA'] as const;
export type CompanyProduct = (typeof COMPANY_PRODUCTS)[number];
export const COMPANY_PRODUCT_LABEL: Record<CompanyProduct, string> = {
  FLIGHT: '机票',
  HOTEL: '酒店',
  TRAIN: '火车票',
  CAR: '用车',
  MEETING: '会议',
  VISA: '签证',
};

/** The label of service code `code` of a request of `kind` (unknown codes pass through). */
export function cooperationServiceLabel(kind: string, code: string): string {
  const labels: Record<string, string> =
    kind === 'COMPANY' ? COMPANY_PRODUCT_LABEL : OFFICIAL_SERVICE_LABEL;
  return labels[code] ?? code;
}
