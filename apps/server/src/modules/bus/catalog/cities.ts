import { placePinyin } from '../../../lib/catalog/place-pinyin';
import type { BusSeedData } from './data-loading';
import { buildStations } from './stations';
import type { BusCity } from './types';

/** Readings pinyin-pro gets wrong for bus city names (whole names; checked for every city). */
const READINGS: Readonly<Record<string, { pinyin: string; initials: string }>> = {
  六安: { pinyin: 'luan', initials: 'la' },
};

/** Ethnic-group words of autonomous prefecture names (延边朝鲜族自治州 → 延边). */
const ETHNIC =
  /^(.{2,}?)(?:蒙古|哈萨克|柯尔克孜|朝鲜|土家|布依|景颇|哈尼|傈僳|回|藏|羌|苗|侗|傣|彝|白|壮)族?.*自治州$/u;

/** Short form of an official prefecture name: 南京市 → 南京, 兴安盟 → 兴安, 凉山彝族自治州 → 凉山. */
export function shortPrefectureName(official: string): string {
  const ethnic = ETHNIC.exec(official);
  if (ethnic?.[1]) return ethnic[1];
  return official.replace(/(?:地区|盟|市)$/u, '');
}

/**
 * The bus cities: one per row of `city_seats.csv` (prefecture-level cities of the NBS 2023 list;
 * municipalities under their own name; pseudo-cities and 三沙 left out), with province, official
 * name and aliases, pinyin (pinyin-pro) and generated coach stations.
 */
export function buildCities(seed: BusSeedData): BusCity[] {
  const provinceShort = new Set([...seed.provinces.values()].map((p) => p.slice(0, 2)));
  return seed.seats.map((row) => {
    const provinceCode = row.code.slice(0, 2);
    const province = seed.provinces.get(provinceCode) ?? '';
    const listed = seed.prefectures.get(row.code) ?? '';
    const prefecture = listed === '市辖区' || !listed ? province : listed;
    const short = shortPrefectureName(prefecture);
    // 海南藏族自治州 → 海南 would clash with the province: such short names are left out
    const aliases = [...new Set([prefecture, short])].filter(
      (a) => a !== row.name && !(a === short && provinceShort.has(a)),
    );
    return {
      code: row.code,
      name: row.name,
      prefecture,
      province,
      provinceCode,
      lat: row.lat,
      lon: row.lon,
      tier: row.tier,
      ...(READINGS[row.name] ?? placePinyin(row.name)),
      aliases,
      stations: buildStations(row, seed.districts.get(row.code) ?? []),
    };
  });
}
