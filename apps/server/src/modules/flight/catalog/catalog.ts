import { AirlineResolver } from './airlines';
import { type AirportDraft, AirportResolver } from './airports';
import { buildPlaces } from './cities';
import { loadSeedData } from './data-loading';
import { compareStrings } from '../../../lib/catalog/prng';
import { buildRoutes } from './routes';
import { buildSchedules } from './schedules';
import type { Airline, Airport, Catalog, FlightSchedule } from './types';

const bySchedule = (a: FlightSchedule, b: FlightSchedule) =>
  compareStrings(a.depTime, b.depTime) || compareStrings(a.flightNo, b.flightNo);

/** Schedules by airport pair (by departure time) and by flight number (unique). */
function indexSchedules(schedules: readonly FlightSchedule[]) {
  const schedulesByRoute = new Map<string, FlightSchedule[]>();
  for (const s of schedules) {
    const k = `${s.dep}-${s.arr}`;
    const list = schedulesByRoute.get(k);
    if (list) list.push(s);
    else schedulesByRoute.set(k, [s]);
  }
  for (const list of schedulesByRoute.values()) list.sort(bySchedule);
  const schedulesByFlightNo = new Map(
    [...schedules]
      .sort((a, b) => compareStrings(a.flightNo, b.flightNo))
      .map((s) => [s.flightNo, s]),
  );
  if (schedulesByFlightNo.size !== schedules.length) throw new Error('duplicate flight numbers');
  return { schedulesByRoute, schedulesByFlightNo };
}

/**
 * Builds the flight catalog from the seed files in `data/` (OpenFlights 2014 routes, zh_names),
 * deterministically: two builds, in any process, are equal. Only airports and airlines that have
 * schedules are kept.
 */
export function buildCatalog(): Catalog {
  const seed = loadSeedData();
  const airportResolver = new AirportResolver(seed);
  const airlineResolver = new AirlineResolver(seed);
  const routes = buildRoutes(
    seed,
    airportResolver,
    airlineResolver,
    (code) => airportResolver.get(code)?.domestic ?? false,
  );
  const drafts = new Map(airportResolver.all().map((a) => [a.code, a]));
  const schedules = buildSchedules(routes, drafts, (c) => airlineResolver.weight(c));

  const perAirport = new Map<string, number>();
  const usedAirlines = new Set<string>();
  for (const s of schedules) {
    perAirport.set(s.dep, (perAirport.get(s.dep) ?? 0) + 1);
    perAirport.set(s.arr, (perAirport.get(s.arr) ?? 0) + 1);
    usedAirlines.add(s.airline);
  }
  const served = [...perAirport.keys()]
    .sort(compareStrings)
    .map((c) => drafts.get(c))
    .filter((a): a is AirportDraft => a !== undefined);
  const places = buildPlaces(served, (c) => perAirport.get(c) ?? 0);

  const airports = new Map<string, Airport>();
  for (const { routeCount: _weight, ...a } of served) {
    airports.set(a.code, { ...a, cityCode: places.cityCodeOf.get(a.code) ?? a.code });
  }
  const airlines = new Map<string, Airline>();
  for (const code of [...usedAirlines].sort(compareStrings)) {
    const airline = airlineResolver.get(code);
    if (airline) airlines.set(code, airline);
  }
  const { schedulesByRoute, schedulesByFlightNo } = indexSchedules(schedules);

  return {
    airports,
    airlines,
    cities: places.cities,
    schedulesByRoute,
    schedulesByFlightNo,
    searchCities: (keyword, scope) => places.search(keyword, scope),
    resolvePlace: (code) => {
      const c = code.trim().toUpperCase();
      return places.cities.get(c) ?? places.airportPlaces.get(c);
    },
  };
}

let memo: Catalog | undefined;

/**
 * The flight catalog of this process: built on first use (≈ a few hundred ms) from the seed
 * CSVs and then shared. Deterministic, so every server instance has the same flights.
 */
export function getCatalog(): Catalog {
  memo ??= buildCatalog();
  return memo;
}
