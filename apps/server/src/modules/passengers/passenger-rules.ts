import type { z } from 'zod';
import countries from 'i18n-iso-countries';
import {
  ErrorCode,
  isCalendarDate,
  residentIdBirthDate,
  residentIdSex,
  type IdType,
  type Sex,
  type savedPassengerSaveBody,
} from '@lvxing/shared';
import type { StudentProfileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A save body after the shared schema. */
export type SaveBody = z.output<typeof savedPassengerSaveBody>;

/** The person part of a saved passenger, as it is stored. */
export interface SavedPerson {
  name: string;
  idType: IdType;
  /** Trimmed, upper case. */
  idNo: string;
  birthDate: string | null;
  sex: Sex | null;
}

const invalid = (message: string): never => {
  throw new AppError(ErrorCode.INVALID_PARAMS, message);
};

/**
 * The person part of a save: the number trimmed and upper-cased; for a resident ID the birth
 * date and sex read from the number (GB 11643-1999: digits 7–14 the birth date, the 17th odd for
 * men) win over any given; other documents keep what was given.
 */
export function savedPersonOf(body: SaveBody): SavedPerson {
  const idNo = body.idNo.trim().toUpperCase();
  if (body.idType === '1') {
    return {
      name: body.name,
      idType: body.idType,
      idNo,
      birthDate: residentIdBirthDate(idNo),
      sex: residentIdSex(idNo),
    };
  }
  return {
    name: body.name,
    idType: body.idType,
    idNo,
    birthDate: body.birthDate ?? null,
    sex: body.sex ?? null,
  };
}

/**
 * The checks of a save beyond the shared schema, each answering 10001 with a message that names
 * the field in Chinese (never echoing what was typed):
 * - 护照有效期 a real calendar day;
 * - 国籍 a current ISO 3166-1 alpha-2 code (`i18n-iso-countries`);
 * - the 优惠区间 cities known to the train catalog (`isCity`: they must have a station) and
 *   different.
 * @throws AppError 10001
 */
export function assertSaveFields(body: SaveBody, isCity: (name: string) => boolean): void {
  if (body.passport) {
    if (!isCalendarDate(body.passport.expiry)) invalid('护照有效期不是有效的日期');
    if (!countries.isValid(body.passport.nationality)) invalid('国籍不正确');
  }
  const s = body.student;
  if (s) {
    if (!isCity(s.homeCity)) invalid('优惠区间出发城市没有火车站，请重新选择');
    if (!isCity(s.schoolCity)) invalid('优惠区间到达城市没有火车站，请重新选择');
    if (s.homeCity === s.schoolCity) invalid('优惠区间出发城市和到达城市不能相同');
  }
}

/** A student profile as stored (the student number left out when empty). */
export function studentRowOf(s: NonNullable<SaveBody['student']>): StudentProfileRow {
  const { studentNo, ...rest } = s;
  return studentNo ? { ...rest, studentNo } : rest;
}

/** True when two stored student profiles say the same. */
export function sameStudent(a: StudentProfileRow, b: StudentProfileRow): boolean {
  return (
    a.school === b.school &&
    a.enrolYear === b.enrolYear &&
    a.years === b.years &&
    a.homeCity === b.homeCity &&
    a.schoolCity === b.schoolCity &&
    (a.studentNo ?? '') === (b.studentNo ?? '')
  );
}
