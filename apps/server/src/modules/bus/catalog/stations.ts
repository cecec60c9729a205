import { intIn, pick, seeded, shuffled } from '../../../lib/catalog/prng';
import type { BusStation } from './types';

/** Sale cut-offs stations use (minutes before departure); domain notes: 10–30 minutes. */
const CUTOFFS = [10, 15, 20, 30] as const;
const MAIN_SUFFIXES = ['汽车客运总站', '汽车客运站', '长途汽车客运站', '汽车站'] as const;
const DIRECTION_SUFFIXES = [
  '汽车客运东站',
  '汽车客运南站',
  '汽车客运西站',
  '汽车客运北站',
] as const;
const DISTRICT_SUFFIXES = ['汽车站', '长途汽车站', '客运中心'] as const;

/** Two-character district names (江宁区 → 江宁) usable in a station name. */
function districtWords(city: string, districts: readonly string[]): string[] {
  return districts
    .filter((d) => /^[\u4e00-\u9fa5]{2}区$/.test(d))
    .map((d) => d.slice(0, 2))
    .filter((d) => !city.includes(d) && !d.includes(city));
}

/**
 * Coach stations of a city, generated deterministically: tier 3 cities get 3, tier 2 get 2, others
 * 1 or 2. The first is the main station (`南京汽车客运总站`); the others are named after a
 * compass point (`汽车客运东站`) or a district (`南京江宁汽车站`). Codes are the city code plus a
 * 2-digit sequence. Each station has its own online sale cut-off (10–30 minutes).
 */
export function buildStations(
  city: { code: string; name: string; tier: 1 | 2 | 3 },
  districts: readonly string[],
): BusStation[] {
  const rand = seeded(`bus-stations:${city.code}`);
  const count = city.tier === 3 ? 3 : city.tier === 2 ? 2 : rand() < 0.3 ? 2 : 1;
  const main = city.tier === 3 ? MAIN_SUFFIXES[0] : pick(rand(), MAIN_SUFFIXES.slice(1));
  const names = [`${city.name}${main}`];
  const directions = shuffled(DIRECTION_SUFFIXES, rand);
  const words = shuffled(districtWords(city.name, districts), rand);
  while (names.length < count) {
    const useDistrict = words.length > 0 && rand() < 0.5;
    const name = useDistrict
      ? `${city.name}${words.shift()}${pick(rand(), DISTRICT_SUFFIXES)}`
      : `${city.name}${directions.shift() ?? '汽车客运中心'}`;
    if (!names.includes(name)) names.push(name);
  }
  return names.map((name, i) => ({
    code: `${city.code}${String(i + 1).padStart(2, '0')}`,
    name,
    cityCode: city.code,
    saleCutoffMinutes: CUTOFFS[intIn(rand(), 0, CUTOFFS.length - 1)] ?? 15,
  }));
}
