import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  StaffHotelPath,
  type OrderDetail,
  type StaffHotelActResult,
  type StaffHotelQueueResult,
  productPart,
} from '@lvxing/shared';
import { confirmDueStays } from '../src/modules/hotel/hotel.jobs';
import { call } from './helper';
import { hotelDeps, hotelDetailOf } from './hotel-fixtures';
import { makeAccount, staffCall, tokenOf } from './staff-fixtures';
import {
  auditOf,
  bookPaidStay,
  noticesOf,
  prepaidPlan,
  staffOrdersWorld,
} from './staff-orders-fixtures';

const { w, clock, member, stay } = await staffOrdersWorld();
const ops = await makeAccount(w, 'OPERATIONS');
const admin = await makeAccount(w, 'ADMIN');
const service = await makeAccount(w, 'SERVICE');
const opsToken = await tokenOf(w, ops);
const adminToken = await tokenOf(w, admin);
const serviceToken = await tokenOf(w, service);
const MIN = 60_000;

const queue = (body: object = {}, staffToken = opsToken) =>
  staffCall<StaffHotelQueueResult>(w.app, StaffHotelPath.queue, body, { staffToken });
const confirm = (orderNo: string, confirmationNo: string, staffToken = opsToken) =>
  staffCall<StaffHotelActResult>(
    w.app,
    StaffHotelPath.confirm,
    { orderNo, confirmationNo },
    { staffToken },
  );
const noRoom = (orderNo: string, staffToken = opsToken) =>
  staffCall<StaffHotelActResult>(w.app, StaffHotelPath.noRoom, { orderNo }, { staffToken });
const detail = async (orderNo: string) => (await hotelDetailOf(w.app, member, orderNo)).data;

describe('the 人工确认 hotel queue', () => {
  it('holds a waiting stay the job leaves alone, counts its minutes, then marks it overdue', async () => {
    const p = prepaidPlan(0);
    const orderNo = await bookPaidStay(w, member, p, stay);
    clock.advance(10 * MIN);
    expect(await confirmDueStays(hotelDeps(w.app))).toBe(0);
    expect(await detail(orderNo)).toMatchObject({ state: 'CONFIRMING' });

    const q = await queue();
    expect(q.code).toBe(200);
    expect(q.data).toMatchObject({ total: 1, overdue: 0, page: 1 });
    const item = q.data.items[0]!;
    expect(item).toMatchObject({
      orderNo,
      hotelId: p.hotel.id,
      hotelName: p.hotel.name,
      cityCode: p.hotel.cityCode,
      roomTypeName: p.roomType.name,
      ...stay,
      guestNames: ['张一'],
      contactMobileMasked: '139****1111',
      waitingMinutes: 10,
      overdue: false,
    });
    expect(Date.parse(item.deadline) - Date.parse(item.submittedAt)).toBe(30 * MIN);
    expect(item.deadline).toBe(productPart(await detail(orderNo), 'HOTEL')!.confirmBy);

    clock.advance(20 * MIN + 1_000);
    const late = await queue({ overdueOnly: true });
    expect(late.data).toMatchObject({ total: 1, overdue: 1 });
    expect(late.data.items[0]).toMatchObject({ orderNo, waitingMinutes: 30, overdue: true });
  });

  it('filters by city and part of the hotel name, with counts', async () => {
    const p = prepaidPlan(0);
    const other = prepaidPlan(40);
    expect(other.hotel.id).not.toBe(p.hotel.id);
    await bookPaidStay(w, member, other, stay);
    expect((await queue()).data).toMatchObject({ total: 2, overdue: 1 });
    expect((await queue({ overdueOnly: true })).data.total).toBe(1);
    const byName = await queue({ hotelName: other.hotel.name.slice(0, 8), pageSize: 1 });
    expect(byName.data.items.map((i) => i.hotelId)).toContain(other.hotel.id);
    expect((await queue({ hotelName: '不存在的酒店名' })).data).toMatchObject({ total: 0 });
    const city = await queue({ cityCode: p.hotel.cityCode });
    expect(city.data.items.every((i) => i.cityCode === p.hotel.cityCode)).toBe(true);
    expect((await queue({ cityCode: '999999' })).data).toMatchObject({ total: 0, overdue: 0 });
    expect((await queue({ page: 2, pageSize: 1 })).data.items).toHaveLength(1);
    const bad = await queue({ cityCode: 'SHA' });
    expect(bad).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(bad.message).toContain('城市代码');
  });
});

