import { ErrorCode, type StationSearchResult, type TrainStopListResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { HOT_CITIES } from './catalog/big-cities';
import { getTrainCatalog, type TrainCatalog } from './catalog/catalog';
import type { RailCity, Station } from './catalog/types';
import { clock } from './train-journey';

type Item = StationSearchResult['items'][number];

function cityItem(c: TrainCatalog, city: RailCity): Item {
  return {
    kind: 'CITY',
    code: city.name,
    name: city.name,
    city: city.name,
    pinyin: city.pinyin,
    initials: city.initials,
    stations: city.stations.map((t) => ({ telecode: t, name: c.stations.byTelecode.get(t)!.name })),
  };
}

function stationItem(s: Station): Item {
  return {
    kind: 'STATION',
    code: s.telecode,
    name: s.name,
    city: s.city,
    pinyin: s.pinyin,
    initials: s.initials,
    stations: [{ telecode: s.telecode, name: s.name }],
  };
}

/** How well a name matches: exact 100, telecode 100, pinyin/initials exact 95/90, prefixes 80/70; Chinese prefix 90, substring 80. */
function score(
  keyword: string,
  name: string,
  pinyin: string,
  initials: string,
  telecode = '',
): number {
  const latin = keyword.toLowerCase().replace(/[\s'’·-]/g, '');
  if (/^[a-z]+$/.test(latin)) {
    if (telecode && telecode === latin.toUpperCase()) return 100;
    if (pinyin === latin) return 95;
    if (initials === latin) return 90;
    if (pinyin.startsWith(latin)) return 80;
    if (initials.startsWith(latin)) return 70;
    return 0;
  }
  if (name === keyword) return 100;
  if (name.startsWith(keyword)) return 90;
  return name.includes(keyword) ? 80 : 0;
}

/**
 * Station and city search by Chinese name, full pinyin, initials or telecode. A city entry
 * carries all its stations (北京 → 北京, 北京南, 北京西, 北京北, 北京朝阳…), busiest first.
 * Order: match quality, cities before stations, busier (more trains) first. An empty keyword
 * gives the hot cities.
 */
export function searchStations(keyword: string, limit: number): StationSearchResult {
  const c = getTrainCatalog();
  const kw = keyword.trim();
  if (!kw) {
    const hot = HOT_CITIES.map((n) => c.cities.get(n)).filter((x): x is RailCity => !!x);
    return { items: hot.slice(0, limit).map((city) => cityItem(c, city)) };
  }
  const weight = (t: string) => c.callsAt.get(t)?.length ?? 0;
  const found: { item: () => Item; score: number; kind: number; weight: number; name: string }[] =
    [];
  for (const city of c.cities.values()) {
    const s = score(kw, city.name, city.pinyin, city.initials);
    if (s > 0) {
      const w = city.stations.reduce((sum, t) => sum + weight(t), 0);
      found.push({ item: () => cityItem(c, city), score: s, kind: 0, weight: w, name: city.name });
    }
  }
  for (const st of c.stations.byTelecode.values()) {
    const s = score(kw, st.name, st.pinyin, st.initials, st.telecode);
    if (s > 0)
      found.push({
        item: () => stationItem(st),
        score: s,
        kind: 1,
        weight: weight(st.telecode),
        name: st.name,
      });
  }
  found.sort(
    (a, b) =>
      b.score - a.score || a.kind - b.kind || b.weight - a.weight || a.name.localeCompare(b.name),
  );
  return { items: found.slice(0, limit).map((f) => f.item()) };
}

/**
 * The stop list of a train (it runs every day on the same timetable): times, day offsets after
 * the origin's departure, dwell minutes and kilometres. @throws AppError 17002
 */
export function stopList(trainCode: string): TrainStopListResult {
  const train = getTrainCatalog().trains.get(trainCode.toUpperCase());
  if (!train) throw new AppError(ErrorCode.TRAIN_NOT_FOUND, `车次${trainCode}不存在`);
  const start = train.stops[0]!.dep ?? 0;
  return {
    trainCode: train.code,
    trainType: train.type,
    stops: train.stops.map((s, i) => ({
      seq: i + 1,
      telecode: s.telecode,
      name: s.name,
      arrTime: s.arr === null ? null : clock(s.arr),
      depTime: s.dep === null ? null : clock(s.dep),
      dayOffset: Math.floor((s.arr ?? s.dep ?? 0) / 1440) - Math.floor(start / 1440),
      stopMinutes: s.arr !== null && s.dep !== null ? s.dep - s.arr : 0,
      distanceKm: Math.round(s.km),
    })),
  };
}

/**
 * True when `name` is a city of the train catalog (the 所属城市 of a 12306 station, as the station
 * search answers it: 北京, 上海…); what a 学生优惠区间 may name.
 */
export function isTrainCity(name: string): boolean {
  return getTrainCatalog().cities.has(name.trim());
}

/** The city (所属城市) of a station by telecode, or undefined for an unknown station. */
export function stationCity(telecode: string): string | undefined {
  return getTrainCatalog().stations.byTelecode.get(telecode)?.city;
}
