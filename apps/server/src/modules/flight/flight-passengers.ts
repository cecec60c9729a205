import { PASSENGER_TYPE_LABEL, flightPassengerType, type PassengerType } from '@lvxing/shared';
import {
  documentChecker,
  passengerFail as fail,
  type DocumentInput,
} from '../../lib/passenger-documents';
import { FLIGHT_PASSENGER_AGES } from './flight-rules';

export interface CheckedPassenger {
  name: string;
  idType: string;
  idNo: string;
  birthDate: string;
  passengerType: PassengerType;
}

/**
 * Passenger type on the flight date by `FLIGHT_PASSENGER_AGES` (infant 14 days–2 years, child
 * 2–12, adult 12+). @returns null when younger than 14 days (may not fly).
 */
export function passengerTypeOn(birthDate: string, flightDate: string): PassengerType | null {
  return flightPassengerType(birthDate, flightDate, FLIGHT_PASSENGER_AGES);
}

/**
 * Checks the passengers of a flight booking: ID number per type (GB 11643 check digit for resident
 * IDs), passport (or HK/Macau/Taiwan permit) on international flights, birth date from the ID or
 * given, type derived from it, a child or infant needs an adult, at most one infant per adult,
 * no ID number twice. Saved passengers come here resolved to their documents (an international
 * flight: the saved passport; passengers/booking-people.service.ts).
 * @throws AppError 14005 with the reason.
 */
export function checkFlightPassengers(
  input: readonly (DocumentInput & { passengerType?: PassengerType | undefined })[],
  flightDate: string,
  international: boolean,
): CheckedPassenger[] {
  const checkDocument = documentChecker(flightDate, {
    duplicateKey: 'typeAndNumber',
    idTypeError: (idType) =>
      international && idType === '1' ? '国际/地区航班请使用护照或通行证' : null,
  });
  const out = input.map((p, i) => {
    const { who, name, idType, idNo, birthDate } = checkDocument(p, i);
    if (!birthDate) fail(`${who}：请填写出生日期`);
    const type = passengerTypeOn(birthDate, flightDate);
    if (!type) fail(`${who}：出生不满${FLIGHT_PASSENGER_AGES.minInfantDays}天的婴儿不能乘机`);
    if (p.passengerType && p.passengerType !== type) {
      fail(`${who}：按出生日期应为${PASSENGER_TYPE_LABEL[type]}票`);
    }
    return { name, idType, idNo, birthDate, passengerType: type };
  });
  const adults = out.filter((p) => p.passengerType === 'ADT').length;
  const infants = out.filter((p) => p.passengerType === 'INF').length;
  if (adults === 0) fail('儿童和婴儿须由成人陪同乘机，请添加成人乘客');
  if (infants > adults) fail('每位成人最多携带一名婴儿');
  return out;
}
