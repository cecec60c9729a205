// Codes, labels, paths and limits of a returned rental's settlement by the staff (已还车（待结算）
// → 已完成), without zod: schemas/car-settle.ts re-exports them.

/** The staff calls on rentals (OPERATIONS, ADMIN; every act audited). */
export const StaffCarPath = {
  /** Settles a returned rental with its extra lines, taken from the vehicle deposit. */
  settle: '/api/staff/car/settle',
} as const;

/** Kinds of a settlement line: 超时费, 油费, 车损, 其他. */
export const CAR_SETTLE_LINE_CODES = ['EXTRA_HOURS', 'FUEL', 'DAMAGE', 'OTHER'] as const;
export type CarSettleLineCode = (typeof CAR_SETTLE_LINE_CODES)[number];
export const CAR_SETTLE_LINE_LABEL: Readonly<Record<CarSettleLineCode, string>> = {
  EXTRA_HOURS: '超时费',
  FUEL: '油费',
  DAMAGE: '车损',
  OTHER: '其他费用',
};

/** Bounds of a settlement: lines per settlement, reason length, one line's amount (¥50,000). */
export const CAR_SETTLE_LIMITS = {
  maxLines: 10,
  maxReasonLength: 50,
  maxLineFen: 5_000_000,
} as const;
