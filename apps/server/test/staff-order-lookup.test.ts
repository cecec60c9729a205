import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  StaffOrderPath,
  StaffPath,
  type AuditEntryView,
  type StaffOrderLookupResult,
} from '@lvxing/shared';
import { bookFlightOrder, call, residentId } from './helper';
import { makeAccount, staffCall, tokenOf } from './staff-fixtures';
import { auditOf, bookPaidStay, prepaidPlan, staffOrdersWorld } from './staff-orders-fixtures';

const { w, member, stay } = await staffOrdersWorld();
const service = await makeAccount(w, 'SERVICE');
const serviceToken = await tokenOf(w, service);
const opsToken = await tokenOf(w, await makeAccount(w, 'OPERATIONS'));
const MOBILE = '13900002222';
const idNo = residentId('19850611', 57);

const lookup = (body: object, staffToken = serviceToken) =>
  staffCall<StaffOrderLookupResult>(w.app, StaffOrderPath.lookup, body, { staffToken });

/** A flight order with a resident ID and a stay, both with the contact mobile {@link MOBILE}. */
async function twoOrders() {
  const flight = await bookFlightOrder(w.app, { token: member, date: stay.checkIn, idNo });
  if (flight.code !== 200) throw new Error(flight.message);
  w.clock.advance(1_000);
  const contact = { name: '郑九', mobile: MOBILE };
  const hotel = await bookPaidStay(w, member, prepaidPlan(5), stay, { contact });
  return { flight: flight.data.orderNo, hotel };
}
const { flight, hotel } = await twoOrders();

describe('the staff order look-up', () => {
  it('by number: the order with its timeline, ID and mobile masked, audited', async () => {
    const res = await lookup({ orderNo: flight });
    expect(res.code).toBe(200);
    expect(res.data.items).toHaveLength(1);
    const o = res.data.items[0]!;
    expect(o).toMatchObject({ orderNo: flight, kind: 'FLIGHT' });
    expect(o.stateLabel).toBeTruthy();
    expect(o.title).toBeTruthy();
    expect(o.totalFen).toBeGreaterThan(0);
    expect(o.timeline.length).toBeGreaterThan(0);
    expect(o.contact.mobileMasked).toBe('139****2222');
    expect(o.passengers[0]!.idNoMasked).toBe(`${idNo.slice(0, 3)}***********${idNo.slice(-4)}`);
    expect(JSON.stringify(res.data)).not.toContain(idNo);
    expect(JSON.stringify(res.data)).not.toContain(MOBILE);
    const [row] = await auditOf(w, flight);
    expect(row).toMatchObject({ action: 'ORDER_LOOKUP', objectType: 'ORDER', staffId: service.id });
    expect(row!.after).toEqual({ orderNos: [flight] });
  });

  it('by mobile: every order of that contact, newest first; the audit shows it masked', async () => {
    const res = await staffCall<StaffOrderLookupResult>(
      w.app,
      StaffOrderPath.lookup,
      { mobile: MOBILE },
      { staffToken: opsToken },
    );
    expect(res.data.items.map((o) => o.orderNo)).toEqual([hotel, flight]);
    expect(res.data.items[0]).toMatchObject({ kind: 'HOTEL', state: 'CONFIRMING' });
    expect(res.data.items[0]!.timeline.map((e) => e.text).join()).toBeTruthy();
    const audit = await staffCall<{ items: AuditEntryView[] }>(
      w.app,
      StaffPath.auditList,
      { filter: { action: 'ORDER_LOOKUP' } },
      { staffToken: opsToken },
    );
    const entry = audit.data.items.find((i) => i.objectId === null)!;
    expect(entry.before).toEqual({ mobile: '139****2222' });
    expect(entry.after).toEqual({ orderNos: [hotel, flight] });
    expect((await lookup({ mobile: '13700000000' })).data.items).toEqual([]);
  });

  it('takes exactly one of number and mobile, and only staff', async () => {
    for (const body of [{}, { orderNo: flight, mobile: MOBILE }, { mobile: '1390000' }]) {
      const res = await lookup(body);
      expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
      expect(res.message).toMatch(/订单号|手机号/);
    }
    const asMember = await staffCall(
      w.app,
      StaffOrderPath.lookup,
      { orderNo: flight },
      { memberToken: member },
    );
    expect(asMember.code).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect((await call(w.app, StaffOrderPath.lookup, { orderNo: flight })).code).toBe(
      ErrorCode.STAFF_SESSION_INVALID,
    );
  });
});
