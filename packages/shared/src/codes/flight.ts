// Codes and labels of the flight contract without zod (schemas/flight.ts re-exports them), so
// screens that only show them do not load zod.

/** Cabin classes: 经济舱 Y, 超级经济舱 W, 公务舱 C, 头等舱 F. */
export const CABINS = ['Y', 'W', 'C', 'F'] as const;

export type Cabin = (typeof CABINS)[number];

export const CABIN_LABEL: Record<Cabin, string> = {
  Y: '经济舱',
  W: '超级经济舱',
  C: '公务舱',
  F: '头等舱',
};

/** Departure time bands for the filter. */
export const TIME_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const;

export const TIME_BAND_LABEL: Record<(typeof TIME_BANDS)[number], string> = {
  '00-06': '凌晨 00:00-06:00',
  '06-12': '上午 06:00-12:00',
  '12-18': '下午 12:00-18:00',
  '18-24': '晚上 18:00-24:00',
};
