// 大交通 of a custom trip: each leg priced by the site's own flight search that day, else (no
// airport, no flight, the day not yet on sale) by its train search: the fares it sells now.
import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getCatalog } from '../flight/catalog';
import type { FlightDeps } from '../flight/flight.deps';
import { searchFlights } from '../flight/flight-search.service';
import { getTrainCatalog } from '../train/catalog/catalog';
import { searchTrains } from '../train/train-search.service';
import type { PlanLeg } from './tour-custom-plan';
import { spread, timesRange, type FenRange, type LineParts } from './tour-custom-range';

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

/** Economy fares of the day's flights (each flight's cheapest economy seat), per adult. */
async function flightFares(deps: TransportDeps, leg: PlanLeg): Promise<number[]> {
  const from = flightCityCode(leg.from);
  const to = flightCityCode(leg.to);
  if (!from || !to) return [];
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
    return outbound.flights.flatMap((f) => {
      const y = f.cabins.find((c) => c.cabin === 'Y');
      return y ? [y.lowestPriceFen] : [];
    });
  } catch (e) {
    if (nothingOnSale(e)) return [];
    throw e;
  }
}

/** Each train's cheapest seat of the day (二等座, 硬座…), per adult. */
async function trainFares(deps: TransportDeps, leg: PlanLeg): Promise<number[]> {
  if (!hasTrainCity(leg.from) || !hasTrainCity(leg.to)) return [];
  try {
    const result = await searchTrains(deps, {
      from: leg.from,
      to: leg.to,
      date: leg.date,
      filters: {},
      sort: 'depTime',
      order: 'asc',
    });
    return result.trains.flatMap((t) =>
      t.seats.length ? [Math.min(...t.seats.map((s) => s.priceFen))] : [],
    );
  } catch (e) {
    if (nothingOnSale(e)) return [];
    throw e;
  }
}

const dayText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** One leg: its flights' range, else its trains', for `travellers`; undefined when neither. */
async function priceLeg(deps: TransportDeps, leg: PlanLeg, travellers: number) {
  const route = `${leg.from}→${leg.to} ${dayText(leg.date)}`;
  const flights = await flightFares(deps, leg);
  const byAir = spread(flights);
  if (byAir) {
    const text = `${route} 机票（本站当日${flights.length}个航班经济舱价）`;
    return { ...timesRange(byAir, travellers), text };
  }
  const trains = await trainFares(deps, leg);
  const byRail = spread(trains);
  if (byRail) {
    const text = `${route} 火车票（本站当日${trains.length}个车次最低席别价）`;
    return { ...timesRange(byRail, travellers), text };
  }
  return undefined;
}

/**
 * The legs' fares for the party (children counted at the adult fare: the consultant's quote
 * applies the child fares), each leg a range over that day's flights or trains.
 */
export async function priceTransport(
  deps: TransportDeps,
  legs: readonly PlanLeg[],
  travellers: number,
): Promise<LineParts> {
  const parts: LineParts = { items: [], missing: [] };
  for (const leg of legs) {
    const priced: (FenRange & { text: string }) | undefined = await priceLeg(deps, leg, travellers);
    if (priced) parts.items.push(priced);
    else parts.missing.push(`${leg.from}→${leg.to}`);
  }
  return parts;
}
