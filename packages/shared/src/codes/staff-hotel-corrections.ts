// Paths, codes and labels of the staff's check-in and no-show corrections of hotel stays
// (issue 27), without zod: schemas/staff-hotel-corrections.ts re-exports them. Not in `ApiPath`,
// which every member page's first load carries: only the staff console asks these.

import type { AuditAction } from './staff';

/** The staff calls on stays to check against the hotel's report (OPERATIONS, ADMIN). */
export const StaffHotelCorrectionPath = {
  /** Stays to check: 未入住 marked in the last days, 已入住 moved by the date in the last days. */
  queue: '/api/staff/hotel/stay-check/queue',
  /** 未入住 → 已入住: the guest did stay (the hotel's no-show report was wrong). */
  markStayed: '/api/staff/hotel/stay-check/stayed',
  /** 已入住 → 未入住: the hotel reports a no-show after the date moved the stay to 已入住. */
  markNoShow: '/api/staff/hotel/stay-check/no-show',
} as const;

/** The states a stay to check is in. */
export const STAY_CHECK_STATES = ['NO_SHOW', 'CHECKED_IN'] as const;
export type StayCheckState = (typeof STAY_CHECK_STATES)[number];

/** How far back the queue looks by default, and at most (days). */
export const STAY_CHECK_DEFAULT_DAYS = 7;
export const STAY_CHECK_MAX_DAYS = 30;

/** The audit actions of the corrections (objectType ORDER, the order number as objectId). */
export type StayCorrectionAction = Extract<AuditAction, 'HOTEL_MARK_STAYED' | 'HOTEL_MARK_NO_SHOW'>;
