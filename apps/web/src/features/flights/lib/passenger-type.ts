import {
  ageOn,
  daysBetween,
  residentIdBirthDate,
  type IdType,
  type PassengerType,
} from '@lvxing/shared';

/** Infants fly from 14 days old (domain notes). */
export const MIN_INFANT_DAYS = 14;

export type PassengerTypeResult = { ok: true; type: PassengerType } | { ok: false; error: string };

/**
 * Passenger type on the flight date: adult from 12 years, child from 2 to 12, infant from 14
 * days to 2 years (age on the day of the flight).
 */
export function passengerTypeOn(birthDate: string, flightDate: string): PassengerTypeResult {
  const days = daysBetween(birthDate, flightDate);
  if (Number.isNaN(days)) return { ok: false, error: '请输入正确的出生日期' };
  if (days < 0) return { ok: false, error: '出生日期不能晚于乘机日期' };
  if (days < MIN_INFANT_DAYS) return { ok: false, error: '出生未满 14 天的婴儿不能乘机' };
  const age = ageOn(birthDate, flightDate);
  if (age >= 12) return { ok: true, type: 'ADT' };
  if (age >= 2) return { ok: true, type: 'CHD' };
  return { ok: true, type: 'INF' };
}

/** Birth date of a passenger: from a resident ID number, else the one entered. */
export function passengerBirthDate(
  idType: IdType,
  idNo: string,
  birthDate: string | null | undefined,
): string | null {
  if (idType === '1') return residentIdBirthDate(idNo.trim()) ?? null;
  return birthDate || null;
}
