// A generated hotel's traits by its 钻级: facilities, scores, policies and the intro text.
import { HOTEL_FACILITIES, type HotelFacility } from '@lvxing/shared';
import { pick } from '../../../lib/catalog/prng';
import type { Spot } from './spots';
import type { Hotel, HotelCity } from './types';

const round1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function facilitiesOf(
  stars: number,
  nearAirport: boolean,
  rand: () => number,
): HotelFacility[] {
  const has: Record<HotelFacility, boolean> = {
    WIFI: true,
    PARKING: rand() < 0.6,
    EV_CHARGER: rand() < 0.3,
    GYM: stars >= 4 || rand() < 0.15,
    POOL: stars === 5 ? rand() < 0.8 : stars === 4 && rand() < 0.25,
    AIRPORT_SHUTTLE: nearAirport || (stars >= 4 && rand() < 0.3),
    LAUNDRY: stars >= 4 || rand() < 0.5,
    RESTAURANT: stars >= 4 || rand() < 0.4,
    MEETING_ROOM: stars >= 4 || rand() < 0.2,
    LUGGAGE: stars >= 3 || rand() < 0.7,
    FRONT_DESK_24H: stars >= 3 || rand() < 0.8,
    KIDS_CLUB: stars === 5 && rand() < 0.35,
    SPA: stars === 5 && rand() < 0.5,
    ROBOT_DELIVERY: rand() < 0.25,
  };
  return HOTEL_FACILITIES.filter((f) => has[f]);
}

export function starsOf(brand: { stars: Hotel['stars'] } | null, r: number): Hotel['stars'] {
  if (brand) return brand.stars;
  return r < 0.25 ? 2 : r < 0.6 ? 3 : r < 0.88 ? 4 : 5;
}

export function scoresOf(stars: number, rand: () => number) {
  const score = round1(clamp(3.6 + (stars - 2) * 0.25 + rand() * 0.6, 3.6, 4.9));
  const sub = () => round1(clamp(score + (rand() - 0.5) * 0.4, 3.5, 5));
  return { score, subScores: { location: sub(), facility: sub(), service: sub(), hygiene: sub() } };
}

export function introOf(
  city: HotelCity,
  spot: Spot,
  stars: number,
  openYear: number,
  renovationYear: number | null,
): string {
  const near = spot.landmark
    ? `毗邻${spot.landmark.name}`
    : `位于${city.name}${spot.district.name}`;
  const kind = stars >= 5 ? '豪华型' : stars === 4 ? '高档型' : stars === 3 ? '舒适型' : '经济型';
  const built = renovationYear ? `${openYear}年开业，${renovationYear}年装修` : `${openYear}年开业`;
  return `${kind}酒店，${near}，交通便利。${built}，客房整洁安静，适合商务出行与休闲度假。`;
}

export function policiesOf(stars: number, rand: () => number): Hotel['policies'] {
  return {
    children:
      rand() < 0.7
        ? '欢迎携带儿童入住；6岁以下儿童使用现有床铺免费'
        : '欢迎携带儿童入住；儿童需与成人同住',
    extraBed:
      stars >= 4 && rand() < 0.7
        ? `部分房型可加床，每晚¥${pick(rand(), [100, 150, 200])}`
        : '不可加床',
    pets: rand() < 0.12 ? '可携带宠物（需提前联系酒店，可能收费）' : '不可携带宠物',
    foreignGuests: stars >= 4 || rand() < 0.6,
  };
}
