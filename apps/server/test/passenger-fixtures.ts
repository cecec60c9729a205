import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  addDays,
  beijingToday,
  type SavedPassengerSaveBody,
  type SavedPassengerView,
} from '@lvxing/shared';
import { call, lastCode, residentId, uniqueIp, uniqueMobile } from './helper';

let seq = 700;
/** A fresh resident ID number for a birth date `YYYYMMDD` (Beijing 西城 area 110102). */
export function freshId(birth: string): string {
  seq += 1;
  return residentId(birth, seq, '110102');
}

/** Saves (or updates, with `id`) a saved passenger of the member. */
export function savePassenger(app: FastifyInstance, token: string, body: SavedPassengerSaveBody) {
  return call<SavedPassengerView>(app, ApiPath.userPassengerSave, body, { token });
}

/** A student profile 北京 ↔ 上海 (overridable). */
export function studentProfile(
  enrolYear: number,
  more: Partial<NonNullable<SavedPassengerSaveBody['student']>> = {},
) {
  return { school: '复旦大学', enrolYear, years: 4, homeCity: '北京', schoolCity: '上海', ...more };
}

/**
 * Saves a passenger with a resident ID born `birth` (`YYYYMMDD`) and the given extras; returns
 * the answer's data (throws when the save is refused).
 */
export async function savedPerson(
  app: FastifyInstance,
  token: string,
  name: string,
  birth: string,
  extra: Partial<SavedPassengerSaveBody> = {},
): Promise<SavedPassengerView & { idNo: string }> {
  const idNo = freshId(birth);
  const res = await savePassenger(app, token, { name, idType: '1', idNo, ...extra });
  if (res.code !== 200) throw new Error(`save failed: ${res.code} ${res.message}`);
  return { ...res.data, idNo };
}

/**
 * A day with one of the month-days `monthDays` (`MM-DD`) to set the app clock to, chosen so that
 * the travel dates `offsets` days after it pass the shared travel-date rule, which reads the real
 * clock (real yesterday to real today + 366): the tests run the same on any real day. Give two
 * month-days half a year apart (any 350-day span holds one of them).
 */
export function clockDay(
  monthDays: readonly string[],
  offsets: readonly number[] = [0, 14],
): string {
  const today = beijingToday();
  const year = Number(today.slice(0, 4));
  const fits = (day: string) =>
    addDays(day, Math.min(...offsets)) >= addDays(today, -1) &&
    addDays(day, Math.max(...offsets)) <= addDays(today, 365);
  const days = [year - 1, year, year + 1].flatMap((y) => monthDays.map((md) => `${y}-${md}`));
  const day = days.sort().find(fits);
  if (!day) throw new Error(`none of ${monthDays.join(', ')} fits the travel-date rule`);
  return day;
}

/** The instant `hh:mm` Beijing time of `day`. */
export function beijingAt(day: string, time = '06:00'): Date {
  return new Date(`${day}T${time}:00+08:00`);
}

const PASSWORD = 'Lvxing-test-77';

/**
 * A new member (registered with an SMS code and a password) and their access token; log in again
 * with {@link loginAgain} after the app clock moved past the token's life.
 */
export async function loginAs(app: FastifyInstance) {
  const mobile = uniqueMobile();
  const ip = uniqueIp();
  await call(app, ApiPath.userSmsCodeSend, { mobile, action: 'Register' }, { ip });
  const smsCode = await lastCode(app, mobile);
  const body = { mobile, smsCode, password: PASSWORD, agreed: true };
  const res = await call<{ token: string }>(app, ApiPath.userRegister, body, { ip });
  if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
  return { token: res.data.token, mobile };
}

/** A fresh access token of a member made by {@link loginAs} (password login). */
export async function loginAgain(app: FastifyInstance, mobile: string): Promise<string> {
  const body = { mobile, password: PASSWORD };
  const res = await call<{ token: string }>(app, ApiPath.userLogin, body, { ip: uniqueIp() });
  if (res.code !== 200) throw new Error(`login failed: ${res.message}`);
  return res.data.token;
}
