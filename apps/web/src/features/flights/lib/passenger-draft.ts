import {
  PASSPORT_VALID_MONTHS,
  type FlightPassengerInput,
  type PassengerType,
} from '@lvxing/shared';
import { dayjs } from '@/lib/dayjs';
import {
  birthDateOf,
  documentErrors,
  type PassengerDraft,
  type PassportDetailsDraft,
} from '@/components/booking/passenger-draft';
import { passengerTypeOn } from './passenger-type';

export { newDraft, type PassengerDraft } from '@/components/booking/passenger-draft';

export type DraftErrors = Partial<
  Record<
    'name' | 'idNo' | 'birthDate' | 'passport.nationality' | 'passport.sex' | 'passport.expiry',
    string
  >
>;

/** Type of the passenger on the flight date, or an error about the birth date; null if unknown yet. */
export function draftType(
  d: PassengerDraft,
  flightDate: string,
): { type: PassengerType } | { error: string } | null {
  const birth = birthDateOf(d);
  if (!birth) return null;
  const r = passengerTypeOn(birth, flightDate);
  return r.ok ? { type: r.type } : { error: r.error };
}

/**
 * What an international flight needs of a saved passenger: its passport (the server books on
 * it), valid for `PASSPORT_VALID_MONTHS` months after the flight; null when it has one.
 */
export function savedPassportError(d: PassengerDraft, flightDate: string): string | null {
  const passport = d.saved?.passport;
  if (!passport) return '请在常用旅客中补充护照信息';
  // dayjs counts months as the server's addMonths does (to the month's last day when needed)
  const needed = dayjs(flightDate).add(PASSPORT_VALID_MONTHS, 'month').format('YYYY-MM-DD');
  if (passport.expiry < needed)
    return `护照有效期须在乘机日后${PASSPORT_VALID_MONTHS}个月以上，请在常用旅客中更新护照信息`;
  return null;
}

/** A typed-in passport's details as the form shows them: 中国 until another country is chosen. */
export const passportOf = (d: PassengerDraft): PassportDetailsDraft => ({
  nationality: 'CN',
  sex: '',
  expiry: '',
  ...d.passport,
});

/** A passenger typed in with a passport on an international flight: its details are asked. */
export const needsPassportDetails = (d: PassengerDraft, international: boolean): boolean =>
  international && !d.saved && d.idType === 'B';

/**
 * What a typed-in passport lacks (国籍, 性别, 有效期至), and its validity: `PASSPORT_VALID_MONTHS`
 * months after `lastDate` (the return flight's date on a round trip, as entry rules count).
 */
function passportDetailErrors(
  d: PassengerDraft,
  lastDate: string,
  roundTrip: boolean,
): DraftErrors {
  const p = passportOf(d);
  const errors: DraftErrors = {};
  if (!p.nationality) errors['passport.nationality'] = '请选择国籍';
  if (!p.sex) errors['passport.sex'] = '请选择性别';
  if (!p.expiry) errors['passport.expiry'] = '请选择护照有效期';
  else if (p.expiry < dayjs(lastDate).add(PASSPORT_VALID_MONTHS, 'month').format('YYYY-MM-DD')) {
    const after = roundTrip ? '回程日' : '乘机日';
    errors['passport.expiry'] = `护照有效期须在${after}后${PASSPORT_VALID_MONTHS}个月以上`;
  }
  return errors;
}

/**
 * Field errors of one passenger: the shared name rule, the ID check (the booking body takes at
 * most 20 characters), the birth date rules; on an international flight a saved passenger needs
 * its passport, a typed-in passport its details, valid 6 months after `lastDate` (the return
 * date of a round trip; the flight's date otherwise).
 */
export function draftErrors(
  d: PassengerDraft,
  flightDate: string,
  international = false,
  lastDate = flightDate,
): DraftErrors {
  const errors: DraftErrors = documentErrors(d);
  if (needsPassportDetails(d, international))
    Object.assign(errors, passportDetailErrors(d, lastDate, lastDate !== flightDate));
  if (!d.saved && d.idNo.trim().length > 20) errors.idNo = '请输入证件号码';
  if (d.saved && international) errors.idNo = savedPassportError(d, flightDate) ?? undefined;
  const t = draftType(d, flightDate);
  if (t && 'error' in t) {
    if (d.idType === '1' && !d.saved) errors.idNo ??= t.error;
    else errors.birthDate = t.error;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as DraftErrors;
}

/** The booking body's passenger: a saved passenger by its id, or the document typed in. */
export function toPassengerInput(
  d: PassengerDraft,
  flightDate: string,
  international = false,
): FlightPassengerInput {
  const t = draftType(d, flightDate);
  const passengerType = t && 'type' in t ? { passengerType: t.type } : {};
  if (d.saved) return { savedPassengerId: d.saved.id, ...passengerType };
  const birthDate = birthDateOf(d);
  return {
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ...(birthDate ? { birthDate } : {}),
    ...passengerType,
    ...(international && d.idType === 'B' && passportOf(d).sex
      ? { passport: { ...passportOf(d), sex: passportOf(d).sex as 'M' | 'F' } }
      : {}),
  };
}

/** Counts by type for the price detail; passengers not yet typed count as adults. */
export function passengerMix(drafts: PassengerDraft[], flightDate: string) {
  const mix = { adults: 0, children: 0, infants: 0 };
  for (const d of drafts) {
    const t = draftType(d, flightDate);
    const type = t && 'type' in t ? t.type : 'ADT';
    if (type === 'CHD') mix.children += 1;
    else if (type === 'INF') mix.infants += 1;
    else mix.adults += 1;
  }
  return mix;
}

/** A rule of the whole passenger list broken, or null. */
export function mixError(mix: {
  adults: number;
  children: number;
  infants: number;
}): string | null {
  if (mix.adults < 1) return '儿童和婴儿须由成人陪同乘机，请至少添加一位成人';
  if (mix.infants > mix.adults) return '每位成人最多携带一名婴儿';
  return null;
}
