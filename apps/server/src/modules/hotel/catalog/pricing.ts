import { addDays, dayInfo } from '../../../lib/catalog/day-info';
import { firstDraw, hashString } from '../../../lib/catalog/prng';
import type { RatePlan, RoomType } from './types';

/**
 * Each night's date (`YYYY-MM-DD`) of a stay: check-in up to the day before check-out (empty
 * when check-out is not after check-in).
 */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/** Provinces whose high season is the winter: Hainan's beaches. */
const WINTER_HIGH = new Set(['46']);

/** Season factor by month: summer and October higher, the cold months lower (Hainan the other way). */
function seasonFactor(cityCode: string, month: number): number {
  if (WINTER_HIGH.has(cityCode.slice(0, 2))) {
    if ([12, 1, 2, 3].includes(month)) return 1.3;
    return month >= 6 && month <= 9 ? 0.9 : 1;
  }
  if (month === 7 || month === 8) return 1.1;
  if (month === 10) return 1.05;
  return month === 1 || month === 11 ? 0.95 : 1;
}

/**
 * Day factor of a night: a public-holiday night (chinese-days, with the statutory fallback of
 * later years) 1.4, the night before a holiday 1.25, a Friday or Saturday night 1.15.
 */
function dayFactor(night: string, weekday: number): number {
  if (dayInfo(night).isHoliday) return 1.4;
  if (dayInfo(addDays(night, 1)).isHoliday) return 1.25;
  return weekday === 5 || weekday === 6 ? 1.15 : 1;
}

interface Night {
  factor: number;
  /** Days since 1970-01-01 (mixes the night into the room type's wobble). */
  index: number;
  month: number;
}

const nights = new Map<string, Night>();
const NIGHTS_MAX = 5000;

/** What a night is for pricing (memoised: searches ask for the same few hundred nights). */
function nightOf(night: string): Night {
  let n = nights.get(night);
  if (!n) {
    const index = Math.round(Date.parse(`${night}T00:00:00Z`) / 86_400_000);
    const weekday = (index + 4) % 7; // 1970-01-01 was a Thursday
    n = { factor: dayFactor(night, weekday), index, month: Number(night.slice(5, 7)) };
    if (nights.size >= NIGHTS_MAX) nights.clear();
    nights.set(night, n);
  }
  return n;
}

/**
 * The factors of a room type's nights over its base price: the day, the season and a small
 * deterministic wobble (±2 %) of the room type and night.
 */
export function roomNightFactors(roomType: RoomType, stay: readonly string[]): number[] {
  return stayFactors(roomType.hotelId.slice(1, 7), stay).of(roomType);
}

/**
 * A stay's night factors for many room types of one city: the day and season part is worked
 * out once, each room type adds its wobble.
 */
export class StayFactors {
  private readonly index: number[];
  private readonly day: number[];
  /** No room type's average night factor over the stay is below this (wobble −2 %). */
  readonly leastMean: number;

  constructor(cityCode: string, stay: readonly string[]) {
    const nights = stay.map(nightOf);
    this.index = nights.map((n) => n.index);
    this.day = nights.map((n) => n.factor * seasonFactor(cityCode, n.month));
    this.leastMean = (this.day.reduce((s, f) => s + f, 0) / Math.max(1, stay.length)) * 0.98;
  }

  /** The factor of the stay's `i`-th night for a room type of wobble seed `seed`. */
  private factor(seed: number, i: number): number {
    const index = this.index[i] ?? 0;
    return (
      (this.day[i] ?? 1) * (0.98 + firstDraw((seed ^ Math.imul(index, 0x9e3779b1)) >>> 0) * 0.04)
    );
  }

  /** The room type's factor of each night. */
  of(roomType: RoomType): number[] {
    const seed = seedOf(roomType);
    return this.day.map((_, i) => this.factor(seed, i));
  }

  /** The average nightly price (fen, rounded) of a plan of factor `planFactor` of the room type. */
  avgFen(roomType: RoomType, planFactor: number): number {
    const seed = seedOf(roomType);
    let sum = 0;
    for (let i = 0; i < this.day.length; i += 1)
      sum += priceFen(roomType.basePriceFen, planFactor, this.factor(seed, i));
    return Math.round(sum / Math.max(1, this.day.length));
  }
}

/** {@link StayFactors} of a stay in a city. */
export const stayFactors = (cityCode: string, stay: readonly string[]) =>
  new StayFactors(cityCode, stay);

const seeds = new WeakMap<RoomType, number>();

/** The room type's wobble seed (the hash of its id), hashed once per room type. */
function seedOf(roomType: RoomType): number {
  let seed = seeds.get(roomType);
  if (seed === undefined) {
    seed = hashString(roomType.id);
    seeds.set(roomType, seed);
  }
  return seed;
}

/** One room-night's price (fen, whole yuan) from the base, the plan's factor and the night's. */
export function priceFen(basePriceFen: number, planFactor: number, nightFactor: number): number {
  return Math.max(1, Math.round((basePriceFen / 100) * planFactor * nightFactor)) * 100;
}

/**
 * Price of one room of `plan` on `night` (fen, whole yuan): the room type's base × the plan's
 * factor × the night's day, season and wobble factors. It depends on the hotel, room type, plan
 * and night only — never on who asks.
 */
export function nightlyPriceFen(roomType: RoomType, plan: RatePlan, night: string): number {
  const [factor = 1] = roomNightFactors(roomType, [night]);
  return priceFen(roomType.basePriceFen, plan.factor, factor);
}
