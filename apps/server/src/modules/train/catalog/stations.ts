import { readCsv as readCsvIn } from '../../../lib/catalog/csv';
import { placePinyin } from '../../../lib/catalog/place-pinyin';
import { compareStrings } from '../../../lib/catalog/prng';
import type { RailCity, Station } from './types';

/** Folder of the railway seed CSVs (see data/NOTICE.md). */
const DATA_DIR = new URL('../data/', import.meta.url);

/** Rows of one CSV file of `data/` as objects keyed by the header; empty fields are ''. */
export function readTrainCsv(file: string): Record<string, string>[] {
  return readCsvIn(DATA_DIR, file);
}

/** Every station of the 12306 list and the cities they belong to. */
export interface StationIndex {
  byTelecode: Map<string, Station>;
  byName: Map<string, Station>;
}

/**
 * Loads the 3,379 stations of `stations.csv` (12306 `station_name.js` via
 * pomerun/china-railway-station). The `city` column names the city a station belongs to.
 */
export function loadStations(): StationIndex {
  const byTelecode = new Map<string, Station>();
  const byName = new Map<string, Station>();
  for (const r of readTrainCsv('stations.csv')) {
    const s: Station = {
      telecode: r.telecode ?? '',
      name: r.name ?? '',
      pinyin: r.pinyin ?? '',
      initials: r.abbr ?? '',
      city: r.city || r.name || '',
    };
    if (!/^[A-Z]{3}$/.test(s.telecode) || !s.name) throw new Error(`bad station row ${s.name}`);
    byTelecode.set(s.telecode, s);
    byName.set(s.name, s);
  }
  return { byTelecode, byName };
}

/**
 * Groups the stations by city. A city's pinyin is that of its same-named station when there is
 * one, else pinyin-pro's reading of the name (with the place-name fixes of the flight catalog).
 * @param weight importance of a station (trains calling there); orders a city's stations
 */
export function groupCities(
  stations: StationIndex,
  weight: (telecode: string) => number,
): Map<string, RailCity> {
  const groups = new Map<string, Station[]>();
  for (const s of stations.byTelecode.values()) {
    groups.set(s.city, [...(groups.get(s.city) ?? []), s]);
  }
  const cities = new Map<string, RailCity>();
  for (const name of [...groups.keys()].sort(compareStrings)) {
    const list = (groups.get(name) ?? []).sort(
      (a, b) =>
        weight(b.telecode) - weight(a.telecode) ||
        Number(b.name === name) - Number(a.name === name) ||
        compareStrings(a.name, b.name),
    );
    const same = stations.byName.get(name);
    const py = same && same.city === name ? same : placePinyin(name);
    cities.set(name, {
      name,
      pinyin: py.pinyin,
      initials: py.initials,
      stations: list.map((s) => s.telecode),
    });
  }
  return cities;
}
