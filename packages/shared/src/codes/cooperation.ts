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
