import { ErrorCode, daysBetween, type BusSchedule } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { shanghaiDate, shanghaiInstant } from '../orders/order-numbers';
import { getBusCatalog, type BusPlace, type BusScheduleLine } from './catalog';
import type { BusDeps } from './bus.deps';

/**
 * A city name (南京, 南京市, 延边朝鲜族自治州…) or a station code (320101).
 * @throws AppError 18001
 */
export function resolveBusPlace(text: string): BusPlace {
  const place = getBusCatalog().resolvePlace(text);
  if (!place) throw new AppError(ErrorCode.BUS_PLACE_NOT_FOUND, `未找到城市或汽车站：${text}`);
  return place;
}

/**
 * Checks that `date` lies in the sale window: today … today + `saleWindowDays` (Beijing time).
 * @throws AppError 18002
 */
export function assertBusDateOnSale(deps: Pick<BusDeps, 'now' | 'saleWindowDays'>, date: string) {
  const ahead = daysBetween(shanghaiDate(deps.now()), date);
  if (ahead < 0) throw new AppError(ErrorCode.BUS_SCHEDULE_NOT_FOUND, '不能预订今天以前的汽车票');
  if (ahead > deps.saleWindowDays) {
    throw new AppError(
      ErrorCode.BUS_SCHEDULE_NOT_FOUND,
      `汽车票仅可预订${deps.saleWindowDays}天内的班次`,
    );
  }
}

/** Departure instant of a line on `date` (times are Beijing time). */
export function departsAt(line: BusScheduleLine, date: string): Date {
  return shanghaiInstant(date, line.depTime);
}

/** Arrival clock time and day offset of a line. */
export function arrivalOf(line: BusScheduleLine): { arrTime: string; arrDayOffset: number } {
  const [h, m] = line.depTime.split(':').map(Number) as [number, number];
  const total = h * 60 + m + line.durationMinutes;
  const hh = Math.floor(total / 60);
  return {
    arrTime: `${String(hh % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
    arrDayOffset: Math.floor(hh / 24),
  };
}

/** When online sales of a departure close: its station's cut-off before departure. */
export function salesCloseAt(line: BusScheduleLine, date: string): Date {
  return new Date(departsAt(line, date).getTime() - line.saleCutoffMinutes * 60_000);
}

/** The search view of one departure; `held` seats are held or sold. */
export function scheduleView(
  now: Date,
  line: BusScheduleLine,
  date: string,
  held: number,
): BusSchedule {
  const { arrTime, arrDayOffset } = arrivalOf(line);
  const station = (s: { code: string; name: string }) => ({ code: s.code, name: s.name });
  return {
    scheduleId: line.scheduleId,
    code: line.code,
    date,
    depTime: line.depTime,
    arrTime,
    arrDayOffset,
    fromCity: line.fromCity,
    toCity: line.toCity,
    depStation: station(line.depStation),
    arrStation: station(line.arrStation),
    distanceKm: line.distanceKm,
    durationMinutes: line.durationMinutes,
    vehicleType: line.vehicleType,
    seatCount: line.seatCount,
    fullPriceFen: line.fullPriceFen,
    halfPriceFen: line.halfPriceFen,
    seatsLeft: Math.max(0, line.seatCount - held),
    refundable: line.refundable,
    saleCutoffMinutes: line.saleCutoffMinutes,
    saleState: now < salesCloseAt(line, date) ? 'ON_SALE' : 'CLOSED',
  };
}
