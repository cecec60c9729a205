// The rental search form's state and its rules as the member meets them (the server checks the
// same: whole or half hours, 1 to 30 days, pick-up within 90 days and not past).
import {
  addDays,
  beijingToday,
  CAR_BOOKING_WINDOW_DAYS,
  CAR_MAX_RENTAL_DAYS,
  type CarAgeBand,
  type CarPlace,
  type CarRentalSearchBody,
} from '@lvxing/shared';

export interface RentalForm {
  pickup: CarPlace | null;
  /** Return at another store (异地还车 when in another city). */
  otherReturn: boolean;
  dropoff: CarPlace | null;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  ageBand: CarAgeBand;
}

/** `00:00`, `00:30` … `23:30`. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** Tomorrow 10:00 to three days later 10:00. */
export function initialForm(now: Date = new Date()): RentalForm {
  const today = beijingToday(now);
  return {
    pickup: null,
    otherReturn: false,
    dropoff: null,
    pickupDate: addDays(today, 1),
    pickupTime: '10:00',
    returnDate: addDays(today, 4),
    returnTime: '10:00',
    ageBand: '25_60',
  };
}

const minutesOf = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;

/** The first problem of the form, in Chinese, or null when it may be searched. */
export function formProblem(f: RentalForm, now: Date = new Date()): string | null {
  if (!f.pickup) return '请选择取车城市或门店';
  if (f.otherReturn && f.dropoff?.type !== 'STORE') return '请选择还车门店';
  const length = minutesOf(f.returnDate, f.returnTime) - minutesOf(f.pickupDate, f.pickupTime);
  if (length < 24 * 60) return '租期至少1天（24小时）';
  if (length > CAR_MAX_RENTAL_DAYS * 1440) return `租期最多${CAR_MAX_RENTAL_DAYS}天`;
  if (f.pickupDate > addDays(beijingToday(now), CAR_BOOKING_WINDOW_DAYS))
    return `取车时间最晚为${CAR_BOOKING_WINDOW_DAYS}天内`;
  return null;
}

/** The search body of a valid form (filters and sort are added by the results). */
export function searchBodyOf(f: RentalForm): CarRentalSearchBody {
  const pickup = f.pickup!;
  return {
    ...(pickup.type === 'STORE'
      ? { pickupStoreId: pickup.storeId! }
      : { pickupCityCode: pickup.cityCode }),
    ...(f.otherReturn && f.dropoff?.storeId ? { dropoffStoreId: f.dropoff.storeId } : {}),
    pickupAt: `${f.pickupDate} ${f.pickupTime}`,
    returnAt: `${f.returnDate} ${f.returnTime}`,
    ageBand: f.ageBand,
  };
}
