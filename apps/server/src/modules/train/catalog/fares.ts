import {
  SEAT_CLASS_LABEL,
  type SeatClass,
  type TicketType,
  type TrainBookingRules,
  type TrainType,
} from '@lvxing/shared';

/**
 * Rounds an amount in fen to ¥0.5 the 12306 way (票价、退票费尾数处理): a tail under ¥0.25 is
 * dropped, ¥0.25 to under ¥0.75 counts as ¥0.5, ¥0.75 and more as ¥1.
 */
export function roundHalfYuan(fen: number): number {
  const yuan = Math.floor(fen / 100);
  const tail = fen - yuan * 100;
  return yuan * 100 + (tail < 25 ? 0 : tail < 75 ? 50 : 100);
}

/**
 * 二等座 rate of EMU trains, yuan per km: G about ¥0.46 (京沪高铁 二等座 ¥553–626 for 1318 km),
 * D about ¥0.31 (200–250 km/h lines), C about ¥0.42. 一等座 is 1.6× and 商务座 3.1× of 二等座,
 * 无座 costs as 二等座 (12306 ratios on 京沪/京广). The site's own calibration, not a tariff.
 */
const EMU_RATE: Partial<Record<TrainType, number>> = { G: 0.46, D: 0.31, C: 0.42 };
const EMU_FACTOR: Partial<Record<SeatClass, number>> = { '9': 3.1, M: 1.6, O: 1, WZ: 1 };

/**
 * 硬座 rate of conventional trains, yuan per km, including the 加快 surcharge of the train type
 * (特快 for Z/T, 快速 for K, none for numbered trains) and the 空调 surcharge: about ¥0.1/km as
 * 12306 charges (e.g. 北京西—广州 2294 km 硬座 ≈ ¥251). 无座 costs as 硬座.
 */
const HARD_SEAT_RATE: Partial<Record<TrainType, number>> = {
  Z: 0.118,
  T: 0.112,
  K: 0.105,
  O: 0.092,
};

/**
 * Berth fares as multiples of 硬座 by level (上 < 中 < 下), close to 12306 fares (北京西—广州:
 * 硬卧 上/中/下 ≈ 1.70/1.76/1.82 ×, 软卧 上/下 ≈ 2.60/2.72 × 硬座).
 */
const BERTH_FACTOR: Record<string, Record<string, number>> = {
  '3': { 上: 1.7, 中: 1.76, 下: 1.82 },
  '4': { 上: 2.6, 下: 2.72 },
};

/** True for the EMU train types (G, D, C). */
export function isEmu(type: TrainType): boolean {
  return type === 'G' || type === 'D' || type === 'C';
}

/**
 * Adult (full) fare in fen of a journey of `km` kilometres in a seat class; for berths the fare of
 * the berth level `position` (上/中/下; without it the 下铺 fare, the highest). Rounded to ¥0.5.
 */
export function adultFareFen(
  type: TrainType,
  seatClass: SeatClass,
  km: number,
  position = '',
): number {
  if (isEmu(type)) {
    const rate = (EMU_RATE[type] ?? 0.31) * (EMU_FACTOR[seatClass] ?? 1);
    return Math.max(100, roundHalfYuan(km * rate * 100));
  }
  const hard = km * (HARD_SEAT_RATE[type] ?? 0.092) * 100;
  const berth = BERTH_FACTOR[seatClass];
  if (!berth) return Math.max(100, roundHalfYuan(hard));
  const factor = berth[position] ?? Math.max(...Object.values(berth));
  return roundHalfYuan(hard * factor);
}

/** Lowest and highest adult fare of a class (they differ for berths: 上铺 … 下铺). */
export function fareRangeFen(type: TrainType, seatClass: SeatClass, km: number) {
  const berth = BERTH_FACTOR[seatClass];
  if (!berth) {
    const f = adultFareFen(type, seatClass, km);
    return { min: f, max: f };
  }
  const fares = Object.keys(berth).map((level) => adultFareFen(type, seatClass, km, level));
  return { min: Math.min(...fares), max: Math.max(...fares) };
}

/** The seat classes that sell 学生票, of EMU and of conventional trains (a dated rule). */
export type StudentSeatClasses = TrainBookingRules['studentSeatClasses'];

/** `二等座、无座` */
const labels = (classes: readonly SeatClass[]) =>
  classes.map((c) => SEAT_CLASS_LABEL[c]).join('、');

/**
 * Share of the adult fare a ticket type pays, or a Chinese reason when the type cannot be sold
 * for the class. Sources (12306 购票须知, 《铁路旅客运输规程》 2023-01-01):
 * - 儿童优惠票 (6–14 years): 50 % of the fare of the class.
 * - 学生优惠票: in `studentClasses` only (the rule `train.studentTickets` in force; as seeded
 *   二等座 and 无座 of EMU trains, 硬座, 硬卧 and 无座 of conventional trains): 75 % on EMU
 *   trains, 50 % on conventional trains.
 * - 残疾军人优惠票 (残疾军人、伤残人民警察): 50 % of the fare of any class.
 */
export function ticketTypeShare(
  ticketType: TicketType,
  type: TrainType,
  seatClass: SeatClass,
  studentClasses: StudentSeatClasses,
): number | string {
  if (ticketType === '1') return 1;
  if (ticketType === '2' || ticketType === '4') return 0.5;
  const emu = isEmu(type);
  const classes = emu ? studentClasses.emu : studentClasses.conventional;
  if (!classes.includes(seatClass)) {
    return `学生票仅限动车组${labels(studentClasses.emu)}或普速列车${labels(studentClasses.conventional)}`;
  }
  return emu ? 0.75 : 0.5;
}

/** Fare of a ticket type from the adult fare, rounded to ¥0.5 (throws on a refused type). */
export function ticketFareFen(adultFen: number, share: number): number {
  return share === 1 ? adultFen : roundHalfYuan(adultFen * share);
}
