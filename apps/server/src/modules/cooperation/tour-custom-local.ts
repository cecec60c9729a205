// 当地游玩 of a custom trip from the tour catalog: the destination's day tours (当地玩乐) at their
// prices on those dates, and, when a guide or car is asked, what the site's 私家团 (own guide
// and car) cost a day over its 跟团游 on the same route.
import { addDays } from '@lvxing/shared';
import { departureOn, getTourCatalog, type TourProduct } from '../tour/catalog';
import type { PlanStop } from './tour-custom-plan';
import {
  partyRange,
  spread,
  timesRange,
  type FareLists,
  type LineParts,
  type Party,
} from './tour-custom-range';

/** Whether the tour catalog has products or sights in that city. */
export function hasTourCity(name: string): boolean {
  const catalog = getTourCatalog();
  return (
    catalog.sights.some((s) => s.city === name) ||
    catalog.products.some((p) => p.destinations.includes(name))
  );
}

/** The days of a stop spent sightseeing: its nights (the last stop's last day goes home), ≥ 1. */
export const playDays = (stop: PlanStop) => Math.max(1, stop.nights.length);

const productsIn = (city: string, type: TourProduct['type']) =>
  getTourCatalog().products.filter((p) => p.type === type && p.destinations.includes(city));

/** Adult price per day of a product departing `date`, fen. */
const perDayFen = (p: TourProduct, date: string) => departureOn(p, date).adultFen / p.days;

/**
 * A day tour a day: each of the city's day tours priced on each day there, per adult and per
 * child (its child price without bed).
 */
function dayTourTotals(stop: PlanStop): FareLists {
  const days = Array.from({ length: playDays(stop) }, (_, k) => addDays(stop.from, k));
  const tours = productsIn(stop.city, 'LOCAL');
  const total = (p: TourProduct, price: 'adultFen' | 'childNoBedFen') =>
    days.reduce((sum, d) => sum + departureOn(p, d)[price], 0);
  return {
    adult: tours.map((p) => total(p, 'adultFen')),
    child: tours.map((p) => total(p, 'childNoBedFen')),
  };
}

/**
 * What a 私家团 of the city costs its smallest party (起订人数) a day over the cheapest 跟团游 of
 * its route on the stop's first day: the guide and car that party has to itself, a cost per
 * party, not per person (each half of it when only one is asked).
 */
function guideCarPerDay(stop: PlanStop): number[] {
  const groups = productsIn(stop.city, 'GROUP');
  return productsIn(stop.city, 'PRIVATE').flatMap((p) => {
    const same = groups.filter((g) => g.routeKey === p.routeKey);
    if (same.length === 0) return [];
    const group = Math.min(...same.map((g) => perDayFen(g, stop.from)));
    return [Math.max(0, perDayFen(p, stop.from) - group) * p.minGroupSize];
  });
}

/** Which of guide and car are asked: their share of the 私家团 premium, and their words. */
function guideCarAsk(guide: boolean, car: boolean): { share: number; words: string } | null {
  if (guide && car) return { share: 1, words: '导游+用车' };
  if (guide) return { share: 0.5, words: '导游' };
  return car ? { share: 0.5, words: '用车' } : null;
}

/**
 * The stops' day tours for `party` (a day tour each sightseeing day, children at its child
 * price), plus the guide and car asked for (for the party), per stop; a city with none is left
 * to the consultant (`missing`).
 */
export function priceLocal(
  stops: readonly PlanStop[],
  party: Party,
  needs: { guide: boolean; car: boolean },
): LineParts {
  const parts: LineParts = { items: [], missing: [] };
  const ask = guideCarAsk(needs.guide, needs.car);
  for (const stop of stops) {
    const days = playDays(stop);
    const totals = dayTourTotals(stop);
    const tours = partyRange(totals, party);
    if (tours) {
      const text = `${stop.city} 当地游玩${days}天（本站${totals.adult.length}条一日游当日价）`;
      parts.items.push({ ...tours, text });
    } else parts.missing.push(`${stop.city}当地游玩`);
    if (!ask) continue;
    const premium = spread(guideCarPerDay(stop));
    if (premium) {
      const text = `${stop.city} ${ask.words}${days}天（本站私家团较跟团游每天差价）`;
      parts.items.push({ ...timesRange(premium, days * ask.share), text });
    } else parts.missing.push(`${stop.city}${ask.words}`);
  }
  return parts;
}
