import { SEAT_CLASS_LABEL, type TrainResult } from '@lvxing/shared';
import { getTrainCatalog, journeysBetween, type Journey, type Place } from './catalog/catalog';
import { fareRangeFen } from './catalog/fares';
import { journeyTimes, type JourneyTimes } from './train-journey';

/** What a search result holds that depends only on the timetable and the date. */
export interface StaticResult {
  j: Journey;
  t: JourneyTimes;
  /** The result with `seatsLeft` 0 and `saleState` ON_SALE, to be completed per request. */
  base: TrainResult;
}

const MAX_ENTRIES = 5000;
const cache = new Map<string, StaticResult[]>();

function build(j: Journey, date: string): StaticResult {
  const t = journeyTimes(j, date);
  const dep = j.train.stops[j.from]!;
  const arr = j.train.stops[j.to]!;
  return {
    j,
    t,
    base: {
      trainCode: j.train.code,
      trainNo: j.train.trainNo,
      trainType: j.train.type,
      date,
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
          seatsLeft: 0,
        };
      }),
      saleState: 'ON_SALE',
      real: j.train.real,
    },
  };
}

/**
 * The journeys between two places on a boarding date with their times and fares, memoised per
 * instance (the timetable does not change while the server runs): a search then only adds seats
 * left and the sale state.
 */
export function staticResults(from: Place, to: Place, date: string): StaticResult[] {
  const key = `${from.telecodes.join(',')}>${to.telecodes.join(',')}|${date}`;
  let list = cache.get(key);
  if (!list) {
    list = journeysBetween(getTrainCatalog(), from, to).map((j) => build(j, date));
    cache.set(key, list);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return list;
}
