import type { z } from 'zod';
import {
  ErrorCode,
  SEAT_CLASS_LABEL,
  TRAIN_TYPES,
  TRAIN_TYPE_LABEL,
  daysBetween,
  type TrainResult,
  type TrainSearchResult,
  type trainSearchBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { shanghaiDate } from '../orders/order-numbers';
import {
  getTrainCatalog,
  journeysBetween,
  resolvePlace,
  type Journey,
  type Place,
} from './catalog/catalog';
import { fareRangeFen } from './catalog/fares';
import type { TrainDeps } from './train.deps';
import { seatsLeft } from './train-availability.service';
import { journeyTimes } from './train-journey';
import { saleWindowDays, trainRulesOn, type TrainRules } from './train-rules';
import { filterAndSort } from './train-search-filters';

type Body = z.output<typeof trainSearchBody>;

const journeyCache = new Map<string, Journey[]>();

/** Journeys between two places, memoised (the timetable never changes while running). */
function cachedJourneys(from: Place, to: Place): Journey[] {
  const key = `${from.telecodes.join(',')}>${to.telecodes.join(',')}`;
  let list = journeyCache.get(key);
  if (!list) {
    list = journeysBetween(getTrainCatalog(), from, to);
    journeyCache.set(key, list);
    if (journeyCache.size > 5000) journeyCache.delete(journeyCache.keys().next().value as string);
  }
  return list;
}

function place(ref: string): Place {
  const p = resolvePlace(getTrainCatalog(), ref);
  if (!p) throw new AppError(ErrorCode.STATION_NOT_FOUND, `未找到车站或城市：${ref}`);
  return p;
}

function saleState(
  deps: TrainDeps,
  rules: TrainRules,
  date: string,
  departsAt: Date,
  now: Date,
): TrainResult['saleState'] {
  if (daysBetween(shanghaiDate(now), date) >= saleWindowDays(deps, rules)) return 'NOT_YET';
  const left = departsAt.getTime() - now.getTime();
  return left <= rules.salesCloseMinutes * 60_000 ? 'CLOSED' : 'ON_SALE';
}

/** Facet entries (code, name) of the stations used, in first-seen order. */
function stationFacet(trains: TrainResult[], side: 'from' | 'to') {
  const seen = new Map<string, string>();
  for (const t of trains) seen.set(t[side].telecode, t[side].name);
  return [...seen].map(([code, name]) => ({ code, name }));
}

/**
 * Train search: every train that calls at a station of `from` and later at one of `to` (a city
 * covers all its stations) for boarding on `date`; a train boarding after midnight belongs to
 * the previous day's run (`runDate`). Seats left are exact per journey segment (one versions
 * query, cached seat snapshots). Filters and sorts as in the contract; facets before filters.
 * @throws AppError 17001 (unknown place), 14006 (date before today)
 */
export async function searchTrains(deps: TrainDeps, body: Body): Promise<TrainSearchResult> {
  const from = place(body.from);
  const to = place(body.to);
  const now = deps.now();
  if (daysBetween(shanghaiDate(now), body.date) < 0) {
    throw new AppError(ErrorCode.DATE_NOT_ON_SALE, '不能查询今天以前的车次');
  }
  const rules = await trainRulesOn(deps.db, shanghaiDate(now));
  const journeys = cachedJourneys(from, to).map((j) => ({ j, t: journeyTimes(j, body.date) }));
  const free = await seatsLeft(
    deps.db,
    journeys.map(({ j, t }) => ({ train: j.train, runDate: t.runDate, from: j.from, to: j.to })),
  );
  const all: TrainResult[] = journeys.map(({ j, t }) => {
    const left = free.get(`${j.train.code}|${t.runDate}`);
    const dep = j.train.stops[j.from]!;
    const arr = j.train.stops[j.to]!;
    return {
      trainCode: j.train.code,
      trainNo: j.train.trainNo,
      trainType: j.train.type,
      date: body.date,
      runDate: t.runDate,
      origin: j.train.stops[0]!.name,
      terminal: j.train.stops[j.train.stops.length - 1]!.name,
      from: { telecode: dep.telecode, name: dep.name, seq: j.from + 1 },
      to: { telecode: arr.telecode, name: arr.name, seq: j.to + 1 },
      depTime: t.depTime,
      arrTime: t.arrTime,
      arrDayOffset: t.arrDayOffset,
      durationMinutes: t.durationMinutes,
      distanceKm: t.distanceKm,
      seats: j.train.seatClasses.map((seatClass) => {
        const fare = fareRangeFen(j.train.type, seatClass, t.distanceKm);
        return {
          seatClass,
          label: SEAT_CLASS_LABEL[seatClass],
          priceFen: fare.min,
          ...(fare.max !== fare.min ? { maxPriceFen: fare.max } : {}),
          seatsLeft: left?.get(seatClass) ?? 0,
        };
      }),
      saleState: saleState(deps, rules, body.date, t.departsAt, now),
      real: j.train.real,
    };
  });
  const types = new Set(all.map((t) => t.trainType));
  return {
    from: { name: from.name, stations: stationFacet(all, 'from') },
    to: { name: to.name, stations: stationFacet(all, 'to') },
    date: body.date,
    trains: filterAndSort(all, body),
    totalBeforeFilters: all.length,
    facets: {
      trainTypes: TRAIN_TYPES.filter((c) => types.has(c)).map((code) => ({
        code,
        name: TRAIN_TYPE_LABEL[code],
      })),
      depStations: stationFacet(all, 'from'),
      arrStations: stationFacet(all, 'to'),
    },
  };
}
