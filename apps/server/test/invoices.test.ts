import { describe, expect, it } from 'vitest';
import { beijingIso, type InvoiceListResult, type OrderDetail } from '@lvxing/shared';
import { issueDueInvoices } from '../src/modules/invoice/invoice.jobs';
import { completeRefunds, issueDueTickets } from '../src/modules/orders/order.jobs';
import { bookFlightOrder, buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { pdfText } from './support/pdf-text';
import { adult, bookTrain, payOrder, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const jobDeps = { db: deps.db, now: clock.now, issueDelayMs: 5000 };
const token = await loginMember(app);
const other = await loginMember(app);
const date = dayFromNow(6);
const person = { titleType: 'PERSONAL', title: '王一' };
const company = {
  titleType: 'COMPANY',
  title: '上海旅行科技有限公司',
  taxNo: '91350100M000100Y43',
};

const list = (orderNo: string, t = token) =>
  call<InvoiceListResult>(app, '/api/invoice/list', { orderNo }, { token: t });
const request = (orderNo: string, body: object, t = token) =>
  call<InvoiceListResult>(app, '/api/invoice/request', { orderNo, ...body }, { token: t });
const pdf = (invoiceId: string, t = token) =>
  app.inject({
    method: 'POST',
    url: '/api/invoice/pdf',
    payload: { invoiceId },
    headers: { token: t },
  });

/** A paid train order of two adults (二等座 G1), tickets issued unless `issue` is false. */
async function trainOrder(issue = true) {
  const order = (await bookTrain(app, token, { date, passengers: [adult('王一'), adult('王二')] }))
    .data;
  await payOrder(app, token, order.orderNo, clock.now());
  if (issue) {
    clock.advance(deps.ticketingDelayMs);
    await issueDueTickets(deps);
  }
  return order.orderNo;
}

describe("invoices of a ticket order (the railway's 电子发票, one per ticket)", () => {
  it('are asked once 出票成功, per ticket at its fare, issued by the job after the delay', async () => {
    const early = await trainOrder(false);
    const refused = await request(early, person);
    expect(refused).toMatchObject({ code: 21001, message: '出票成功后可申请电子发票' });
    const no = await trainOrder();
    const offer = (await list(no)).data.offer!;
    expect(offer).toMatchObject({ kind: 'RAIL_TICKET', perTicket: true, canRequest: true });
    expect(offer.tickets.map((t) => t.name)).toEqual(['王一', '王二']);
    const asked = await request(no, person);
    expect(asked.code).toBe(200);
    const fares = (
      await call<OrderDetail>(app, '/api/train/order/detail', { orderNo: no }, { token })
    ).data.passengers.map((p) => p.priceFen);
    expect(asked.data.items.map((i) => [i.state, i.stateLabel, i.amountFen])).toEqual(
      fares.map((f) => ['PENDING', '待开具', f]),
    );
    expect(asked.data.items[0]!.kindLabel).toBe('电子发票（铁路电子客票）');
    expect((await request(no, person)).code).toBe(21002);
    expect(asked.data.offer).toMatchObject({ canRequest: false, tickets: [] });

    clock.advance(4_000);
    expect(await issueDueInvoices(jobDeps)).toBe(0);
    clock.advance(1_000);
    expect(await issueDueInvoices(jobDeps)).toBe(2);
    expect(await issueDueInvoices(jobDeps)).toBe(0);
    const issued = (await list(no)).data.items;
    expect(issued.map((i) => i.stateLabel)).toEqual(['已开具', '已开具']);
    for (const i of issued) expect(i.invoiceNo).toMatch(/^SAMPLE-\d{20}$/);
  });

  it('one ticket may be asked alone, with a company title checked as GB 32100 says', async () => {
    const no = await trainOrder();
    const [first] = (await list(no)).data.offer!.tickets;
    const bad = await request(no, { ...company, taxNo: '91350100M000100Y44' });
    expect(bad).toMatchObject({ code: 10001, message: '纳税人识别号应为18位统一社会信用代码' });
    const one = await request(no, { ...company, passengerId: first!.passengerId });
    expect(one.data.items).toHaveLength(1);
    expect(one.data.items[0]).toMatchObject({ passengerName: '王一', taxNo: company.taxNo });
    expect(one.data.offer!.tickets.map((t) => t.name)).toEqual(['王二']);
  });

  it('a refund voids them and no new one may be asked', async () => {
    const no = await trainOrder();
    await request(no, person);
    clock.advance(5_000);
    await issueDueInvoices(jobDeps);
    const r = await call(app, '/api/train/order/refund', { orderNo: no }, { token });
    expect(r.code).toBe(200);
    const after = (await list(no)).data;
    expect(after.items.map((i) => i.stateLabel)).toEqual(['已作废', '已作废']);
    expect(after.items.every((i) => i.voidedAt !== null && i.invoiceNo !== null)).toBe(true);
    expect(after.offer).toMatchObject({ canRequest: false, why: '订单已退款，发票已作废' });
    await completeRefunds(deps);
    expect((await request(no, person)).code).toBe(21001);
  });
});

describe("a flight's invoice", () => {
  it("is the airline's 行程单 per ticket, at the ticket's fare", async () => {
    const booked = await bookFlightOrder(app, { token, date, idNo: residentId('19850611', 41) });
    const { orderNo } = booked.data;
    await payOrder(app, token, orderNo, clock.now());
    clock.advance(deps.ticketingDelayMs);
    await issueDueTickets(deps);
    const asked = await request(orderNo, person);
    expect(asked.code).toBe(200);
    expect(asked.data.offer).toMatchObject({ kind: 'AIR_ITINERARY', perTicket: true });
    expect(asked.data.items).toMatchObject([
      { kindLabel: '电子发票（航空运输电子客票行程单）', passengerName: '郑九' },
    ]);
    const detail = await call<OrderDetail>(app, '/api/plane/order/detail', { orderNo }, { token });
    expect(asked.data.items[0]!.amountFen).toBe(detail.data.passengers[0]!.priceFen);
  });
});

describe('the invoice PDF', () => {
  it('is a labelled sample whose text names the order, title, amount in words and number', async () => {
    const no = await trainOrder();
    const items = (await request(no, company)).data.items;
    expect((await pdf(items[0]!.id)).json()).toMatchObject({ code: 21004 });
    clock.advance(5_000);
    await issueDueInvoices(jobDeps);
    const inv = (await list(no)).data.items[0]!;
    const res = await pdf(inv.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${inv.invoiceNo}.pdf`);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, '');
    const at = beijingIso(new Date(inv.issuedAt!));
    for (const want of [
      '样本·非正式税务凭证',
      '电子发票（铁路电子客票）',
      `订单号：${no}`,
      `发票号码：${inv.invoiceNo}`,
      '购买方名称：上海旅行科技有限公司（单位）',
      `纳税人识别号：${company.taxNo}`,
      '销售方名称：中国铁路',
      '王一',
      `${at.slice(0, 4)}年${at.slice(5, 7)}月${at.slice(8, 10)}日${at.slice(11, 16)}（北京时间）`,
      // ¥606.50 for G1 二等座 北京南→上海虹桥
      '（小写）¥606.50',
      '价税合计（大写）：陆佰零陆元伍角',
      '不能用于报销、入账或抵扣',
    ]) {
      expect(flat).toContain(want);
    }
  });

  it("is the member's own: another member gets 21003, and their order 15001", async () => {
    const no = await trainOrder();
    await request(no, person);
    clock.advance(5_000);
    await issueDueInvoices(jobDeps);
    const inv = (await list(no)).data.items[0]!;
    expect((await pdf(inv.id, other)).json()).toMatchObject({ code: 21003, data: null });
    expect((await list(no, other)).code).toBe(15001);
    expect((await request(no, person, other)).code).toBe(15001);
    const anonymous = await call(app, '/api/invoice/pdf', { invoiceId: inv.id });
    expect(anonymous.code).toBe(11001);
  });
});
