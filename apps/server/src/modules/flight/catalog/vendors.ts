import type { Cabin, FeeRule } from '@lvxing/shared';
import type { OfferTemplate } from './types';

/** The fictional ticket agencies that sell next to the airlines' flagship stores. */
export const AGENCIES = [
  { code: 'AG01', nameZh: '逸游商旅', rating: 4.8 },
  { code: 'AG02', nameZh: '途安票务', rating: 4.6 },
  { code: 'AG03', nameZh: '云程航空服务', rating: 4.7 },
  { code: 'AG04', nameZh: '海鸥国旅', rating: 4.5 },
  { code: 'AG05', nameZh: '星桥商旅', rating: 4.7 },
  { code: 'AG06', nameZh: '鹏程票务', rating: 4.4 },
  { code: 'AG07', nameZh: '悦行航空服务', rating: 4.6 },
  { code: 'AG08', nameZh: '金桥国旅', rating: 4.3 },
] as const;

/**
 * Kinds of fare a vendor sells: the standard fare, a cheaper one without free checked baggage,
 * and a dearer one with lower refund/change fees (退改无忧).
 */
export type FareProduct = 'standard' | 'noBag' | 'flexible';

/** Refund/change ladder tiers: label and the hours before departure each starts at. */
const TIERS = [
  ['起飞前7天(含)以上', 168],
  ['起飞前2天(含)至7天', 48],
  ['起飞前4小时(含)至2天', 4],
  ['起飞前4小时内及起飞后', -1],
] as const;

type Ladder = readonly [number, number, number, number];

/** Economy refund and change fees (% of the fare) by discount: deeper discount, higher fees. */
function economyLadders(discount: number): { refund: Ladder; change: Ladder } {
  if (discount >= 0.9) return { refund: [5, 10, 20, 30], change: [0, 5, 10, 20] };
  if (discount >= 0.6) return { refund: [10, 20, 30, 50], change: [5, 10, 20, 30] };
  if (discount >= 0.4) return { refund: [20, 30, 50, 70], change: [10, 20, 30, 40] };
  return { refund: [30, 50, 70, 90], change: [20, 30, 40, 60] };
}

function ladders(cabin: Cabin, discount: number): { refund: Ladder; change: Ladder } {
  if (cabin === 'C' || cabin === 'F') return { refund: [5, 5, 10, 20], change: [0, 0, 5, 10] };
  if (cabin === 'W') return { refund: [5, 10, 15, 25], change: [0, 5, 10, 15] };
  return economyLadders(discount);
}

const toRules = (l: Ladder): FeeRule[] =>
  TIERS.map(([label, minHoursBefore], i) => ({ label, minHoursBefore, feePercent: l[i] ?? 0 }));

/**
 * Refund and change rules of one offer: the cabin/discount ladder, 5 points lower at the
 * airline's flagship store (floor 0), halved for 退改无忧 fares, 5 points higher for fares
 * without baggage and for `stricter` agency fares.
 */
export function feeRules(
  cabin: Cabin,
  discount: number,
  flagship: boolean,
  product: FareProduct,
  stricter: boolean,
): { refundRules: FeeRule[]; changeRules: FeeRule[] } {
  const base = ladders(cabin, discount);
  const adjust = (l: Ladder): Ladder => {
    const shift = (flagship ? -5 : 0) + (product === 'noBag' || stricter ? 5 : 0);
    return l.map((p) => {
      const v = Math.max(0, Math.min(100, p + shift));
      return product === 'flexible' ? Math.floor(v / 10) * 5 : v;
    }) as unknown as Ladder;
  };
  return { refundRules: toRules(adjust(base.refund)), changeRules: toRules(adjust(base.change)) };
}

/**
 * Free baggage: domestic by weight (Y 20 kg, C 30 kg, F 40 kg checked in total;
 * `checkedPieces` 0), international by pieces (`checkedKg` per piece: Y/W 2×23 kg, C 2×32 kg,
 * F 3×32 kg); carry-on 5–8 kg. Fares without baggage and low-cost carriers: nothing checked.
 */
export function baggage(
  cabin: Cabin,
  international: boolean,
  noChecked: boolean,
): OfferTemplate['baggage'] {
  const premium = cabin === 'C' || cabin === 'F';
  const carryOnKg = premium ? 8 : international ? 7 : 5;
  if (noChecked) return { carryOnKg, checkedKg: 0, checkedPieces: 0 };
  if (international) {
    return { carryOnKg, checkedKg: premium ? 32 : 23, checkedPieces: cabin === 'F' ? 3 : 2 };
  }
  const kg = { Y: 20, W: 25, C: 30, F: 40 }[cabin];
  return { carryOnKg, checkedKg: kg, checkedPieces: 0 };
}

/** Booking class letter: Y B M H K L Q G V by economy discount, J/C business, F/A first. */
export function bookingClass(cabin: Cabin, discount: number): string {
  if (cabin === 'W') return 'W';
  if (cabin === 'C') return discount >= 0.95 ? 'J' : 'C';
  if (cabin === 'F') return discount >= 0.95 ? 'F' : 'A';
  const steps: readonly [number, string][] = [
    [0.995, 'Y'],
    [0.9, 'B'],
    [0.8, 'M'],
    [0.7, 'H'],
    [0.6, 'K'],
    [0.5, 'L'],
    [0.4, 'Q'],
    [0.3, 'G'],
  ];
  return steps.find(([min]) => discount >= min)?.[1] ?? 'V';
}
