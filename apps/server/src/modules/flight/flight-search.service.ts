import type { z } from 'zod';
import {
  type Flight,
  type FlightCalendarResult,
  type FlightCity,
  type FlightLegResult,
  type FlightSearchResult,
  type flightCalendarBody,
  type flightSearchBody,
  addDays,
  daysBetween,
} from '@lvxing/shared';
import { shanghaiDate } from '../orders/order-numbers';
import { dayInfo, getCatalog } from './catalog';
import type { FlightSchedule } from './catalog/types';

const BEIJING_TZ = 'Asia/Shanghai';
import type { FlightDeps } from './flight.deps';
import { heldSeats, heldSeatsOnDays } from './flight-inventory.repository';
import {
  assertOnSale,
  flightView,
  instanceOnSale,
  localTimesOf,
  resolvePlace,
} from './flight-instances';

type SearchBody = z.output<typeof flightSearchBody>;

/** Every schedule between two places (all airport pairs of the two cities). */
export function schedulesBetween(fromCode: string, toCode: string): FlightSchedule[] {
  const from = resolvePlace(fromCode);
  const to = resolvePlace(toCode);
  const byRoute = getCatalog().schedulesByRoute;
  const out: FlightSchedule[] = [];
  for (const a of from.airports) {
    for (const b of to.airports) out.push(...(byRoute.get(`${a.code}-${b.code}`) ?? []));
  }
  return out;
}

function band(depTime: string): string {
  const h = Number(depTime.slice(0, 2));
  return h < 6 ? '00-06' : h < 12 ? '06-12' : h < 18 ? '12-18' : '18-24';
}

function facet(flights: Flight[], key: (f: Flight) => { code: string; nameZh: string }) {
  const m = new Map<string, { code: string; nameZh: string; lowestPriceFen: number }>();
  for (const f of flights) {
    const k = key(f);
    const price = f.lowestPriceFen ?? Number.MAX_SAFE_INTEGER;
    const cur = m.get(k.code);
    if (!cur || price < cur.lowestPriceFen) m.set(k.code, { ...k, lowestPriceFen: price });
  }
  return [...m.values()].sort((a, b) => a.lowestPriceFen - b.lowestPriceFen);
}

/** True when some airport of the place keeps clocks other than Beijing's. */
function keepsOtherClocks(place: FlightCity): boolean {
  const airports = getCatalog().airports;
  return place.airports.some((a) => (airports.get(a.code)?.tz || BEIJING_TZ) !== BEIJING_TZ);
}

/**
 * The instances on sale that leave on `date` by the departure airport's own clock, with the
 * Beijing date each is keyed by. Schedules and inventory are keyed by the Beijing date (so
 * nothing sold ever moves); abroad a local day overlaps two Beijing days, so the instances of
 * the day before and after are taken when their local departure date is `date` (Los Angeles
 * 23:30 on the 1st is Beijing's 2nd).
 */
function instancesLeavingOn(
  deps: FlightDeps,
  schedules: FlightSchedule[],
  date: string,
): { s: FlightSchedule; day: string }[] {
  const abroad = schedules.length > 0 && keepsOtherClocks(resolvePlace(schedules[0]!.dep));
  const days = abroad ? [addDays(date, -1), date, addDays(date, 1)] : [date];
  return days.flatMap((day) =>
    schedules
      .filter(
        (s) => instanceOnSale(deps, s, day) && (!abroad || localTimesOf(s, day).dep.date === date),
      )
      .map((s) => ({ s, day })),
  );
}

/** The search views of the instances leaving on local `date` (see {@link instancesLeavingOn}). */
async function leavingOn(
  deps: FlightDeps,
  schedules: FlightSchedule[],
  date: string,
): Promise<Flight[]> {
  const instances = instancesLeavingOn(deps, schedules, date);
  const days = [...new Set(instances.map((i) => i.day))];
  const flightNos = instances.map((i) => i.s.flightNo);
  const held =
    days.length === 1
      ? new Map([[days[0]!, await heldSeats(deps.db, days[0]!, flightNos)]])
      : await heldSeatsOnDays(deps.db, days, flightNos);
  return instances.map(({ s, day }) => flightView(deps, s, day, held.get(day) ?? new Map()));
}

