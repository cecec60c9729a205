// Codes and labels of saved passengers (常用旅客) without zod (schemas/saved-passengers.ts
// re-exports them), so screens that only show them do not load zod.

/** Most saved passengers a member keeps (this site's own limit; 12306 and OTAs cap theirs too). */
export const SAVED_PASSENGERS_MAX = 50;

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABEL: Record<Sex, string> = { M: '男', F: '女' };

/** The certificates of a 残疾军人优惠票 (12306): 残疾军人证 and 伤残人民警察证. */
export const DISABILITY_CERT_TYPES = ['SOLDIER', 'POLICE'] as const;
export type DisabilityCertType = (typeof DISABILITY_CERT_TYPES)[number];
export const DISABILITY_CERT_LABEL: Record<DisabilityCertType, string> = {
  SOLDIER: '残疾军人证',
  POLICE: '伤残人民警察证',
};

/** 核验状态 of a discount profile (12306's words). */
export const PROFILE_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];
export const PROFILE_STATE_LABEL: Record<ProfileState, string> = {
  PENDING: '待核验',
  APPROVED: '已通过',
  REJECTED: '未通过',
};
