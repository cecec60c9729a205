// The rental price rules as dated data for `rule_settings` (like the tour rules): overtime,
// insurance tiers, fees, the one-way fee by distance and the two deposits. Seeded by the car
// module at start (idempotent); the zod schemas validate an administrator's edit.
import { z } from 'zod';
import type { DatedRule } from '../../settings/rule-settings.repository';

/** Keys of the rental rules in `rule_settings`. */
export const CAR_RULE_KEYS = {
  overtime: 'car.overtime',
  insurance: 'car.insurance',
  fees: 'car.fees',
  oneWay: 'car.one_way_fee',
  deposits: 'car.deposits',
  driver: 'car.driver',
  cancel: 'car.cancel',
} as const;

const fen = z.number().int().min(0).max(10_000_000);
const classFen = z.strictObject({
  ECONOMY: fen,
  COMFORT: fen,
  SUV: fen,
  MPV: fen,
  LUXURY: fen,
  NEV: fen,
});
const tier = z.strictObject({ perDayFen: fen, deductibleFen: fen });

/** Overtime past the last 24 h block: `hourPercent` of the daily rent per started hour; more than `overtimeDayHours` hours count a whole day. */
export const carOvertimeSchema = z.strictObject({
  overtimeDayHours: z.number().int().min(1).max(23),
  hourPercent: z.number().int().min(1).max(100),
});
/** Insurance per started day: BASIC is in every total; PLUS and PREMIUM replace it (their price includes it). */
export const carInsuranceSchema = z.strictObject({ BASIC: tier, PLUS: tier, PREMIUM: tier });
/** Flat fees: 手续费 per rental, 夜间服务费 per pick-up or return in [from, to), child seat per day. */
export const carFeesSchema = z.strictObject({
  handlingFen: fen,
  nightFromHour: z.number().int().min(18).max(23),
  nightToHour: z.number().int().min(4).max(10),
  nightFeeFen: fen,
  childSeatPerDayFen: fen,
});
/** 异地还车费 by the distance between the two stores: the first band whose `upToKm` covers it. */
export const carOneWaySchema = z.strictObject({
  bands: z
    .array(z.strictObject({ upToKm: z.number().int().min(1).max(5000), feeFen: fen }))
    .min(1)
    .max(10)
    .refine(
      (bs) => bs.every((b, i) => i === 0 || b.upToKm > bs[i - 1]!.upToKm),
      '距离档位应按距离上限从小到大排列',
    ),
});
/** Deposits (held, never charged with the rent): the car's by class, the violations' flat. */
export const carDepositsSchema = z.strictObject({
  vehicleFen: classFen,
  violationFen: fen,
  releaseDays: z.number().int().min(1).max(90),
});

const age = z.number().int().min(16).max(80);
const years = z.number().int().min(0).max(20);
/** Who may drive: age from the ID on the pick-up day, licence years before pick-up; 豪华型 stricter. */
export const carDriverSchema = z.strictObject({
  minAge: age,
  maxAge: age,
  minLicenseYears: years,
  luxuryMinAge: age,
  luxuryMaxAge: age,
  luxuryMinLicenseYears: years,
});
const hours = z.number().int().min(0).max(168);
const rentDays = z.number().int().min(0).max(30);
/** Cancelling: free until `freeHoursBefore` pick-up (a 免费取消 supplier: until pick-up), then `lateFeeRentDays` days of rent; a rental not picked up `noShowGraceHours` after its time is 未取车 and keeps `noShowFeeRentDays` days of rent. */
export const carCancelSchema = z.strictObject({
  freeHoursBefore: hours,
  lateFeeRentDays: rentDays,
  noShowFeeRentDays: rentDays,
  noShowGraceHours: z.number().int().min(1).max(24),
});

export type CarDriverRule = z.infer<typeof carDriverSchema>;
export type CarCancelRule = z.infer<typeof carCancelSchema>;
export type CarOvertimeRule = z.infer<typeof carOvertimeSchema>;
export type CarInsuranceRule = z.infer<typeof carInsuranceSchema>;
export type CarFeesRule = z.infer<typeof carFeesSchema>;
export type CarOneWayRule = z.infer<typeof carOneWaySchema>;
export type CarDepositsRule = z.infer<typeof carDepositsSchema>;

