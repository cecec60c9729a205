import type { z } from 'zod';
import {
  ErrorCode,
  TRAIN_TYPES,
  TRAIN_TYPE_LABEL,
  daysBetween,
  type TrainResult,
  type TrainSearchResult,
  type trainSearchBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { shanghaiDate } from '../orders/order-numbers';
import { getTrainCatalog, resolvePlace, type Place } from './catalog/catalog';
import type { TrainDeps } from './train.deps';
import { seatsLeft } from './train-availability.service';
import { saleWindowDays, trainRulesOn, type TrainRules } from './train-rules';
import { filterAndSort } from './train-search-filters';
import { staticResults } from './train-search-results';

type Body = z.output<typeof trainSearchBody>;

function place(ref: string): Place {
  const p = resolvePlace(getTrainCatalog(), ref);
  if (!p) throw new AppError(ErrorCode.STATION_NOT_FOUND, `未找到车站或城市：${ref}`);
  return p;
}

/** ON_SALE, CLOSED within the cut-off before departure, NOT_YET beyond the sale window. */
function saleState(
  notYet: boolean,
  rules: TrainRules,
  departsAt: Date,
  now: Date,
): TrainResult['saleState'] {
  if (notYet) return 'NOT_YET';
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
  const today = shanghaiDate(now);
  const ahead = daysBetween(today, body.date);
  if (ahead < 0) throw new AppError(ErrorCode.DATE_NOT_ON_SALE, '不能查询今天以前的车次');
  const rules = await trainRulesOn(deps.db, today);
  const notYet = ahead >= saleWindowDays(deps, rules);
  const journeys = staticResults(from, to, body.date);
  const free = await seatsLeft(
    deps.db,
    journeys.map(({ j, t }) => ({ train: j.train, runDate: t.runDate, from: j.from, to: j.to })),
  );
  const all: TrainResult[] = journeys.map(({ t, base }) => {
    const left = free.get(`${base.trainCode}|${t.runDate}`);
    return {
      ...base,
      seats: base.seats.map((s) => ({ ...s, seatsLeft: left?.get(s.seatClass) ?? 0 })),
      saleState: saleState(notYet, rules, t.departsAt, now),
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
