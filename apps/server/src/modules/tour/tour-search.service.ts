import type { z } from 'zod';
import {
  beijingToday,
  type TourCard,
  type TourSearchResult,
  type tourSearchBody,
} from '@lvxing/shared';
import { getTourCatalog, type TourDeparture, type TourProduct } from './catalog';
import { byPriceOf, calendarOf } from './tour-calendar';
import type { TourDeps } from './tour.deps';
import { departureKey, departureRowsOf } from './tour-departures.repository';
import { tourRulesOn } from './tour-rules';
import { departureView } from './tour-sale';

type Body = z.output<typeof tourSearchBody>;

const searchText = new WeakMap<TourProduct, string>();

/** What a keyword is matched against: title, cities, region, departure city and every sight. */
function textOf(p: TourProduct): string {
  let t = searchText.get(p);
  if (t === undefined) {
    const sights = p.itinerary.flatMap((d) => d.visits.map((v) => v.name));
    t = [p.title, p.region, p.departureCity, ...p.destinations, ...sights].join(' ').toLowerCase();
    searchText.set(p, t);
  }
  return t;
}

/** The filters that need no calendar: keyword, city, type, scope, days, 纯玩. */
function matches(p: TourProduct, b: Body): boolean {
  const keyword = b.keyword.trim().toLowerCase();
  return (
    (!keyword || textOf(p).includes(keyword)) &&
    (!b.departureCity || p.departureCity === b.departureCity) &&
    (!b.tourType || p.type === b.tourType) &&
    (!b.tourScope || p.scope === b.tourScope) &&
    (b.daysMin === undefined || p.days >= b.daysMin) &&
    (b.daysMax === undefined || p.days <= b.daysMax) &&
    (!b.pureFun || p.pureFun)
  );
}

/** Whether a departure date is in the window asked (a date, a month, or any). */
const inWindow = (date: string, b: Body) =>
  b.date ? date === b.date : b.month ? date.startsWith(b.month) : true;

/** A product as a result card, priced at `fromPriceFen` from `nextDeparture` (the detail's head too). */
export function cardOf(p: TourProduct, fromPriceFen: number, nextDeparture: string): TourCard {
  return {
    code: p.code,
    title: p.title,
    type: p.type,
    scope: p.scope,
    departureCity: p.departureCity,
    destinations: p.destinations,
    region: p.region,
    days: p.days,
    nights: p.nights,
    highlights: p.highlights.slice(0, 3),
    fromPriceFen,
    nextDeparture,
    pureFun: p.pureFun,
    shoppingStops: p.shopping.length,
    paidExtras: p.paidExtras.length,
    minGroupSize: p.minGroupSize,
    instantConfirm: p.confirm.mode === 'INSTANT',
    score: p.score,
    sold: p.sold,
  };
}

const SORTS: Record<Body['sort'], (a: TourCard, b: TourCard) => number> = {
  SALES: (a, b) => b.sold - a.sold,
  PRICE_ASC: (a, b) => a.fromPriceFen - b.fromPriceFen,
  PRICE_DESC: (a, b) => b.fromPriceFen - a.fromPriceFen,
  SCORE: (a, b) => b.score - a.score || b.sold - a.sold,
};

/**
 * Tour products (POST /api/tour/search): the catalog filtered by keyword (title, cities, region,
 * sights), departure city, type, scope, days and 纯玩, each priced at the lowest adult price of
 * its departures on sale in the window asked (a date, a month, or the whole calendar), which
 * also bounds the price filter; a product with no departure on sale there is left out. Sorted by
 * sales, price or score, then by code, and paged.
 */
export async function searchTours(deps: TourDeps, b: Body): Promise<TourSearchResult> {
  const today = beijingToday(deps.now());
  const candidates = getTourCatalog().products.filter((p) => matches(p, b));
  const [rows, rules] = await Promise.all([
    departureRowsOf(
      deps.db,
      candidates.map((p) => p.code),
    ),
    tourRulesOn(deps.db, today),
  ]);
  const cards: TourCard[] = [];
  for (const p of candidates) {
    const onSale = (dep: TourDeparture) =>
      inWindow(dep.date, b) &&
      departureView(p, dep, rows.get(departureKey(p.code, dep.date)), today, rules.notice).onSale;
    const cheapest = byPriceOf(p, today).find(onSale);
    if (!cheapest) continue;
    const best = cheapest.adultFen;
    if (b.priceMinFen !== undefined && best < b.priceMinFen) continue;
    if (b.priceMaxFen !== undefined && best > b.priceMaxFen) continue;
    const first = calendarOf(p, today).find(onSale) ?? cheapest;
    cards.push(cardOf(p, best, first.date));
  }
  cards.sort((x, y) => SORTS[b.sort](x, y) || x.code.localeCompare(y.code));
  const start = (b.page - 1) * b.pageSize;
  return {
    total: cards.length,
    page: b.page,
    pageSize: b.pageSize,
    items: cards.slice(start, start + b.pageSize),
  };
}
