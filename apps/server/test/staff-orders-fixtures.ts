// Shared by the staff order tests (staff-hotel-queue, staff-order-lookup): an app on a database
// of the file's own with the Beijing clock of the hotel tests and no job timer, staff accounts,
// hotel stays at 人工确认 hotels, and the audit rows and notices of an order.
import { eq } from 'drizzle-orm';
import { addDays } from '@lvxing/shared';
import { afterAll } from 'vitest';
import { auditLog, orderNotices, orders } from '../src/db/schema';
import { createPiiCipher, parseDataKeys } from '../src/lib/pii-cipher';
import { StaffLimits } from '../src/modules/staff/staff-limits';
import { buildTestApp, dayFromNow, freshDatabase, loginMember, TEST_SECRETS } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  payHotel,
  type PlanPick,
} from './hotel-fixtures';
import type { StaffWorld } from './staff-fixtures';

/** The staff world of a hotel test: jobs off, the clock at 10:00 Beijing two days from now. */
export async function staffOrdersWorld() {
  const database = await freshDatabase();
  const today = dayFromNow(2);
  const clock = beijingClock(today, '10:00');
  const app = await buildTestApp({ database, now: clock.now, jobs: false });
  afterAll(() => database.close());
  const pii = createPiiCipher(parseDataKeys(TEST_SECRETS.dataKeys), TEST_SECRETS.idHash);
  const deps = { db: database.db, pii, now: clock.now, limits: new StaffLimits({}) };
  const w: StaffWorld = { app, database, clock, deps };
  const member = await loginMember(app);
  const checkIn = addDays(today, 7);
  return { w, clock, member, today, stay: { checkIn, checkOut: addDays(checkIn, 2) } };
}

/** The `skip`-th prepaid plan at a 人工确认 hotel (or, `auto`, at a 自动确认 one). */
export const prepaidPlan = (skip: number, auto = false) =>
  findPlan((p) => p.hotel.autoConfirm === auto && p.plan.paymentMode === 'PREPAY', skip);

/** Books and pays `p` for `stay` as `member`; returns the order number (待确认 once paid). */
export async function bookPaidStay(
  w: StaffWorld,
  member: string,
  p: PlanPick,
  stay: { checkIn: string; checkOut: string },
  extra = {},
): Promise<string> {
  const res = await createHotelOrder(w.app, member, bookingBody(p, stay, extra));
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  await payHotel(w.app, member, res.data.orderNo);
  return res.data.orderNo;
}

/** The audit rows about order `orderNo`, oldest first. */
export const auditOf = (w: StaffWorld, orderNo: string) =>
  w.database.db.select().from(auditLog).where(eq(auditLog.objectId, orderNo)).orderBy(auditLog.id);

/** The SMS notices queued for order `orderNo`. */
export const noticesOf = (w: StaffWorld, orderNo: string) =>
  w.database.db
    .select({ event: orderNotices.event, mobile: orderNotices.mobile, text: orderNotices.text })
    .from(orderNotices)
    .innerJoin(orders, eq(orders.id, orderNotices.orderId))
    .where(eq(orders.orderNo, orderNo));
