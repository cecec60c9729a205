import type { z } from 'zod';
import type { SeatClass, TrainResult, trainSearchBody } from '@lvxing/shared';

type Body = z.output<typeof trainSearchBody>;

/** Time band of an `HH:MM` clock time: 00-06, 06-12, 12-18, 18-24. */
export function timeBand(time: string): string {
  const h = Number(time.slice(0, 2));
  return h < 6 ? '00-06' : h < 12 ? '06-12' : h < 18 ? '12-18' : '18-24';
}

/** Seat offers of a result that count for the filters (the wished classes, or all). */
function offers(t: TrainResult, classes: readonly SeatClass[] | undefined) {
  return classes?.length ? t.seats.filter((s) => classes.includes(s.seatClass)) : t.seats;
}

/** Lowest price over the offers that count (unsold classes included). */
function lowest(t: TrainResult, classes: readonly SeatClass[] | undefined): number {
  const list = offers(t, classes);
  return list.length ? Math.min(...list.map((s) => s.priceFen)) : Number.MAX_SAFE_INTEGER;
}

/**
 * Applies the search filters (train types, departure/arrival time bands, stations, seat classes,
 * only trains on sale with tickets left in a wished class) and sorts (depTime, arrTime — arrival
 * instant, duration, price — lowest wished class; ties by departure time).
 */
export function filterAndSort(all: readonly TrainResult[], body: Body): TrainResult[] {
  const f = body.filters;
  const out = all.filter(
    (t) =>
      (!f.trainTypes?.length || f.trainTypes.includes(t.trainType)) &&
      (!f.depTimeBands?.length || f.depTimeBands.includes(timeBand(t.depTime) as never)) &&
      (!f.arrTimeBands?.length || f.arrTimeBands.includes(timeBand(t.arrTime) as never)) &&
      (!f.depStations?.length || f.depStations.includes(t.from.telecode)) &&
      (!f.arrStations?.length || f.arrStations.includes(t.to.telecode)) &&
      offers(t, f.seatClasses).length > 0 &&
      (!f.onlyAvailable ||
        (t.saleState === 'ON_SALE' && offers(t, f.seatClasses).some((s) => s.seatsLeft > 0))),
  );
  const arrival = (t: TrainResult) =>
    t.arrDayOffset * 1440 + Number(t.arrTime.slice(0, 2)) * 60 + Number(t.arrTime.slice(3));
  const cmp: Record<Body['sort'], (a: TrainResult, b: TrainResult) => number> = {
    depTime: () => 0,
    arrTime: (a, b) => arrival(a) - arrival(b),
    duration: (a, b) => a.durationMinutes - b.durationMinutes,
    price: (a, b) => lowest(a, f.seatClasses) - lowest(b, f.seatClasses),
  };
  const dir = body.order === 'desc' ? -1 : 1;
  return out.sort(
    (a, b) =>
      dir * (cmp[body.sort](a, b) || a.depTime.localeCompare(b.depTime)) ||
      a.trainCode.localeCompare(b.trainCode),
  );
}
