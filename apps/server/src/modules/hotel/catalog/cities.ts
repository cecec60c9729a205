import { existsSync, readFileSync } from 'node:fs';
import type { HotelLandmarkKind } from '@lvxing/shared';
import { readCsv as readCsvIn } from '../../../lib/catalog/csv';
import { placePinyin } from '../../../lib/catalog/place-pinyin';
import { hashString, mulberry32 } from '../../../lib/catalog/prng';
import { LANDMARK_ROWS } from './data/landmarks';
import type { District, HotelCity, Landmark } from './types';

/** Folder of the seed files (see data/NOTICE.md). */
const DATA_DIR = new URL('./data/', import.meta.url);
const KM_PER_DEG_LAT = 111;

/**
 * Pinyin of every place word and name part the catalog uses, made by `data/make-pinyin.ts` with
 * {@link placePinyin} (pinyin-pro is slow: it would be half the catalog's start-up time); a text
 * missing from it (data changed, file not remade) falls back to pinyin-pro and is counted.
 */
const PINYIN_FILE = new URL('pinyin.csv', DATA_DIR);
let pinyinMemo: Map<string, { pinyin: string; initials: string }> | undefined;
let pinyinMisses = 0;
const pinyinAsked = new Set<string>();

function loadPinyinFile(): Map<string, { pinyin: string; initials: string }> {
  const memo = new Map<string, { pinyin: string; initials: string }>();
  if (!existsSync(PINYIN_FILE)) return memo;
  for (const line of readFileSync(PINYIN_FILE, 'utf8').split('\n').slice(1)) {
    const [text, pinyin, initials] = line.split(',');
    if (text) memo.set(text, { pinyin: pinyin ?? '', initials: initials ?? '' });
  }
  return memo;
}

/** Full pinyin and initials of a place word (from `data/pinyin.csv`, else pinyin-pro). */
export function pinyinOf(text: string): { pinyin: string; initials: string } {
  pinyinMemo ??= loadPinyinFile();
  pinyinAsked.add(text);
  let p = pinyinMemo.get(text);
  if (!p) {
    p = placePinyin(text);
    pinyinMisses += 1;
    pinyinMemo.set(text, p);
  }
  return p;
}

/** Every text whose pinyin was asked, and how many were not in `data/pinyin.csv` (tests, the script). */
export function pinyinUse(): { texts: string[]; misses: number } {
  return { texts: [...pinyinAsked], misses: pinyinMisses };
}

/** A point `km` away from `c` in direction `angle` (radians), flat-earth (fine within a city). */
export function offsetKm(c: { lat: number; lng: number }, km: number, angle: number) {
  const lat = c.lat + (km * Math.sin(angle)) / KM_PER_DEG_LAT;
  const lng = c.lng + (km * Math.cos(angle)) / (KM_PER_DEG_LAT * Math.cos((c.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

/** District points: 区 within the urban area, 县 and 县级市 farther out (the source has no coordinates). */
function districtsOf(
  cityCode: string,
  rows: Record<string, string>[],
  centre: { lat: number; lng: number },
): District[] {
  const rand = mulberry32(hashString(`districts-${cityCode}`));
  let urban = 0;
  return rows.map((r) => {
    const name = r.name ?? '';
    const isUrban = name.endsWith('区');
    const km = isUrban ? 1.5 + urban++ * 2.2 + rand() * 2 : 25 + rand() * 40;
    return {
      code: r.code ?? '',
      name,
      cityCode,
      ...offsetKm(centre, Math.min(km, isUrban ? 22 : 70), rand() * 2 * Math.PI),
      ...pinyinOf(name),
    };
  });
}

function landmark(
  cityCode: string,
  n: number,
  kind: HotelLandmarkKind,
  name: string,
  lat: number,
  lng: number,
): Landmark {
  return { id: `L${cityCode}-${n}`, name, kind, cityCode, lat, lng, ...pinyinOf(name) };
}

/** The 80 hotel cities with districts and landmarks (airports first, then hand-curated ones). */
export function loadCities(): HotelCity[] {
  const districtRows = new Map<string, Record<string, string>[]>();
  for (const r of readCsvIn(DATA_DIR, 'districts.csv')) {
    const list = districtRows.get(r.cityCode ?? '') ?? [];
    list.push(r);
    districtRows.set(r.cityCode ?? '', list);
  }
  const airports = readCsvIn(DATA_DIR, 'airports.csv');
  return readCsvIn(DATA_DIR, 'cities.csv').map((r) => {
    const code = r.code ?? '';
    const name = r.name ?? '';
    const centre = { lat: Number(r.lat), lng: Number(r.lng) };
    const landmarks: Landmark[] = [];
    for (const a of airports.filter((x) => x.cityCode === code)) {
      landmarks.push(
        landmark(code, landmarks.length + 1, 'AIRPORT', a.name ?? '', Number(a.lat), Number(a.lng)),
      );
    }
    for (const [city, kind, lname, lat, lng] of LANDMARK_ROWS) {
      if (city === name)
        landmarks.push(landmark(code, landmarks.length + 1, kind, lname, lat, lng));
    }
    return {
      code,
      name,
      province: r.province ?? '',
      rank: Number(r.rank),
      ...centre,
      ...pinyinOf(name),
      districts: districtsOf(code, districtRows.get(code) ?? [], centre),
      landmarks,
    };
  });
}
