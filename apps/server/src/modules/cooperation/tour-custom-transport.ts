// 大交通 of a custom trip: each leg priced by the site's own flight search that day, else (no
// airport, no flight, the day not yet on sale) by its train search: the fares it sells now.
import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getCatalog } from '../flight/catalog';
import type { FlightDeps } from '../flight/flight.deps';
import { childFareFen } from '../flight/flight-offers.service';
import { searchFlights } from '../flight/flight-search.service';
import { ticketFareFen } from '../train/catalog/fares';
import { getTrainCatalog } from '../train/catalog/catalog';
import { searchTrains } from '../train/train-search.service';
import type { PlanLeg } from './tour-custom-plan';
import {
  partyRange,
  type FareLists,
  type FenRange,
  type LineParts,
  type Party,
} from './tour-custom-range';

/** What pricing the legs needs: the flight module's parts and the train search's. */
export interface TransportDeps {
  db: Db;
  now: Clock;
  flight: FlightDeps;
}

/** The flight catalog's city code of a Chinese city name (北京 → BJS), or undefined. */
export function flightCityCode(name: string): string | undefined {
  for (const c of getCatalog().cities.values()) if (c.nameZh === name) return c.code;
  return undefined;
}

/** Whether the train catalog has a city of that name. */
export const hasTrainCity = (name: string) => getTrainCatalog().cities.has(name);

/** Errors that mean "nothing to price here" (unknown place, day not on sale), not a failure. */
function nothingOnSale(e: unknown): boolean {
  const codes: number[] = [
    ErrorCode.DATE_NOT_ON_SALE,
    ErrorCode.CITY_NOT_FOUND,
    ErrorCode.STATION_NOT_FOUND,
  ];
  return e instanceof AppError && codes.includes(e.code);
}

const NONE: FareLists = { adult: [], child: [] };

/**
 * Economy fares of the day's flights (each flight's cheapest economy seat) per adult, and per
 * child: half the cabin's full fare (the discount gives it), never above the adult's.
 */
async function flightFares(deps: TransportDeps, leg: PlanLeg): Promise<FareLists> {
  const from = flightCityCode(leg.from);
  const to = flightCityCode(leg.to);
  if (!from || !to) return NONE;
  try {
    const { outbound } = await searchFlights(deps.flight, {
      tripType: 'OW',
      from,
      to,
      date: leg.date,
      adults: 1,
      children: 0,
      infants: 0,
      filters: {},
      sort: 'price',
      order: 'asc',
    });
    const economy = outbound.flights.flatMap((f) => f.cabins.filter((c) => c.cabin === 'Y'));
    return {
      adult: economy.map((y) => y.lowestPriceFen),
      child: economy.map((y) => childFareFen(y.lowestPriceFen, y.lowestPriceFen / y.discount)),
    };
  } catch (e) {
    if (nothingOnSale(e)) return NONE;
    throw e;
  }
}

/** Each train's cheapest seat of the day (二等座, 硬座…), per adult, and its 儿童票 (half). */
async function trainFares(deps: TransportDeps, leg: PlanLeg): Promise<FareLists> {
  if (!hasTrainCity(leg.from) || !hasTrainCity(leg.to)) return NONE;
  try {
    const result = await searchTrains(deps, {
      from: leg.from,
      to: leg.to,
      date: leg.date,
      filters: {},
      sort: 'depTime',
      order: 'asc',
    });
    const adult = result.trains.flatMap((t) =>
      t.seats.length ? [Math.min(...t.seats.map((s) => s.priceFen))] : [],
    );
    return { adult, child: adult.map((f) => ticketFareFen(f, 0.5)) };
  } catch (e) {
    if (nothingOnSale(e)) return NONE;
    throw e;
  }
}

const dayText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** One leg: its flights' range, else its trains', for `party`; undefined when neither. */
async function priceLeg(deps: TransportDeps, leg: PlanLeg, party: Party) {
  const route = `${leg.from}→${leg.to} ${dayText(leg.date)}`;
  const flights = await flightFares(deps, leg);
  const byAir = partyRange(flights, party);
  if (byAir) {
    const text = `${route} 机票（本站当日${flights.adult.length}个航班经济舱价）`;
    return { ...byAir, text };
  }
  const trains = await trainFares(deps, leg);
  const byRail = partyRange(trains, party);
  if (byRail) {
    const text = `${route} 火车票（本站当日${trains.adult.length}个车次最低席别价）`;
    return { ...byRail, text };
  }
  return undefined;
}

/**
 * The legs' fares for the party, each leg a range over that day's flights or trains: adults at
 * the fare sold, children (taken as 2–11, the site's tour child age) at the child fare of each
 * (CAAC: half the full economy fare; 12306: 儿童票 half the class's fare).
 */
export async function priceTransport(
  deps: TransportDeps,
  legs: readonly PlanLeg[],
  party: Party,
): Promise<LineParts> {
  const parts: LineParts = { items: [], missing: [] };
  for (const leg of legs) {
    const priced: (FenRange & { text: string }) | undefined = await priceLeg(deps, leg, party);
    if (priced) parts.items.push(priced);
    else parts.missing.push(`${leg.from}→${leg.to}`);
  }
  return parts;
}
