import {
  CABIN_LABEL,
  ErrorCode,
  type Cabin,
  type Flight,
  type GroupIndicative,
  type GroupRequestInput,
  type GroupSegment,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { FlightDeps } from '../flight/flight.deps';
import { searchFlights } from '../flight/flight-search.service';

type SegmentPrice = GroupIndicative['segments'][number];

/** Rounds to ¥10 as the site's child fare rule does (flight-offers `fareByType`). */
const round10 = (fen: number) => Math.round(fen / 1000) * 1000;

/** Whether a flight leaves (on its airport's clock) inside the segment's window. */
function inWindow(f: Flight, window: GroupSegment['timeWindow']): boolean {
  if (window === 'ANY') return true;
  const [from, to] = window.split('-').map(Number) as [number, number];
  const hour = Number(f.local.dep.time.slice(0, 2));
  return hour >= from && hour < to;
}

/**
 * The cheapest fare of `cabin` on one segment that day and window, from the site's own flight
 * search (the fares it sells now): adult fare, and the child fare by the site's rule (50 % of
 * the cabin's full fare rounded to ¥10, never above the adult fare). Null fares when no flight
 * is on sale; a date outside the sale window counts as none.
 * @throws AppError 14001 for an unknown city or airport.
 */
async function priceSegment(
  deps: FlightDeps,
  s: GroupSegment,
  cabin: Cabin,
): Promise<SegmentPrice> {
  const base = { from: s.from, to: s.to, fromName: s.from, toName: s.to, date: s.date };
  let flights: Flight[];
  try {
    const body = { tripType: 'OW', from: s.from, to: s.to, date: s.date } as const;
    const { outbound } = await searchFlights(deps, {
      ...body,
      adults: 1,
      children: 0,
      infants: 0,
      filters: {},
      sort: 'price',
      order: 'asc',
    });
    base.fromName = outbound.from.nameZh;
    base.toName = outbound.to.nameZh;
    flights = outbound.flights;
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.DATE_NOT_ON_SALE) flights = [];
    else throw e;
  }
  let best: { f: Flight; fen: number; discount: number } | null = null;
  for (const f of flights.filter((x) => inWindow(x, s.timeWindow))) {
    const c = f.cabins.find((x) => x.cabin === cabin);
    if (c && (!best || c.lowestPriceFen < best.fen))
      best = { f, fen: c.lowestPriceFen, discount: c.discount };
  }
  if (!best) return { ...base, flightNo: null, adultFareFen: null, childFareFen: null };
  const fullFen = best.fen / best.discount;
  return {
    ...base,
    flightNo: best.f.flightNo,
    adultFareFen: best.fen,
    childFareFen: Math.min(best.fen, round10(fullFen * 0.5)),
  };
}

/**
 * The indicative price (参考价) of a request: per segment the cheapest fare of its cabin that
 * day and window × the adults, plus the child fare × the children, summed; taxes (机建燃油) and
 * the group fare's own terms are left to the adviser's quote. Segments without a fare on sale are
 * left out (`complete` false), as the basis says.
 * @throws AppError 14001 for an unknown city or airport.
 */
export async function indicativePrice(
  deps: FlightDeps,
  body: Pick<GroupRequestInput, 'segments' | 'cabin' | 'adults' | 'children'>,
): Promise<GroupIndicative> {
  const segments: SegmentPrice[] = [];
  for (const s of body.segments) segments.push(await priceSegment(deps, s, body.cabin));
  const party = body.adults + body.children;
  const totalFen = segments.reduce(
    (sum, s) => sum + (s.adultFareFen ?? 0) * body.adults + (s.childFareFen ?? 0) * body.children,
    0,
  );
  const complete = segments.every((s) => s.adultFareFen !== null);
  const cabin = CABIN_LABEL[body.cabin];
  const basis =
    `参考价：按本站各航段当日${cabin}最低票价（成人票价×成人数，儿童按全价50%），` +
    `不含机建燃油，团队实际价格以顾问报价为准` +
    (complete ? '' : '；部分航段当日暂无在售航班，未计入');
  return {
    totalFen,
    perPersonFen: party > 0 ? Math.round(totalFen / party) : 0,
    complete,
    basis,
    segments,
  };
}