/** One leg: instances on sale that day, with filters, facets (before filters) and the sort. */
async function searchLeg(
  deps: FlightDeps,
  body: SearchBody,
  fromCode: string,
  toCode: string,
  date: string,
): Promise<FlightLegResult> {
  assertOnSale(deps, date);
  const from = resolvePlace(fromCode);
  const to = resolvePlace(toCode);
  const all = await leavingOn(deps, schedulesBetween(fromCode, toCode), date);
  const f = body.filters;
  const seatsNeeded = body.adults + body.children;
  const flights = all.filter(
    (x) =>
      (!f.airlines?.length || f.airlines.includes(x.airline.code)) &&
      (!f.depAirports?.length || f.depAirports.includes(x.dep.code)) &&
      (!f.arrAirports?.length || f.arrAirports.includes(x.arr.code)) &&
      (!f.depTimeBands?.length || f.depTimeBands.includes(band(x.local.dep.time) as never)) &&
      (!f.directOnly || x.stops === 0) &&
      (!f.cabin || x.cabins.some((c) => c.cabin === f.cabin && c.seatsLeft >= seatsNeeded)),
  );
  const priceOf = (x: Flight) =>
    (f.cabin ? x.cabins.find((c) => c.cabin === f.cabin)?.lowestPriceFen : x.lowestPriceFen) ??
    Number.MAX_SAFE_INTEGER;
  const dir = body.order === 'desc' ? -1 : 1;
  const cmp: Record<typeof body.sort, (a: Flight, b: Flight) => number> = {
    price: (a, b) => priceOf(a) - priceOf(b) || a.local.dep.time.localeCompare(b.local.dep.time),
    depTime: (a, b) => a.local.dep.time.localeCompare(b.local.dep.time) || priceOf(a) - priceOf(b),
    duration: (a, b) => a.durationMinutes - b.durationMinutes || priceOf(a) - priceOf(b),
  };
  flights.sort((a, b) => dir * cmp[body.sort](a, b));
  return {
    from,
    to,
    date,
    flights,
    totalBeforeFilters: all.length,
    facets: {
      airlines: facet(all, (x) => ({ code: x.airline.code, nameZh: x.airline.shortZh })),
      depAirports: facet(all, (x) => ({ code: x.dep.code, nameZh: x.dep.nameZh })),
      arrAirports: facet(all, (x) => ({ code: x.arr.code, nameZh: x.arr.nameZh })),
    },
  };
}

/**
 * Flight search (one-way or round trip): instances of the generated schedule between two cities
 * or airports on a day, with the lowest price and seats left per cabin.
 * @throws AppError 14001 unknown place, 14006 date not on sale
 */
export async function searchFlights(
  deps: FlightDeps,
  body: SearchBody,
): Promise<FlightSearchResult> {
  const outbound = await searchLeg(deps, body, body.from, body.to, body.date);
  const inbound =
    body.tripType === 'RT' && body.returnDate
      ? await searchLeg(deps, body, body.to, body.from, body.returnDate)
      : null;
  return { outbound, inbound };
}

/**
 * Lowest price per day for `days` days from `startDate` (days outside the sale window are
 * null), with the official holiday marks (chinese-days).
 */
export async function flightCalendar(
  deps: FlightDeps,
  body: z.output<typeof flightCalendarBody>,
): Promise<FlightCalendarResult> {
  const schedules = schedulesBetween(body.from, body.to);
  const today = shanghaiDate(deps.now());
  const dates = Array.from({ length: body.days }, (_, i) => addDays(body.startDate, i));
  const onSale = (date: string) => {
    const ahead = daysBetween(today, date);
    return ahead >= 0 && ahead <= deps.saleWindowDays;
  };
  const saleDates = dates.filter(onSale);
  // the seats held on every day of the calendar (and the day each side, for clocks abroad) in
  // one query
  const heldByDay = await heldSeatsOnDays(
    deps.db,
    saleDates.length
      ? [addDays(saleDates[0]!, -1), ...saleDates, addDays(saleDates.at(-1)!, 1)]
      : [],
    schedules.map((s) => s.flightNo),
  );
  const days: FlightCalendarResult['days'] = [];
  for (const date of dates) {
    const info = dayInfo(date);
    let lowest: number | null = null;
    for (const { s, day } of onSale(date) ? instancesLeavingOn(deps, schedules, date) : []) {
      const c = flightView(deps, s, day, heldByDay.get(day) ?? new Map()).cabins.find(
        (x) => x.cabin === body.cabin && x.seatsLeft > 0,
      );
      if (c && (lowest === null || c.lowestPriceFen < lowest)) lowest = c.lowestPriceFen;
    }
    days.push({ date, lowestPriceFen: lowest, holiday: info.holiday, isWorkday: info.isWorkday });
  }
  return { days };
}
