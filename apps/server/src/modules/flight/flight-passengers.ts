import {
  ErrorCode,
  PASSENGER_TYPE_LABEL,
  ageOn,
  daysBetween,
  idNumberError,
  residentIdBirthDate,
  type FlightPassengerInput,
  type PassengerType,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';

export interface CheckedPassenger {
  name: string;
  idType: string;
  idNo: string;
  birthDate: string;
  passengerType: PassengerType;
}

function fail(message: string): never {
  throw new AppError(ErrorCode.PASSENGER_INVALID, message);
}

/**
 * Passenger type on the flight date (domain notes): infant 14 days–2 years, child 2–12, adult 12+.
 * @returns null when younger than 14 days (may not fly).
 */
export function passengerTypeOn(birthDate: string, flightDate: string): PassengerType | null {
  if (daysBetween(birthDate, flightDate) < 14) return null;
  const age = ageOn(birthDate, flightDate);
  return age >= 12 ? 'ADT' : age >= 2 ? 'CHD' : 'INF';
}

/**
 * Checks the passengers of a flight booking: ID number per type (GB 11643 check digit for resident
 * IDs), passport (or HK/Macau/Taiwan permit) on international flights, birth date from the ID or
 * given, type derived from it, a child or infant needs an adult, at most one infant per adult,
 * no ID number twice. @throws AppError 14005 with the reason.
 */
export function checkFlightPassengers(
  input: FlightPassengerInput[],
  flightDate: string,
  international: boolean,
): CheckedPassenger[] {
  const seen = new Set<string>();
  const out = input.map((p, i) => {
    const who = `第${i + 1}位乘客${p.name}`;
    const idNo = p.idNo.trim().toUpperCase();
    const err = idNumberError(p.idType, idNo);
    if (err) fail(`${who}：${err}`);
    if (international && p.idType === '1') fail(`${who}：国际/地区航班请使用护照或通行证`);
    const key = `${p.idType}:${idNo}`;
    if (seen.has(key)) fail(`${who}：证件号码重复`);
    seen.add(key);
    const birthDate = p.idType === '1' ? residentIdBirthDate(idNo) : (p.birthDate ?? null);
    if (!birthDate) fail(`${who}：请填写出生日期`);
    if (birthDate > flightDate) fail(`${who}：出生日期不正确`);
    const type = passengerTypeOn(birthDate, flightDate);
    if (!type) fail(`${who}：出生不满14天的婴儿不能乘机`);
    if (p.passengerType && p.passengerType !== type) {
      fail(`${who}：按出生日期应为${PASSENGER_TYPE_LABEL[type]}票`);
    }
    return { name: p.name.trim(), idType: p.idType, idNo, birthDate, passengerType: type };
  });
  const adults = out.filter((p) => p.passengerType === 'ADT').length;
  const infants = out.filter((p) => p.passengerType === 'INF').length;
  if (adults === 0) fail('儿童和婴儿须由成人陪同乘机，请添加成人乘客');
  if (infants > adults) fail('每位成人最多携带一名婴儿');
  return out;
}
