import { describe, expect, it } from 'vitest';
import {
  addDays,
  ErrorCode,
  StaffHotelCorrectionPath,
  StaffHotelPath,
  type OrderDetail,
  type StaffHotelActResult,
  type StayCheckQueueResult,
} from '@lvxing/shared';
import { checkInDueStays, checkOutDueStays } from '../src/modules/hotel/hotel.jobs';
import { tokenAt } from './bus-fixtures';
import { hotelDeps, hotelDetailOf } from './hotel-fixtures';
import { makeAccount, staffCall, tokenOf } from './staff-fixtures';
import { auditOf, bookPaidStay, prepaidPlan, staffOrdersWorld } from './staff-orders-fixtures';

// The staff's check-in and no-show corrections: the queue of stays to check, 已入住 → 未入住 by the
// rate plan's no-show rule and 未入住 → 已入住 when the guest did stay, each with its reason and
// audit row in one transaction; 运营 and 管理员 only.

const world = await staffOrdersWorld();
const { w, clock, today } = world;
let member = world.member;

const ops = await makeAccount(w, 'OPERATIONS');
const admin = await makeAccount(w, 'ADMIN');
const service = await makeAccount(w, 'SERVICE');
const stay = { checkIn: today, checkOut: addDays(today, 1) };

/** Stays checked in today at 14:00 by the job, after the staff confirmed them. */
async function checkedInStays(n: number): Promise<string[]> {
  const token = await tokenOf(w, ops);
  const nos: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const no = await bookPaidStay(w, member, prepaidPlan(i), stay);
    const res = await staffCall(
      w.app,
      StaffHotelPath.confirm,
      { orderNo: no, confirmationNo: `HX-${1000 + i}` },
      { staffToken: token },
    );
    expect(res.code, res.message).toBe(200);
    nos.push(no);
  }
  return nos;
}
const [first, second, third] = await checkedInStays(3);
const waiting = await bookPaidStay(w, member, prepaidPlan(5), stay);
clock.set(today, '14:30');
member = await tokenAt(member, clock.now);
expect(await checkInDueStays(hotelDeps(w.app))).toBe(3);
const opsToken = await tokenOf(w, ops);
const adminToken = await tokenOf(w, admin);
const serviceToken = await tokenOf(w, service);

const queue = (body: object = {}, staffToken = opsToken) =>
  staffCall<StayCheckQueueResult>(w.app, StaffHotelCorrectionPath.queue, body, { staffToken });
const correct = (
  path: string,
  orderNo: string,
  opts: { staffToken?: string; memberToken?: string; reason?: string } = {},
) =>
  staffCall<StaffHotelActResult>(
    w.app,
    path,
    { orderNo, correctionReason: opts.reason ?? '酒店前台电话核实' },
    { staffToken: opts.staffToken ?? opsToken, memberToken: opts.memberToken },
  );
const noShow = (no: string, o = {}) => correct(StaffHotelCorrectionPath.markNoShow, no, o);
const stayed = (no: string, o = {}) => correct(StaffHotelCorrectionPath.markStayed, no, o);
const detail = async (no: string): Promise<OrderDetail> =>
  (await hotelDetailOf(w.app, member, no)).data;

describe('the stays to check', () => {
  it('lists the stays the date moved to 已入住, masked, and filters by state', async () => {
    const q = await queue();
    expect(q.code).toBe(200);
    expect(q.data.total).toBe(3);
    expect(q.data.items.map((i) => i.orderNo).sort()).toEqual([first, second, third].sort());
    expect(q.data.items[0]).toMatchObject({
      ...stay,
      state: 'CHECKED_IN',
      stateLabel: '已入住',
      guestNames: ['张一'],
      contactMobileMasked: '139****1111',
    });
    expect((await queue({ checkState: 'NO_SHOW' })).data.total).toBe(0);
    expect((await queue({ withinDays: 31 })).message).toContain('核对天数最多30天');
  });
});

