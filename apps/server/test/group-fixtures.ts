// Shared by the group travel tests: an app on a database of the file's own with a clock the test
// moves and no job timer, staff accounts, a valid request body and the request's life up to a
// quote.
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach } from 'vitest';
import {
  GroupPath,
  StaffGroupPath,
  type GroupActResult,
  type GroupDetail,
  type GroupSubmitResult,
} from '@lvxing/shared';
import { auditLog } from '../src/db/schema';
import { createPiiCipher, parseDataKeys } from '../src/lib/pii-cipher';
import { StaffLimits } from '../src/modules/staff/staff-limits';
import {
  buildTestApp,
  call,
  dayFromNow,
  loginMember,
  freshDatabase,
  testClock,
  TEST_SECRETS,
  uniqueIp,
} from './helper';
import { makeAccount, staffCall, tokenOf, type StaffWorld } from './staff-fixtures';

/** The app with jobs off (the tests run the group jobs themselves), staff tokens of each role. */
export async function groupWorld() {
  const database = await freshDatabase();
  const clock = testClock();
  const app = await buildTestApp({ database, now: clock.now, jobs: false });
  afterAll(() => database.close());
  const pii = createPiiCipher(parseDataKeys(TEST_SECRETS.dataKeys), TEST_SECRETS.idHash);
  const deps = { db: database.db, pii, now: clock.now, limits: new StaffLimits({}) };
  const w: StaffWorld = { app, database, clock, deps };
  const opsAccount = await makeAccount(w, 'OPERATIONS');
  const serviceAccount = await makeAccount(w, 'SERVICE');
  const g = { w, app, clock, ops: '', service: '' };
  /** Signs the staff in again (after the clock moved past their sessions). */
  const fresh = async () => {
    g.ops = await tokenOf(w, opsAccount);
    g.service = await tokenOf(w, serviceAccount);
  };
  await fresh();
  return Object.assign(g, { fresh });
}

/**
 * The member's side of the world's tests: a member signed in (and the staff again) before each
 * test; `token` is that member's; `detailOf` and `accept` call as them unless given another.
 */
export function memberSide(g: Awaited<ReturnType<typeof groupWorld>>) {
  const side = { token: '' };
  beforeEach(async () => {
    side.token = await loginMember(g.app);
    await g.fresh();
  });
  const detailOf = (requestNo: string, token = side.token) =>
    call<GroupDetail>(g.app, GroupPath.detail, { requestNo }, { token });
  const accept = (requestNo: string, version: number, token = side.token) =>
    call<GroupActResult>(g.app, GroupPath.accept, { requestNo, version }, { token });
  return Object.assign(side, { detailOf, accept });
}

/** A valid request: 北京→上海 and back, 12 adults and 3 children, 经济舱, 团建. */
export const groupForm = (over: object = {}) => ({
  tripType: 'RT',
  segments: [
    { from: 'CBJS', to: 'CSHA', date: dayFromNow(20), timeWindow: 'ANY' },
    { from: 'CSHA', to: 'CBJS', date: dayFromNow(23), timeWindow: 'ANY' },
  ],
  adults: 12,
  children: 3,
  cabin: 'Y',
  budgetBasis: 'PERSON',
  budgetFen: 150_000,
  needs: { hotelLevel: 'HIGH', rooms: 8, groundTransport: true, guide: false },
  purpose: 'TEAM_BUILDING',
  orgName: '上海旅行科技有限公司',
  contactName: '王经理',
  mobile: '13900005555',
  remarks: '希望同一航班出行',
  ...over,
});

/** Submits a request (as `token`'s member, or a visitor) from a fresh address. */
export async function submitGroupRequest(app: StaffWorld['app'], body: object, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: GroupPath.customize,
    payload: body,
    headers: token ? { token } : {},
    remoteAddress: uniqueIp(),
  });
  return res.json<{ code: number; message: string; data: GroupSubmitResult }>();
}

/** A staff act on a request. */
export const staffAct = (app: StaffWorld['app'], path: string, body: object, staffToken: string) =>
  staffCall<GroupActResult>(app, path, body, { staffToken });

/** A quote body for `requestNo` valid for 2 hours from `now`. */
export const quoteBody = (requestNo: string, now: Date, over: object = {}) => ({
  requestNo,
  totalFen: 1_800_000,
  validUntil: new Date(now.getTime() + 2 * 3_600_000).toISOString(),
  depositType: 'PERCENT',
  depositValue: 30,
  nameListDeadline: dayFromNow(10),
  refundRules: '出票前取消扣除定金；出票后按航空公司团队票规定办理，不得改签。',
  ...over,
});

/** A member's request taken to 已报价 (v1) by an operations account. */
export async function quotedRequest(g: Awaited<ReturnType<typeof groupWorld>>, token: string) {
  const submitted = await submitGroupRequest(
    g.app,
    groupForm({ mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
    token,
  );
  if (submitted.code !== 200) throw new Error(`${submitted.code} ${submitted.message}`);
  const { requestNo } = submitted.data;
  await staffAct(g.app, StaffGroupPath.accept, { requestNo }, g.ops);
  const quoted = await staffAct(
    g.app,
    StaffGroupPath.quote,
    quoteBody(requestNo, g.clock.now()),
    g.ops,
  );
  if (quoted.code !== 200) throw new Error(`${quoted.code} ${quoted.message}`);
  return requestNo;
}

/** The audit rows about request `requestNo`, oldest first. */
export const groupAudit = (w: StaffWorld, requestNo: string) =>
  w.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, requestNo))
    .orderBy(auditLog.id);
