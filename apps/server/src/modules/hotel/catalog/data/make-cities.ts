// Remakes `cities.csv`, `districts.csv` and `airports.csv` from the project's reference data
// (`../shared/data/`, see NOTICE.md) and the flight and bus catalogs' seed files: the 80 largest
// cities by railway stations + their airports' route counts. Run from the repository root:
// `npx tsx apps/server/src/modules/hotel/catalog/data/make-cities.ts`.
import { writeFileSync } from 'node:fs';
import { readCsv } from '../../../../lib/catalog/csv';

const SHARED = new URL('../../../../../../../../shared/data/', import.meta.url);
const FLIGHT = new URL('../../../flight/catalog/data/', import.meta.url);
const BUS = new URL('../../../bus/catalog/data/', import.meta.url);
const HERE = new URL('./', import.meta.url);

/** Hand-checked Chinese names of airports the flight data names only in English. */
const NAMES: Record<string, string> = {
  TAO: '青岛流亭国际机场',
  TSN: '天津滨海国际机场',
  TNA: '济南遥墙国际机场',
  TYN: '太原武宿国际机场',
  SJW: '石家庄正定国际机场',
  HET: '呼和浩特白塔国际机场',
  WNZ: '温州龙湾国际机场',
  LJG: '丽江三义国际机场',
  XNN: '西宁曹家堡国际机场',
  WUX: '苏南硕放国际机场',
  CZX: '常州奔牛国际机场',
  LXA: '拉萨贡嘎国际机场',
  TXN: '黄山屯溪国际机场',
  DSN: '鄂尔多斯伊金霍洛国际机场',
  YIH: '宜昌三峡机场',
  LYI: '临沂启阳机场',
  CIF: '赤峰玉龙机场',
  MIG: '绵阳南郊机场',
  XUZ: '徐州观音国际机场',
  DYG: '张家界荷花国际机场',
  KOW: '赣州黄金机场',
  BHY: '北海福成机场',
  JDZ: '景德镇罗家机场',
  UYN: '榆林榆阳机场',
  ZYI: '遵义新舟机场',
  DAT: '大同云冈机场',
  FUG: '阜阳西关机场',
  KRL: '库尔勒机场',
  BAV: '包头东河机场',
  YCU: '运城关公机场',
  CGQ: '长春龙嘉国际机场',
  CIH: '长治王村机场',
  YNZ: '盐城南洋国际机场',
  NDG: '齐齐哈尔三家子机场',
  JMU: '佳木斯东郊机场',
  TGO: '通辽机场',
  MDG: '牡丹江海浪国际机场',
};
/** Airports OpenFlights still lists at a site since closed or moved. */
const CLOSED = new Set(['HFE', 'YNT', 'ZHA', 'LYG', 'JNG', 'YBP', 'LZO']);

const count = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);
const stations = new Map<string, number>();
for (const s of readCsv(new URL('china_railway_stations/', SHARED), 'stations.csv')) {
  count(stations, s.city || s.name || '', 1);
}
const namesZh = new Map(readCsv(FLIGHT, 'airport_names_zh.csv').map((r) => [r.iata, r]));
const cityZh = new Map(readCsv(FLIGHT, 'airport_city_zh.csv').map((r) => [r.iata, r.city_zh]));
const routes = new Map<string, number>();
const airports = new Map<string, Record<string, string>[]>();
for (const a of readCsv(new URL('openflights/', SHARED), 'airports.csv')) {
  const city =
    a.country === 'China' && a.iata
      ? namesZh.get(a.iata)?.city_zh || cityZh.get(a.iata)
      : undefined;
  if (!city) continue;
  count(routes, city, Number(a.route_count || 0));
  airports.set(city, [...(airports.get(city) ?? []), a]);
}
const size = (name: string) => (stations.get(name) ?? 0) + (routes.get(name) ?? 0);
const top = readCsv(BUS, 'city_seats.csv')
  .sort(
    (a, b) => size(b.name ?? '') - size(a.name ?? '') || (a.code ?? '').localeCompare(b.code ?? ''),
  )
  .slice(0, 80);
const provinces = new Map(
  readCsv(new URL('china_admin_divisions/', SHARED), 'provinces.csv').map((r) => [r.code, r.name]),
);
const cityRows = top.map((r, i) =>
  [
    `${r.code}00`,
    r.name,
    provinces.get(r.code?.slice(0, 2)),
    i + 1,
    r.lat,
    r.lon,
    stations.get(r.name ?? '') ?? 0,
    routes.get(r.name ?? '') ?? 0,
  ].join(','),
);
writeFileSync(
  new URL('cities.csv', HERE),
  `code,name,province,rank,lat,lng,stations,airportRoutes\n${cityRows.join('\n')}\n`,
);
const codes = new Set(top.map((r) => r.code));
const districtRows = readCsv(new URL('china_admin_divisions/', SHARED), 'areas.csv')
  .filter((a) => codes.has(a.cityCode))
  .map((a) => [a.code, a.name, `${a.cityCode}00`].join(','));
writeFileSync(new URL('districts.csv', HERE), `code,name,cityCode\n${districtRows.join('\n')}\n`);
const airportRows = top.flatMap((r) =>
  (airports.get(r.name ?? '') ?? [])
    .filter((a) => !CLOSED.has(a.iata ?? ''))
    .map((a) => {
      const name = NAMES[a.iata ?? ''] || namesZh.get(a.iata)?.name_local || `${r.name}机场`;
      return [
        a.iata,
        `${r.code}00`,
        name,
        Number(a.latitude).toFixed(5),
        Number(a.longitude).toFixed(5),
      ].join(',');
    }),
);
writeFileSync(
  new URL('airports.csv', HERE),
  `iata,cityCode,name,lat,lng\n${airportRows.join('\n')}\n`,
);
console.info(
  `cities ${cityRows.length}, districts ${districtRows.length}, airports ${airportRows.length}`,
);
