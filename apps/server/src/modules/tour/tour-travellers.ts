// The travellers of a tour booking: documents checked as every kind's, then the tour's own rules
// (outbound documents and passport validity, ages against adult and child places).
import {
  PASSPORT_VALID_MONTHS,
  TOUR_CHILD_AGE,
  TOUR_PERMIT_REGIONS,
  addMonths,
  ageOn,
  type IdType,
  type PassengerType,
  type TourTravellerInput,
} from '@lvxing/shared';
import {
  documentChecker,
  passengerFail,
  type CheckedDocument,
} from '../../lib/passenger-documents';
import type { ResolvedPerson } from '../passengers/booking-people.service';
import type { TourProduct } from './catalog';
import type { TourChild } from './tour-order-snapshot';

/** A traveller after the checks, with the place it takes. */
export interface CheckedTraveller extends CheckedDocument {
  passengerType: PassengerType;
}

/** 港澳 tours cross with a 港澳通行证; every other outbound tour needs a passport. */
const PERMIT_REGIONS: readonly string[] = TOUR_PERMIT_REGIONS;

function outboundIdError(product: TourProduct) {
  return (idType: IdType): string | null => {
    if (idType === 'B') return null;
    if (idType === 'C' && PERMIT_REGIONS.includes(product.region)) return null;
    return PERMIT_REGIONS.includes(product.region)
      ? '出境游请使用护照或港澳通行证'
      : '出境游请使用护照';
  };
}

/**
 * Checks the resolved travellers of a booking in order, the adults first then the children:
 * each document as every kind checks it (GB 11643 check character, no document twice); abroad a
 * passport (a 港澳通行证 for 港澳) whose typed-in expiry is at least `PASSPORT_VALID_MONTHS`
 * months after the return day (a saved one was checked when resolved); where the birth date is
 * known, an adult 12 or over and each child of the age declared for its place, within 2–11, on
 * the departure day. @throws AppError 14005 naming the traveller and the reason
 */
export function checkTravellers(
  product: TourProduct,
  date: string,
  returnDate: string,
  adults: number,
  children: readonly TourChild[],
  people: ResolvedPerson<TourTravellerInput>[],
): CheckedTraveller[] {
  const outbound = product.scope === 'OUTBOUND';
  const check = documentChecker(date, {
    duplicateKey: 'typeAndNumber',
    ...(outbound ? { idTypeError: outboundIdError(product) } : {}),
  });
  const mustLast = addMonths(returnDate, PASSPORT_VALID_MONTHS);
  return people.map((p, i) => {
    const doc = check(p, i);
    const who = `第${i + 1}位出游人${doc.name}`;
    if (outbound && !p.saved && doc.idType === 'B') {
      if (!p.passport) passengerFail(`${who}：请填写护照有效期`);
      if (p.passport.expiry < mustLast) {
        passengerFail(
          `${who}：护照有效期应在回程后${PASSPORT_VALID_MONTHS}个月以上（${mustLast}之后）`,
        );
      }
    }
    const child = i >= adults ? children[i - adults] : undefined;
    const age = doc.birthDate ? ageOn(doc.birthDate, date) : null;
    if (age !== null && !child && age <= TOUR_CHILD_AGE.max) {
      passengerFail(`${who}：出发时未满${TOUR_CHILD_AGE.max + 1}周岁，请按儿童预订`);
    }
    if (age !== null && child && age !== child.age) {
      passengerFail(`${who}：出发时为${age}周岁，与所选儿童年龄${child.age}岁不符`);
    }
    return { ...doc, passengerType: child ? 'CHD' : 'ADT' };
  });
}