describe('已入住 → 未入住 and back', () => {
  it('marks a no-show by the no-show rule (nothing refunded), audited with the reason', async () => {
    const res = await noShow(first!, { reason: '酒店报告客人未到店' });
    expect(res).toMatchObject({
      code: 200,
      data: { orderNo: first, state: 'NO_SHOW', stateLabel: '未入住' },
    });
    const d = await detail(first!);
    expect(d).toMatchObject({ state: 'NO_SHOW', refunds: [] });
    expect(d.payment).toMatchObject({ state: 'PAID' });
    expect(d.timeline.at(-1)!.text).toMatch(
      /^经酒店核实客人未入住，订单更正为未入住，已付 ¥[\d.]+ 按未入住规则不予退还$/,
    );
    const rows = await auditOf(w, first!);
    expect(rows.at(-1)).toMatchObject({
      staffId: ops.id,
      action: 'HOTEL_MARK_NO_SHOW',
      objectType: 'ORDER',
      before: { state: 'CHECKED_IN', stateLabel: '已入住' },
      after: { state: 'NO_SHOW', stateLabel: '未入住', reason: '酒店报告客人未到店' },
    });
    const q = await queue({ checkState: 'NO_SHOW' });
    expect(q.data.items.map((i) => i.orderNo)).toEqual([first]);
  });

  it('corrects a wrong no-show to 已入住 (管理员), audited; the check-out job then ends it', async () => {
    const res = await stayed(first!, { staffToken: adminToken, reason: '客人出示入住水单' });
    expect(res).toMatchObject({ code: 200, data: { state: 'CHECKED_IN', stateLabel: '已入住' } });
    expect((await detail(first!)).timeline.at(-1)!.text).toBe(
      '经酒店核实客人已入住，订单更正为已入住',
    );
    expect((await auditOf(w, first!)).at(-1)).toMatchObject({
      staffId: admin.id,
      action: 'HOTEL_MARK_STAYED',
      before: { state: 'NO_SHOW' },
      after: { state: 'CHECKED_IN', reason: '客人出示入住水单' },
    });
  });

  it('refuses the moves the states do not allow, writing nothing', async () => {
    const audits = (await auditOf(w, second!)).length;
    expect(await stayed(second!)).toMatchObject({
      code: ErrorCode.ORDER_STATE_CONFLICT,
      message: '只有未入住的订单可以更正为已入住',
    });
    expect((await noShow(second!)).code).toBe(200);
    expect(await noShow(second!)).toMatchObject({
      code: ErrorCode.ORDER_STATE_CONFLICT,
      message: '只有已入住的订单可以更正为未入住',
    });
    expect((await noShow(waiting)).code).toBe(ErrorCode.ORDER_STATE_CONFLICT);
    expect((await stayed('209901010000000001')).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await auditOf(w, second!)).length).toBe(audits + 1);
    expect((await auditOf(w, waiting)).filter((r) => r.action.startsWith('HOTEL_MARK'))).toEqual(
      [],
    );
  });

  it('asks for a reason, in Chinese', async () => {
    const res = await correct(StaffHotelCorrectionPath.markNoShow, third!, { reason: '' });
    expect(res).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: expect.stringContaining('请填写更正原因'),
    });
    expect((await detail(third!)).state).toBe('CHECKED_IN');
  });
});

describe('who may correct', () => {
  it('refuses 客服 (30003), a member’s token and no session (30002), on every call', async () => {
    const correction = { orderNo: third, correctionReason: '核实' };
    const calls: [string, object][] = [
      [StaffHotelCorrectionPath.queue, {}],
      [StaffHotelCorrectionPath.markNoShow, correction],
      [StaffHotelCorrectionPath.markStayed, correction],
    ];
    for (const [path, body] of calls) {
      const asService = await staffCall(w.app, path, body, { staffToken: serviceToken });
      expect(asService.code, path).toBe(ErrorCode.STAFF_FORBIDDEN);
      const asMember = await staffCall(w.app, path, body, { memberToken: member });
      expect(asMember.code, path).toBe(ErrorCode.STAFF_SESSION_INVALID);
      expect((await staffCall(w.app, path, body)).code, path).toBe(ErrorCode.STAFF_SESSION_INVALID);
    }
    expect((await detail(third!)).state).toBe('CHECKED_IN');
    expect((await queue({}, adminToken)).code).toBe(200);
  });

  it('lets the check-out job end a corrected stay at 12:00 on the check-out day', async () => {
    clock.set(stay.checkOut, '12:00');
    member = await tokenAt(member, clock.now);
    expect(await checkOutDueStays(hotelDeps(w.app))).toBeGreaterThanOrEqual(1);
    expect(await detail(first!)).toMatchObject({ state: 'CHECKED_OUT' });
    expect((await detail(second!)).state).toBe('NO_SHOW');
  });

  it('looks back `withinDays` days: older no-show marks leave the queue', async () => {
    clock.set(addDays(today, 3), '10:00');
    const token = await tokenOf(w, ops);
    const recent = await queue({ checkState: 'NO_SHOW', withinDays: 7 }, token);
    expect(recent.data.items.map((i) => i.orderNo)).toEqual([second]);
    expect((await queue({ withinDays: 2 }, token)).data.total).toBe(0);
    // the check-out job has ended the stays that were still 已入住
    const three = await queue({ withinDays: 3 }, token);
    expect(three.data.items.map((i) => i.orderNo)).toEqual([second]);
  });
});