const SITE = '本站规则（示例，参照主流租车平台公开的计价方式）';

/** The rental rules as seeded (idempotent). A change is a new row with a later date. */
export const CAR_RULE_SEEDS: DatedRule<unknown>[] = [
  {
    key: CAR_RULE_KEYS.overtime,
    effectiveFrom: '2020-01-01',
    value: { overtimeDayHours: 4, hourPercent: 20 } satisfies CarOvertimeRule,
    source: `${SITE}：租期按24小时计1天；超出部分按小时计费（每小时为日租金的20%，不足1小时按1小时），超过4小时按1天计`,
  },
  {
    key: CAR_RULE_KEYS.insurance,
    effectiveFrom: '2020-01-01',
    value: {
      BASIC: { perDayFen: 5_000, deductibleFen: 150_000 },
      PLUS: { perDayFen: 9_000, deductibleFen: 30_000 },
      PREMIUM: { perDayFen: 13_000, deductibleFen: 0 },
    } satisfies CarInsuranceRule,
    source: `${SITE}：基础保障每日¥50（车损自付¥1,500，已含在总价中）；优享每日¥90（自付¥300）；尊享每日¥130（全额免赔，不收停运损失和折旧费）；不足1天按1天计`,
  },
  {
    key: CAR_RULE_KEYS.fees,
    effectiveFrom: '2020-01-01',
    value: {
      handlingFen: 3_500,
      nightFromHour: 22,
      nightToHour: 8,
      nightFeeFen: 5_000,
      childSeatPerDayFen: 3_000,
    } satisfies CarFeesRule,
    source: `${SITE}：车行手续费每单¥35；22:00至次日08:00取车或还车各收夜间服务费¥50；儿童座椅每日¥30`,
  },
  {
    key: CAR_RULE_KEYS.oneWay,
    effectiveFrom: '2020-01-01',
    value: {
      bands: [
        { upToKm: 100, feeFen: 10_000 },
        { upToKm: 300, feeFen: 30_000 },
        { upToKm: 800, feeFen: 80_000 },
        { upToKm: 5000, feeFen: 150_000 },
      ],
    } satisfies CarOneWayRule,
    source: `${SITE}：异地还车（还车城市与取车城市不同）按两店直线距离收费：100公里内¥100，300公里内¥300，800公里内¥800，更远¥1,500`,
  },
  {
    key: CAR_RULE_KEYS.deposits,
    effectiveFrom: '2020-01-01',
    value: {
      vehicleFen: {
        ECONOMY: 300_000,
        COMFORT: 500_000,
        SUV: 500_000,
        MPV: 800_000,
        LUXURY: 1_500_000,
        NEV: 500_000,
      },
      violationFen: 200_000,
      releaseDays: 30,
    } satisfies CarDepositsRule,
    source: `${SITE}：取车时预授权车辆押金（按车型组），违章押金¥2,000于还车后30天无违章退还；押金仅冻结，不计入订单总价`,
  },
  {
    key: CAR_RULE_KEYS.driver,
    effectiveFrom: '2020-01-01',
    value: {
      minAge: 18,
      maxAge: 70,
      minLicenseYears: 1,
      luxuryMinAge: 22,
      luxuryMaxAge: 60,
      luxuryMinLicenseYears: 3,
    } satisfies CarDriverRule,
    source: `${SITE}：驾驶员须年满18周岁、不超过70周岁（按身份证出生日期计算至取车日），驾照初次领证满1年；豪华型须22至60周岁、驾龄满3年`,
  },
  {
    key: CAR_RULE_KEYS.cancel,
    effectiveFrom: '2020-01-01',
    value: {
      freeHoursBefore: 24,
      lateFeeRentDays: 1,
      noShowFeeRentDays: 1,
      noShowGraceHours: 2,
    } satisfies CarCancelRule,
    source: `${SITE}：取车前24小时以上取消免费（支持免费取消的供应商取车前均可免费取消）；之后取消收取1日租金；超过取车时间2小时未取车视为未取车，收取1日租金，其余退还`,
  },
];
