// Codes and labels of the common contract without zod (schemas/common.ts re-exports them), so
// screens that only show them do not load zod.

/** A passenger type (IATA codes): 成人 ADT, 儿童 CHD, 婴儿 INF. */
export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;

export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const PASSENGER_TYPE_LABEL: Record<PassengerType, string> = {
  ADT: '成人',
  CHD: '儿童',
  INF: '婴儿',
};