describe('the staff acts on a waiting stay', () => {
  it('confirm: 已确认 with the hotel number, audit row, HOTEL_CONFIRMED notice', async () => {
    const orderNo = await bookPaidStay(w, member, prepaidPlan(1), stay);
    const short = await confirm(orderNo, 'ab');
    expect(short).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(short.message).toContain('酒店确认号');

    const res = await confirm(orderNo, 'HX-20261127', adminToken);
    expect(res).toMatchObject({ code: 200, data: { state: 'CONFIRMED', stateLabel: '已确认' } });
    const d = await detail(orderNo);
    expect(productPart(d, 'HOTEL')!.confirmationNo).toBe('HX-20261127');
    expect(d.timeline.at(-1)!.text).toBe('酒店已确认，确认号 HX-20261127');
    const [row] = await auditOf(w, orderNo);
    expect(row).toMatchObject({ action: 'HOTEL_CONFIRM', objectType: 'ORDER', staffId: admin.id });
    expect(row!.before).toMatchObject({ state: 'CONFIRMING' });
    expect(row!.after).toMatchObject({ state: 'CONFIRMED', confirmationNo: 'HX-20261127' });
    const notices = await noticesOf(w, orderNo);
    expect(notices).toMatchObject([{ event: 'HOTEL_CONFIRMED', mobile: '13900001111' }]);
    expect(notices[0]!.text).toContain('HX-20261127');
    expect((await queue()).data.items.map((i) => i.orderNo)).not.toContain(orderNo);

    const again = await confirm(orderNo, 'HX-20261128');
    expect(again).toMatchObject({ code: ErrorCode.ORDER_STATE_CONFLICT });
    expect(again.message).toBe('只有待确认的订单可以确认');
    expect(await auditOf(w, orderNo)).toHaveLength(1);
  });

  it('确认无房: refunded in full, audit row, HOTEL_NO_ROOM notice', async () => {
    const orderNo = await bookPaidStay(w, member, prepaidPlan(2), stay);
    const res = await noRoom(orderNo);
    expect(res).toMatchObject({ code: 200, data: { state: 'REFUNDING', stateLabel: '退订中' } });
    const d: OrderDetail = await detail(orderNo);
    expect(d.refunds).toMatchObject([{ feeFen: 0, amountFen: d.totalFen, reason: '确认无房' }]);
    expect(d.timeline.at(-1)!.text).toBe('酒店确认无房，订单已取消并全额退款');
    const [row] = await auditOf(w, orderNo);
    expect(row).toMatchObject({ action: 'HOTEL_NO_ROOM', staffId: ops.id });
    expect(row!.after).toMatchObject({ state: 'REFUNDING' });
    expect(await noticesOf(w, orderNo)).toMatchObject([{ event: 'HOTEL_NO_ROOM' }]);
    expect(await noRoom(orderNo)).toMatchObject({ code: ErrorCode.ORDER_STATE_CONFLICT });
  });

  it('an order not waiting, or unknown, is refused', async () => {
    const auto = await bookPaidStay(w, member, prepaidPlan(0, true), stay);
    clock.advance(6_000);
    expect(await confirmDueStays(hotelDeps(w.app))).toBeGreaterThanOrEqual(1);
    expect(await detail(auto)).toMatchObject({ state: 'CONFIRMED' });
    const res = await noRoom(auto);
    expect(res).toMatchObject({ code: ErrorCode.ORDER_STATE_CONFLICT });
    expect(res.message).toBe('只有待确认的订单可以确认无房');
    expect(await confirm('202601010000000001', 'HX-1234')).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
    });
  });
});

describe('who may work the queue', () => {
  it('refuses 客服, a member token and no token on every call', async () => {
    const orderNo = await bookPaidStay(w, member, prepaidPlan(3), stay);
    const calls = [
      [StaffHotelPath.queue, {}],
      [StaffHotelPath.confirm, { orderNo, confirmationNo: 'HX-5678' }],
      [StaffHotelPath.noRoom, { orderNo }],
    ] as const;
    for (const [url, body] of calls) {
      const asService = await staffCall(w.app, url, body, { staffToken: serviceToken });
      expect(asService.code).toBe(ErrorCode.STAFF_FORBIDDEN);
      const asMember = await staffCall(w.app, url, body, { memberToken: member });
      expect(asMember.code).toBe(ErrorCode.STAFF_SESSION_INVALID);
      expect((await call(w.app, url, body)).code).toBe(ErrorCode.STAFF_SESSION_INVALID);
    }
    expect(await detail(orderNo)).toMatchObject({ state: 'CONFIRMING' });
    expect(await auditOf(w, orderNo)).toHaveLength(0);
  });
});
