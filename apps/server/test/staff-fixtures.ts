// Shared by the staff tests: an app on a database the test can reach, a movable clock (TOTP
// steps), accounts made through the CLI's service, codes from their secrets, staff calls.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import {
  STAFF_TOKEN_HEADER,
  StaffPath,
  type StaffLoginResult,
  type StaffRole,
} from '@lvxing/shared';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/client';
import { createPiiCipher, parseDataKeys } from '../src/lib/pii-cipher';
import { createStaff } from '../src/modules/staff/staff-account.service';
import type { StaffDeps } from '../src/modules/staff/staff.deps';
import { StaffLimits } from '../src/modules/staff/staff-limits';
import { buildTestApp, freshDatabase, TEST_SECRETS, testClock, uniqueIp } from './helper';

/** A test's staff world: the app, its database, its clock and services' deps. */
export interface StaffWorld {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof testClock>;
  deps: StaffDeps;
}

/** Builds the app on a database of the file's own, with a clock the test moves. */
export async function staffWorld(): Promise<StaffWorld> {
  const database = await freshDatabase();
  const clock = testClock();
  const app = await buildTestApp({ database, now: clock.now });
  afterAll(() => database.close());
  const pii = createPiiCipher(parseDataKeys(TEST_SECRETS.dataKeys), TEST_SECRETS.idHash);
  const deps = { db: database.db, pii, now: clock.now, limits: new StaffLimits({}) };
  return { app, database, clock, deps };
}

/** An account made for a test, with what its owner knows. */
export interface TestAccount {
  id: string;
  loginName: string;
  password: string;
  /** The TOTP secret, read from the enrolment URI as an authenticator app does. */
  secret: string;
}

export const STAFF_PASSWORD = 'Quiet-harbour-2026';

/** A unique login name (`s` + 12 hex). */
export const uniqueLogin = () => `s${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Creates an account of `role` as the CLI does (no actor). */
export async function makeAccount(w: StaffWorld, role: StaffRole): Promise<TestAccount> {
  const loginName = uniqueLogin();
  const { staff, otpauthUri } = await createStaff(
    w.deps,
    { loginName, displayName: '测试员工', role, password: STAFF_PASSWORD },
    { staffId: null, ip: null },
  );
  return { id: staff.id, loginName, password: STAFF_PASSWORD, secret: secretOf(otpauthUri) };
}

/** The `secret` parameter of an otpauth URI. */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
}

/** The TOTP code of `secret` at `at`. */
export function codeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** POSTs to a staff call with a staff token (header `staff-token`) and/or a member token. */
export async function staffCall<T = unknown>(
  app: FastifyInstance,
  url: string,
  body: unknown,
  opts: { staffToken?: string; memberToken?: string; ip?: string } = {},
): Promise<{ code: number; message: string; data: T }> {
  const headers: Record<string, string> = {};
  if (opts.staffToken) headers[STAFF_TOKEN_HEADER] = opts.staffToken;
  if (opts.memberToken) headers.token = opts.memberToken;
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return res.json();
}

/** Logs an account in at the clock's time (moved on a step first, so each code is fresh). */
export async function loginAs(
  w: StaffWorld,
  account: TestAccount,
  opts: { ip?: string; password?: string; code?: string } = {},
) {
  w.clock.advance(30_000);
  const totpCode = opts.code ?? (await codeAt(account.secret, w.clock.now()));
  return staffCall<StaffLoginResult>(
    w.app,
    StaffPath.login,
    { loginName: account.loginName, password: opts.password ?? account.password, totpCode },
    { ip: opts.ip ?? uniqueIp() },
  );
}

/** A logged-in account's session token. @throws when the login is refused. */
export async function tokenOf(w: StaffWorld, account: TestAccount): Promise<string> {
  const res = await loginAs(w, account);
  if (res.code !== 200) throw new Error(`staff login failed: ${res.code} ${res.message}`);
  return res.data.token;
}
