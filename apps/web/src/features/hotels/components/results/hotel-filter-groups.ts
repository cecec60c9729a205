import { HOTEL_FACILITIES, HOTEL_FACILITY_LABEL, type HotelSearchResult } from '@lvxing/shared';
import type { FilterGroupDef } from '@/components/filter-bar';

/** Nightly price bands (yuan, `min-max`, either end open), as Ctrip offers them. */
const PRICE_BANDS = [
  ['', '价格不限'],
  ['-150', '¥150以下'],
  ['150-300', '¥150-300'],
  ['300-450', '¥300-450'],
  ['450-600', '¥450-600'],
  ['600-1000', '¥600-1000'],
  ['1000-', '¥1000以上'],
] as const;

/** 钻级 with the OTAs' words for each. */
const STARS = [
  ['2', '2钻及以下 · 经济'],
  ['3', '3钻 · 舒适'],
  ['4', '4钻 · 高档'],
  ['5', '5钻 · 豪华'],
] as const;

const SCORES = [
  ['', '评分不限'],
  ['4.0', '4.0分以上'],
  ['4.5', '4.5分以上'],
  ['4.8', '4.8分以上'],
] as const;

const opts = (rows: readonly (readonly [string, string])[]) =>
  rows.map(([value, label]) => ({ value, label }));

/** The filter groups of a city's results (brands and districts from its facets, with counts). */
export function hotelFilterGroups(facets: HotelSearchResult['facets']): FilterGroupDef[] {
  const counted = (f: { name: string; count: number }) => ({
    value: f.name,
    label: `${f.name}（${f.count}）`,
  });
  return [
    { key: 'price', label: '价格', options: opts(PRICE_BANDS), single: true },
    { key: 'stars', label: '钻级', options: opts(STARS) },
    { key: 'score', label: '评分', options: opts(SCORES), single: true },
    { key: 'brand', label: '品牌', options: facets.brands.map(counted) },
    { key: 'district', label: '行政区', options: facets.districts.map(counted) },
    {
      key: 'fac',
      label: '设施',
      options: HOTEL_FACILITIES.map((f) => ({ value: f, label: HOTEL_FACILITY_LABEL[f] })),
    },
  ];
}
