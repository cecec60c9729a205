import {
  daysBetween,
  flightPassengerType,
  type FlightBookingRules,
  type PassengerType,
} from '@lvxing/shared';
import { bookingRulesNow } from '@/components/booking-rules';

export type PassengerTypeResult = { ok: true; type: PassengerType } | { ok: false; error: string };

/**
 * Passenger type on the flight date by the server's ages (POST /api/plane/rules: adult from 12
 * years, child from 2, infant from 14 days; the age on the day of the flight), the same function
 * the server checks bookings with. `ages`: the served ones; without them those known so far.
 */
export function passengerTypeOn(
  birthDate: string,
  flightDate: string,
  ages: FlightBookingRules['passengerAges'] = bookingRulesNow('flight').passengerAges,
): PassengerTypeResult {
  const days = daysBetween(birthDate, flightDate);
  if (Number.isNaN(days)) return { ok: false, error: '请输入正确的出生日期' };
  if (days < 0) return { ok: false, error: '出生日期不能晚于乘机日期' };
  const type = flightPassengerType(birthDate, flightDate, ages);
  if (!type) return { ok: false, error: `出生未满 ${ages.minInfantDays} 天的婴儿不能乘机` };
  return { ok: true, type };
}
