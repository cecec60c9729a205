// Codes and labels of a hotel's rate plans, bookings and reviews without zod (schemas/hotel.ts
// re-exports them): apart from codes/hotel.ts, which the search screens need, so that a search
// page does not carry the booking's words. Option sets follow the OTAs' rate-plan model
// (domain-breadth §2.1: Fliggy's enumerations for payment, breakfast, guarantee and cancel policy).

/** Arrivals after this Beijing time on the check-in day need a first-night guarantee (到店付). */
export const HOTEL_GUARANTEE_AFTER = '18:00';
/** A paid order the hotel has not confirmed in this many minutes is cancelled and refunded. */
export const HOTEL_CONFIRM_SLA_MINUTES = 30;
/** Standard check-in and check-out times, Beijing (also every seeded hotel's policy). */
export const HOTEL_CHECK_IN_TIME = '14:00';
export const HOTEL_CHECK_OUT_TIME = '12:00';

/** How a rate plan is paid: online before the stay, or at the hotel (现付). */
export const HOTEL_PAYMENT_MODES = ['PREPAY', 'PAY_AT_HOTEL'] as const;
export type HotelPaymentMode = (typeof HOTEL_PAYMENT_MODES)[number];
export const HOTEL_PAYMENT_MODE_LABEL: Record<HotelPaymentMode, string> = {
  PREPAY: '在线付',
  PAY_AT_HOTEL: '到店付',
};

/** How fast the hotel confirms a booking. */
export const HOTEL_CONFIRM_MODES = ['INSTANT', 'WITHIN_30_MIN'] as const;
export type HotelConfirmMode = (typeof HOTEL_CONFIRM_MODES)[number];
export const HOTEL_CONFIRM_MODE_LABEL: Record<HotelConfirmMode, string> = {
  INSTANT: '立即确认',
  WITHIN_30_MIN: '30分钟内确认',
};

/**
 * Cancel policies: free until a Beijing time before check-in (then the first night, or the whole
 * stay when the plan says so), a fee by tiers, or none (不可取消).
 */
export const HOTEL_CANCEL_TYPES = ['FREE_UNTIL', 'TIERED', 'NON_REFUNDABLE'] as const;
export type HotelCancelType = (typeof HOTEL_CANCEL_TYPES)[number];
export const HOTEL_CANCEL_TYPE_LABEL: Record<HotelCancelType, string> = {
  FREE_UNTIL: '限时免费取消',
  TIERED: '阶梯扣费',
  NON_REFUNDABLE: '不可取消',
};

/** Breakfasts a rate plan includes per room per night. */
export const HOTEL_BREAKFAST_LABEL: Record<number, string> = {
  0: '无早餐',
  1: '单份早餐',
  2: '双份早餐',
};

/** Special requests a booking may pass on (尽量安排，不保证). */
export const HOTEL_SPECIAL_REQUESTS = [
  'HIGH_FLOOR',
  'QUIET_ROOM',
  'NON_SMOKING',
  'BIG_BED',
  'TWIN_BEDS',
  'ADJOINING',
  'LATE_CHECK_IN',
] as const;
export type HotelSpecialRequest = (typeof HOTEL_SPECIAL_REQUESTS)[number];
export const HOTEL_SPECIAL_REQUEST_LABEL: Record<HotelSpecialRequest, string> = {
  HIGH_FLOOR: '尽量高楼层',
  QUIET_ROOM: '安静房间',
  NON_SMOKING: '无烟房',
  BIG_BED: '尽量大床',
  TWIN_BEDS: '尽量双床',
  ADJOINING: '房间相邻',
  LATE_CHECK_IN: '会晚到',
};

/** Sub-scores of a hotel review (1–5 each), in display order. */
export const HOTEL_SUB_SCORES = ['location', 'facility', 'service', 'hygiene'] as const;
export type HotelSubScore = (typeof HOTEL_SUB_SCORES)[number];
export const HOTEL_SUB_SCORE_LABEL: Record<HotelSubScore, string> = {
  location: '位置',
  facility: '设施',
  service: '服务',
  hygiene: '卫生',
};

/**
 * Latest arrival times a booking offers (Beijing, on the check-in day; `次日` ones on the next
 * morning). After {@link HOTEL_GUARANTEE_AFTER} a pay-at-hotel booking pays a first-night
 * guarantee.
 */
export const HOTEL_ARRIVAL_TIMES = [
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
  '23:59',
  '次日02:00',
  '次日06:00',
] as const;
export type HotelArrivalTime = (typeof HOTEL_ARRIVAL_TIMES)[number];

/** Whether arriving by `t` needs a first-night guarantee on a pay-at-hotel plan. */
export function arrivalNeedsGuarantee(t: HotelArrivalTime): boolean {
  return t.startsWith('次日') || t > HOTEL_GUARANTEE_AFTER;
}
