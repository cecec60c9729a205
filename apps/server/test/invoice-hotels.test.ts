import { describe, expect, it } from 'vitest';
import { addDays, type InvoiceListResult } from '@lvxing/shared';
import {
  checkInDueStays,
  checkOutDueStays,
  confirmDueStays,
} from '../src/modules/hotel/hotel.jobs';
import { issueDueInvoices } from '../src/modules/invoice/invoice.jobs';
import { tokenAt } from './bus-fixtures';
import { pdfText } from './support/pdf-text';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  hotelDeps,
  payHotel,
  type PlanPick,
} from './hotel-fixtures';

// A stay's invoice is the site's 增值税电子普通发票, after check-out (Ctrip's rule), for what was
// paid online; the one asked with the booking is issued then without another request.
const today = dayFromNow(2);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({
  now: clock.now,
  jobs: false,
  limitOverrides: { invoicePdfMemberMinute: { points: 1, duration: 60 } },
});
const deps = hotelDeps(app);
const jobDeps = { db: deps.db, now: clock.now, issueDelayMs: 5000 };
let token = await loginMember(app);
const checkIn = addDays(today, 7);
const stay = { checkIn, checkOut: addDays(checkIn, 2) };
const prepay = findPlan((p) => p.plan.paymentMode === 'PREPAY');
const atHotel = findPlan(
  (p) => p.plan.paymentMode === 'PAY_AT_HOTEL' && p.roomType.id !== prepay.roomType.id,
);
const stored = { title: '上海旅行科技有限公司', taxNo: '91440300708461136T' };

async function booked(p: PlanPick, extra = {}) {
  const res = await createHotelOrder(app, token, bookingBody(p, stay, extra));
  if (res.code !== 200) throw new Error(res.message);
  if (res.data.payNowFen > 0) await payHotel(app, token, res.data.orderNo);
  return res.data;
}
const list = (orderNo: string) =>
  call<InvoiceListResult>(app, '/api/invoice/list', { orderNo }, { token });
const request = (orderNo: string) =>
  call<InvoiceListResult>(
    app,
    '/api/invoice/request',
    { orderNo, titleType: 'PERSONAL', title: '张一' },
    { token },
  );

/** Confirmed, checked in and out by the jobs; the member's token signed again at the new time. */
async function stayThrough() {
  clock.advance(5_000);
  await confirmDueStays(deps);
  clock.set(checkIn, '14:00');
  await checkInDueStays(deps);
  clock.set(stay.checkOut, '12:00');
  token = await tokenAt(token, clock.now);
  await checkOutDueStays(deps);
}

describe("a stay's invoice", () => {
  it('is asked after check-out; the one asked with the booking is issued without asking', async () => {
    const plain = await booked(prepay);
    const withInvoice = await booked(prepay, { invoice: stored });
    const placed = await booked(atHotel);
    const before = await request(plain.orderNo);
    expect(before).toMatchObject({ code: 21001, message: '离店后可申请发票' });
    expect((await list(plain.orderNo)).data.offer).toMatchObject({
      kind: 'VAT_GENERAL',
      kindLabel: '增值税电子普通发票',
      perTicket: false,
      canRequest: false,
    });
    await stayThrough();

    const auto = (await list(withInvoice.orderNo)).data;
    expect(auto.items).toMatchObject([
      { state: 'PENDING', titleType: 'COMPANY', ...stored, amountFen: withInvoice.payNowFen },
    ]);
    expect(auto.offer).toMatchObject({ canRequest: false, why: null });
    const asked = await request(plain.orderNo);
    expect(asked.data.items).toMatchObject([{ state: 'PENDING', amountFen: plain.payNowFen }]);
    expect((await request(plain.orderNo)).code).toBe(21002);
    // paid at the hotel: the hotel's front desk issues it
    expect(await request(placed.orderNo)).toMatchObject({
      code: 21001,
      message: '到店付的房费由酒店开具发票',
    });
    expect((await list(placed.orderNo)).data.items).toEqual([]);

    clock.advance(5_000);
    expect(await issueDueInvoices(jobDeps)).toBe(2);
    const issued = (await list(withInvoice.orderNo)).data.items[0]!;
    expect(issued).toMatchObject({ state: 'ISSUED', stateLabel: '已开具' });
    expect(issued.invoiceNo).toMatch(/^SAMPLE-\d{20}$/);
  });

  it("prints the site's 增值税电子普通发票 for the stay; a second PDF in a minute is refused", async () => {
    clock.set(today, '10:00');
    token = await tokenAt(token, clock.now);
    const order = await booked(prepay, { invoice: stored });
    await stayThrough();
    clock.advance(5_000);
    await issueDueInvoices(jobDeps);
    const inv = (await list(order.orderNo)).data.items[0]!;
    const pdf = () =>
      app.inject({
        method: 'POST',
        url: '/api/invoice/pdf',
        payload: { invoiceId: inv.id },
        headers: { token },
      });
    const first = await pdf();
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(first.rawPayload)).text.replace(/\s+/g, '');
    for (const want of [
      '样本·非正式税务凭证',
      '增值税电子普通发票',
      '销售方名称：旅行网（沙盒环境）',
      '*住宿服务*住宿费',
      `纳税人识别号：${stored.taxNo}`,
    ]) {
      expect(text).toContain(want);
    }
    expect((await pdf()).json()).toMatchObject({ code: 10029 });
  });
});
