import type { z } from 'zod';
import type { BusSchedule, BusSearchResult, busSearchBody } from '@lvxing/shared';
import { getBusCatalog, type BusPlace } from './catalog';
import type { BusDeps } from './bus.deps';
import { heldBusSeats } from './bus-inventory.repository';
import { assertBusDateOnSale, resolveBusPlace, scheduleView } from './bus-departures';

type SearchBody = z.output<typeof busSearchBody>;

function band(depTime: string): string {
  const h = Number(depTime.slice(0, 2));
  return h < 6 ? '00-06' : h < 12 ? '06-12' : h < 18 ? '12-18' : '18-24';
}

function facet(list: BusSchedule[], key: (s: BusSchedule) => { code: string; name: string }) {
  const m = new Map<string, { code: string; name: string }>();
  for (const s of list) {
    const k = key(s);
    if (!m.has(k.code)) m.set(k.code, k);
  }
  return [...m.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

const placeName = (p: BusPlace) => p.station?.name ?? p.city.name;

/**
 * Bus search: the day's departures between two cities (or stations: a station code narrows that
 * end to the station), with seats left from `bus_inventory`, sale state (closed from the
 * station's cut-off before departure), filters, facets (before filters) and the sort.
 * Cities out of reach of each other simply have no departures.
 * @throws AppError 18001 unknown place, 18002 date outside the sale window
 */
export async function searchBusSchedules(
  deps: BusDeps,
  body: SearchBody,
): Promise<BusSearchResult> {
  const from = resolveBusPlace(body.from);
  const to = resolveBusPlace(body.to);
  assertBusDateOnSale(deps, body.date);
  const lines = getBusCatalog()
    .schedulesBetween(from.city.code, to.city.code)
    .filter(
      (l) =>
        (!from.station || l.depStation.code === from.station.code) &&
        (!to.station || l.arrStation.code === to.station.code),
    );
  const held = await heldBusSeats(
    deps.db,
    body.date,
    lines.map((l) => l.scheduleId),
  );
  const now = deps.now();
  const all = lines.map((l) => scheduleView(now, l, body.date, held.get(l.scheduleId) ?? 0));
  const f = body.filters;
  const schedules = all.filter(
    (s) =>
      (!f.depTimeBands?.length || f.depTimeBands.includes(band(s.depTime) as never)) &&
      (!f.depStations?.length || f.depStations.includes(s.depStation.code)) &&
      (!f.arrStations?.length || f.arrStations.includes(s.arrStation.code)) &&
      (!f.onlyAvailable || (s.saleState === 'ON_SALE' && s.seatsLeft > 0)),
  );
  const dir = body.order === 'desc' ? -1 : 1;
  const cmp: Record<typeof body.sort, (a: BusSchedule, b: BusSchedule) => number> = {
    depTime: (a, b) => a.depTime.localeCompare(b.depTime) || a.fullPriceFen - b.fullPriceFen,
    price: (a, b) => a.fullPriceFen - b.fullPriceFen || a.depTime.localeCompare(b.depTime),
    duration: (a, b) => a.durationMinutes - b.durationMinutes || a.depTime.localeCompare(b.depTime),
  };
  schedules.sort((a, b) => dir * cmp[body.sort](a, b));
  return {
    from: placeName(from),
    to: placeName(to),
    date: body.date,
    schedules,
    totalBeforeFilters: all.length,
    facets: {
      depStations: facet(all, (s) => s.depStation),
      arrStations: facet(all, (s) => s.arrStation),
    },
  };
}
