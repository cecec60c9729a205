import {
  addMonths,
  PASSENGER_TYPE_LABEL,
  PASSPORT_VALID_MONTHS,
  flightPassengerType,
  type PassengerType,
  type PassportDetails,
} from '@lvxing/shared';
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

/**
 * An international flight's typed-in passports (`idType` B, not a saved passenger's, which
 * `resolveBookingPeople` checks): nationality, sex and expiry are given, and the passport is
 * valid `PASSPORT_VALID_MONTHS` months after the flight (the entry rule of most countries, which
 * airlines enforce at check-in; each leg of a round trip is its own order, checked on its date).
 * @throws AppError 14005 with the reason
 */
export function checkTypedPassports(
  people: readonly {
    name: string;
    idType: string;
    saved: unknown;
    passport?: PassportDetails | undefined;
  }[],
  flightDate: string,
): void {
  const needed = addMonths(flightDate, PASSPORT_VALID_MONTHS);
  people.forEach((p, i) => {
    if (p.saved !== null || p.idType !== 'B') return;
    const who = `第${i + 1}位乘客${p.name}`;
    if (!p.passport) fail(`${who}：请填写护照国籍、性别和有效期`);
    if (p.passport.expiry < needed) {
      fail(
        `${who}：护照有效期须在乘机日后${PASSPORT_VALID_MONTHS}个月以上（现至${p.passport.expiry}）`,
      );
    }
  });
}
