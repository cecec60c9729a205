import { ErrorCode, SEAT_CLASS_LABEL, type SeatClass } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { Journey, TrainCatalog } from './catalog/catalog';
import type { Train } from './catalog/types';

/** `HH:MM` of minutes after midnight (any day). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant `minutes` after 00:00 Beijing time of `runDate`. */
export function runInstant(runDate: string, minutes: number): Date {
  return new Date(Date.parse(`${runDate}T00:00:00+08:00`) + minutes * 60_000);
}

/** Times of a journey on a boarding date. */
export interface JourneyTimes {
  /** Date the train leaves its origin: the boarding date minus the boarding stop's day offset. */
  runDate: string;
  departsAt: Date;
  arrivesAt: Date;
  depTime: string;
  arrTime: string;
  /** Days between boarding and arrival. */
  arrDayOffset: number;
  durationMinutes: number;
  distanceKm: number;
}

/** Times of a journey when boarding on `date` (a train boarding after midnight runs from the day before). */
export function journeyTimes(j: Journey, date: string): JourneyTimes {
  const from = j.train.stops[j.from]!;
  const to = j.train.stops[j.to]!;
  const dep = from.dep ?? 0;
  const arr = to.arr ?? dep;
  const runDate = addDays(date, -Math.floor(dep / 1440));
  return {
    runDate,
    departsAt: runInstant(runDate, dep),
    arrivesAt: runInstant(runDate, arr),
    depTime: clock(dep),
    arrTime: clock(arr),
    arrDayOffset: Math.floor(arr / 1440) - Math.floor(dep / 1440),
    durationMinutes: arr - dep,
    distanceKm: Math.round(to.km - from.km),
  };
}

/** A journey whose train is known (what {@link resolveJourney} answers). */
export type ResolvedJourney = Journey & { train: Train };

/**
 * The journey of a booking or price request: the train, boarding before alighting, a seat class
 * the train sells. @throws AppError 17002 (no such train, stops or seat class)
 */
export function resolveJourney(
  catalog: TrainCatalog,
  q: { trainCode: string; from: string; to: string; seatClass: SeatClass },
): ResolvedJourney {
  const train = catalog.trains.get(q.trainCode.toUpperCase());
  if (!train) throw new AppError(ErrorCode.TRAIN_NOT_FOUND, `车次${q.trainCode}不存在`);
  const from = train.stops.findIndex((s) => s.telecode === q.from);
  const to = train.stops.findIndex((s, i) => i > from && s.telecode === q.to);
  if (from < 0 || to < 0) {
    throw new AppError(ErrorCode.TRAIN_NOT_FOUND, `${train.code}次列车未按所选方向经停这两个车站`);
  }
  if (!train.seatClasses.includes(q.seatClass)) {
    throw new AppError(
      ErrorCode.TRAIN_NOT_FOUND,
      `${train.code}次列车没有${SEAT_CLASS_LABEL[q.seatClass]}`,
    );
  }
  return { train, from, to };
}
