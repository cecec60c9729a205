import { intIn, pick, seeded } from '../../../lib/catalog/prng';
import type { CancelRule, Hotel, RatePlan, RoomType } from './types';

/** Typical weekday price of a standard room by 钻级 (yuan), before city and brand levels. */
const STAR_BASE_YUAN: Record<Hotel['stars'], number> = { 2: 170, 3: 300, 4: 500, 5: 900 };

interface RoomTemplate {
  name: string;
  bed: string;
  /** Area range, m². */
  area: [number, number];
  maxOccupancy: number;
  /** Price over the hotel's standard room. */
  factor: number;
  /** 钻级 range that sells it. */
  stars: [number, number];
}

const t = (
  name: string,
  bed: string,
  area: [number, number],
  maxOccupancy: number,
  factor: number,
  stars: [number, number],
): RoomTemplate => ({ name, bed, area, maxOccupancy, factor, stars });

const TEMPLATES: readonly RoomTemplate[] = [
  t('大床房', '1张1.5米大床', [16, 24], 2, 1, [2, 3]),
  t('双床房', '2张1.2米单人床', [18, 26], 2, 1.05, [2, 3]),
  t('高级大床房', '1张1.8米大床', [25, 35], 2, 1, [4, 5]),
  t('高级双床房', '2张1.35米双人床', [26, 36], 3, 1.05, [3, 5]),
  t('豪华大床房', '1张2米特大床', [32, 45], 2, 1.3, [3, 5]),
  t('三人间', '3张1.2米单人床', [24, 32], 3, 1.25, [2, 3]),
  t('家庭房', '1张1.8米大床和1张1.2米单人床', [30, 42], 4, 1.45, [3, 5]),
  t('行政套房', '1张2米特大床', [55, 90], 2, 2.2, [4, 5]),
];

const FREE_TODAY: CancelRule = {
  type: 'FREE_UNTIL',
  daysBefore: 0,
  freeHour: 18,
  lateFee: 'FIRST_NIGHT',
};
const FREE_DAY_BEFORE: CancelRule = {
  type: 'FREE_UNTIL',
  daysBefore: 1,
  freeHour: 18,
  lateFee: 'FIRST_NIGHT',
};
const TIERED: CancelRule = {
  type: 'TIERED',
  tiers: [
    { hoursBefore: 72, feePercent: 0 },
    { hoursBefore: 24, feePercent: 50 },
  ],
};
const NON_REFUNDABLE: CancelRule = { type: 'NON_REFUNDABLE' };

const BREAKFAST_NAME = ['无早', '含单早', '含双早'] as const;
const CANCEL_WORD = {
  FREE_UNTIL: '免费取消',
  TIERED: '阶梯取消',
  NON_REFUNDABLE: '不可取消',
} as const;

function plan(
  id: string,
  breakfast: 0 | 1 | 2,
  cancel: CancelRule,
  paymentMode: RatePlan['paymentMode'],
  factor: number,
  confirm: RatePlan['confirm'],
): RatePlan {
  const pay = paymentMode === 'PAY_AT_HOTEL' ? ' · 到店付' : '';
  const name = BREAKFAST_NAME[breakfast] + ' · ' + CANCEL_WORD[cancel.type] + pay;
  return { id, name, breakfast, cancel, paymentMode, confirm, factor };
}

/**
 * Rate plans of a room type (2–4): a flexible plan, one with breakfast, and non-refundable or
 * tiered saver plans. Pay at hotel only with a free-cancel policy (Fliggy's legal combinations).
 */
function plansOf(roomTypeId: string, rand: () => number, stars: number): RatePlan[] {
  const count = intIn(rand(), 2, 4);
  const confirm = (): RatePlan['confirm'] => (rand() < 0.7 ? 'INSTANT' : 'WITHIN_30_MIN');
  const payment = rand() < 0.5 ? 'PAY_AT_HOTEL' : 'PREPAY';
  const plans = [
    plan(`${roomTypeId}-P1`, 0, FREE_TODAY, payment, 1, 'INSTANT'),
    plan(
      `${roomTypeId}-P2`,
      stars >= 4 || rand() < 0.5 ? 2 : 1,
      FREE_DAY_BEFORE,
      'PREPAY',
      1.12,
      confirm(),
    ),
  ];
  if (count >= 3) plans.push(plan(`${roomTypeId}-P3`, 0, NON_REFUNDABLE, 'PREPAY', 0.9, confirm()));
  if (count >= 4) plans.push(plan(`${roomTypeId}-P4`, 1, TIERED, 'PREPAY', 0.97, confirm()));
  return plans;
}

/**
 * Room types of a hotel (2–6) with their rate plans; base prices (fen, whole yuan) from the
 * 钻级, the city's rank (larger cities cost more) and the brand's level.
 */
export function roomTypesOf(
  hotel: Hotel,
  cityRank: number,
  level: number,
  scenic: boolean,
): RoomType[] {
  const rand = seeded(`${hotel.id}-rooms`);
  const cityLevel = 1.35 - (0.6 * (cityRank - 1)) / 79;
  const standardYuan = STAR_BASE_YUAN[hotel.stars] * cityLevel * level * (0.85 + rand() * 0.3);
  const fits = TEMPLATES.filter((x) => hotel.stars >= x.stars[0] && hotel.stars <= x.stars[1]);
  const count = Math.min(fits.length, intIn(rand(), 2, 6));
  const floors = hotel.stars >= 4 ? intIn(rand(), 12, 40) : intIn(rand(), 5, 15);
  return fits.slice(0, count).map((x, i) => {
    const id = `${hotel.id}-R${i + 1}`;
    const name = scenic && i === count - 1 && x.name.includes('大床') ? `景观${x.name}` : x.name;
    const low = intIn(rand(), 2, Math.max(2, floors - 3));
    return {
      id,
      hotelId: hotel.id,
      name,
      areaM2: intIn(rand(), x.area[0], x.area[1]),
      bed: x.bed,
      window: hotel.stars <= 2 && rand() < 0.3 ? pick(rand(), ['部分有窗', '无窗']) : '有窗',
      floor: `${low}-${Math.min(floors, low + intIn(rand(), 2, 10))}层`,
      smoking: rand() < 0.8 ? '禁烟' : '部分可吸烟',
      maxOccupancy: x.maxOccupancy,
      allotment: intIn(rand(), 3, 30),
      basePriceFen: Math.round(standardYuan * x.factor) * 100,
      plans: plansOf(id, rand, hotel.stars),
    };
  });
}
