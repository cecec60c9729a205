import {
  PASSPORT_VALID_MONTHS,
  TOUR_CHILD_AGE,
  TOUR_PERMIT_REGIONS,
  addMonths,
  ageOn,
  type TourTravellerInput,
} from '@lvxing/shared';
import {
  birthDateOf,
  documentErrors,
  duplicatePassengerError,
  type FieldErrors,
  type PassengerDraft,
  type PassportDetailsDraft,
} from '@/components/booking/passenger-draft';
import type { TourChildAsked } from './book-query';

/** What a traveller's checks need of the trip. */
export interface TravellerTrip {
  /** Departure day: ages are counted on it. */
  date: string;
  /** Last day: an outbound passport must be valid `PASSPORT_VALID_MONTHS` months after it. */
  returnDate: string;
  outbound: boolean;
  /** 港澳 tours: a 港澳通行证 crosses too (the server's `PERMIT_REGIONS`). */
  permitOk: boolean;
}

/** Whether a region's tours take a 港澳通行证 (the server's rule: TOUR_PERMIT_REGIONS). */
export const permitOkIn = (region: string) =>
  (TOUR_PERMIT_REGIONS as readonly string[]).includes(region);

/** A typed-in passport's details as the form shows them: 中国 until another is chosen. */
export const passportOf = (d: PassengerDraft): PassportDetailsDraft => ({
  nationality: 'CN',
  sex: '',
  expiry: '',
  ...d.passport,
});

/** A typed-in passport on an outbound tour: its 国籍, 性别 and 有效期 are asked. */
export const asksPassport = (d: PassengerDraft, trip: TravellerTrip) =>
  trip.outbound && !d.saved && d.idType === 'B';

/** The first day a passport may expire on for this trip (return + 6 months). */
export const passportMustLast = (trip: TravellerTrip) =>
  addMonths(trip.returnDate, PASSPORT_VALID_MONTHS);

/** The document an outbound tour takes, or its error (the server's `outboundIdError`). */
function outboundDocError(d: PassengerDraft, trip: TravellerTrip): FieldErrors {
  const must = passportMustLast(trip);
  const late = `护照有效期须在回程日后${PASSPORT_VALID_MONTHS}个月以上（${must}及以后）`;
  if (d.saved) {
    const passport = d.saved.passport;
    if (passport) return passport.expiry < must ? { idNo: `${late}，请在常用旅客中更新` } : {};
    if (d.saved.idType === 'C' && trip.permitOk) return {};
    return { idNo: '请在常用旅客中补充护照信息' };
  }
  if (d.idType === 'C' && trip.permitOk) return {};
  if (d.idType !== 'B')
    return { idNo: trip.permitOk ? '出境游请使用护照或港澳通行证' : '出境游请使用护照' };
  const p = passportOf(d);
  const errors: FieldErrors = {};
  if (!p.nationality) errors['passport.nationality'] = '请选择国籍';
  if (!p.sex) errors['passport.sex'] = '请选择性别';
  if (!p.expiry) errors['passport.expiry'] = '请选择护照有效期';
  else if (p.expiry < must) errors['passport.expiry'] = late;
  return errors;
}

/**
 * The age rule of the traveller's place on the departure day: adults 12 and over
 * (TOUR_CHILD_AGE), a child of the age declared for its place.
 */
function ageError(d: PassengerDraft, date: string, child: TourChildAsked | null): string | null {
  const birth = birthDateOf(d);
  if (!birth) return null;
  const age = ageOn(birth, date);
  const adultAge = TOUR_CHILD_AGE.max + 1;
  if (!child && age < adultAge) return `出发时未满${adultAge}周岁，请按儿童预订`;
  if (child && age !== child.age) return `出发时为${age}周岁，与所选儿童年龄${child.age}岁不符`;
  return null;
}

/**
 * Field errors of a traveller in its place (`child` null: an adult's): the document as every
 * kind checks it, the outbound document and passport validity, and the age rule, as the server's
 * `checkTravellers` does (its message then names the traveller).
 */
export function travellerErrors(
  d: PassengerDraft,
  trip: TravellerTrip,
  child: TourChildAsked | null,
): FieldErrors {
  // the document's own errors first: a number that is not a passport's is said as such
  const errors: FieldErrors = trip.outbound
    ? { ...outboundDocError(d, trip), ...documentErrors(d) }
    : documentErrors(d);
  const age = ageError(d, trip.date, child);
  if (age) {
    if (d.idType === '1' && !d.saved) errors.idNo ??= age;
    else errors.birthDate ??= age;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}

/** The booking body's traveller: a saved passenger by its id, or the document typed in. */
export function travellerInput(d: PassengerDraft, trip: TravellerTrip): TourTravellerInput {
  if (d.saved) return { savedPassengerId: d.saved.id };
  const birthDate = birthDateOf(d);
  const p = passportOf(d);
  return {
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ...(birthDate ? { birthDate } : {}),
    ...(asksPassport(d, trip) && p.sex ? { passport: { ...p, sex: p.sex } } : {}),
  };
}

function fit<D>(drafts: readonly D[], n: number, make: () => D): D[] {
  const kept = drafts.slice(0, n);
  while (kept.length < n) kept.push(make());
  return kept;
}

/**
 * The drafts of a party of `was.adults` adults then its children, refitted to `now`: the adults'
 * places and the children's are each kept in order, cut or filled with blanks (`make`) at their
 * end, so changing the party keeps what was typed for every place that stays.
 */
export function fitDrafts<D>(
  drafts: readonly D[],
  was: { adults: number },
  now: { adults: number; children: number },
  make: () => D,
): D[] {
  const adults = fit(drafts.slice(0, was.adults), now.adults, make);
  return [...adults, ...fit(drafts.slice(was.adults), now.children, make)];
}

/** A rule of the whole list broken (the same person twice), or null. */
export const travellerListError = (drafts: readonly PassengerDraft[]) =>
  duplicatePassengerError(drafts);
