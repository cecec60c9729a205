import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChangePath, type PayStateResult } from '@lvxing/shared';
import { orders } from '../src/db/schema';
import { trainChangeOptions } from '../src/modules/train/train-change.service';
import { submitTrainChange } from '../src/modules/train/train-change-submit.service';
import { completeRefunds } from '../src/modules/orders/order.jobs';
import { expireChanges } from '../src/modules/orders/order-change-end.service';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { payChange, ticketedTrain, trainChangeCalls } from './support/rail-changes';
import { NEAR_CHANGE_TEXT } from '../src/modules/train/train-change-rules';
import { adult, seatsLeftOf, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const api = trainChangeCalls(app, token);
const date = dayFromNow(5);
const next = dayFromNow(6);
const left = (d: string, seatClass: 'M' | 'O', trainCode = 'G1') =>
  seatsLeftOf(app, { trainCode, from: 'VNP', to: 'AOH', date: d, seatClass });

describe('train 改签 (12306)', () => {
  it('changes at once when the fare is the same: old seats freed, new held, new ticket numbers', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改一')] });
    const before = (await api.detail(orderNo)).data;
    expect(before.actions.canChange).toBe(true);
    const opts = await api.options({ orderNo, date: next });
    expect(opts.code).toBe(200);
    // listed by departure, as 12306 lists trains
    const times = opts.data.options.map((o) => o.depTime);
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort());
    const g1 = opts.data.options.find((o) => o.code === 'G1')!;
    expect(g1).toMatchObject({ diffFen: 0, payFen: 0, refundFen: 0, changeFeeFen: 0 });
    expect(g1.disabledReason).toBeNull();
    const [oldLeft, newLeft] = [await left(date, 'O'), await left(next, 'O')];
    const res = await api.submit({
      orderNo,
      date: next,
      trainCode: 'G1',
      toStation: 'AOH',
      seatClass: 'O',
    });
    expect(res.data).toMatchObject({ state: 'DONE', payFen: 0, refundFen: 0, expiresAt: null });
    expect(await left(date, 'O')).toBe(oldLeft + 1);
    expect(await left(next, 'O')).toBe(newLeft - 1);
    const after = (await api.detail(orderNo)).data;
    expect(after.state).toBe('TICKETED');
    expect(after.travelDate).toBe(next);
    expect(after.passengers[0]!.ticketNo).not.toBe(before.passengers[0]!.ticketNo);
    expect(after.passengers[0]!.ticketNo).toMatch(/^E\d{9}1\d{2}[0-9A-Z]{4}$/);
    expect(after.timeline.at(-1)!.text).toContain('改签成功');
    expect(after.actions.canChange).toBe(false);
  });

  it('allows one change per ticket (15004 on the second)', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改二')] });
    const body = { orderNo, date: next, trainCode: 'G1', toStation: 'AOH', seatClass: 'O' };
    expect((await api.submit(body)).code).toBe(200);
    expect((await api.options({ orderNo, date })).code).toBe(15004);
    const again = await api.submit({ ...body, date });
    expect(again).toMatchObject({ code: 15004, message: '每张车票只能改签一次' });
  });

  it('a dearer class waits 改签中 with its 改签 line; paying swaps the seats and re-issues', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改三')] });
    const fare = (await api.detail(orderNo)).data.passengers[0]!.priceFen;
    const opts = await api.options({ orderNo, date, seatClass: 'M' });
    const g1 = opts.data.options.find((o) => o.code === 'G1')!;
    expect(g1.diffFen).toBe(g1.newFareFen - fare);
    expect(g1.payFen).toBe(g1.diffFen);
    const [oLeft, mLeft] = [await left(date, 'O'), await left(date, 'M')];
    const res = await api.submit({
      orderNo,
      date,
      trainCode: 'G1',
      toStation: 'AOH',
      seatClass: 'M',
    });
    expect(res.data).toMatchObject({ state: 'PENDING', payFen: g1.payFen });
    // both held until paid
    expect(await left(date, 'O')).toBe(oLeft);
    expect(await left(date, 'M')).toBe(mLeft - 1);
    const pending = (await api.detail(orderNo)).data;
    expect(pending.state).toBe('CHANGING');
    expect(pending.stateLabel).toBe('改签中');
    expect(pending.pendingChange).toMatchObject({ payFen: g1.payFen, classLabel: '一等座' });
    expect(pending.actions).toMatchObject({ canRefund: false, canChange: false });
    const state = await call<PayStateResult>(app, ChangePath.payState, { orderNo }, { token });
    expect(state.data.paymentState).toBe('WAITING');
    expect((await payChange(app, token, orderNo, clock.now())).code).toBe(200);
    const paid = await call<PayStateResult>(app, ChangePath.payState, { orderNo }, { token });
    expect(paid.data.paymentState).toBe('PAID');
    const done = (await api.detail(orderNo)).data;
    expect(done.state).toBe('TICKETED');
    expect(done.passengers[0]!.priceFen).toBe(g1.newFareFen);
    expect(done.totalFen).toBe(fare + g1.payFen);
    expect(done.timeline.map((e) => e.text).join('|')).toMatch(/收到改签付款.*\|改签成功/);
    expect(await left(date, 'O')).toBe(oLeft + 1);
    expect(await left(date, 'M')).toBe(mLeft - 1);
  });

  it('an unpaid change expires: new seats released, the old ticket kept', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改四')] });
    const ticket = (await api.detail(orderNo)).data.passengers[0]!.ticketNo;
    const mLeft = await left(date, 'M');
    const res = await api.submit({
      orderNo,
      date,
      trainCode: 'G1',
      toStation: 'AOH',
      seatClass: 'M',
    });
    expect(await left(date, 'M')).toBe(mLeft - 1);
    clock.set(new Date(Date.parse(res.data.expiresAt!) - 1000));
    expect(await expireChanges(deps)).toBe(0);
    clock.advance(2000);
    expect(await expireChanges(deps)).toBe(1);
    expect(await left(date, 'M')).toBe(mLeft);
    const d = (await api.detail(orderNo)).data;
    expect(d).toMatchObject({ state: 'TICKETED', pendingChange: null });
    expect(d.passengers[0]!.ticketNo).toBe(ticket);
    expect(d.timeline.at(-1)!.text).toContain('改签未在时限内支付');
    expect((await payChange(app, token, orderNo, clock.now())).code).toBe(16002);
    expect(d.actions.canChange).toBe(true);
  });

  it('变更到站 to a nearer station: the cheaper fare refunds the difference less the ladder fee', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改五')] });
    const fare = (await api.detail(orderNo)).data.passengers[0]!.priceFen;
    const first = await api.options({ orderNo, date });
    const nanjing = first.data.stations.find((s) => s.name === '南京南')!;
    const opts = await api.options({ orderNo, date, toStation: nanjing.telecode });
    const g1 = opts.data.options.find((o) => o.code === 'G1')!;
    expect(g1.arrName).toBe('南京南');
    const diff = fare - g1.newFareFen;
    // 5 days ahead: 5 % of the difference, tail to ¥0.5, at least ¥2 (train.refundFee)
    const fee = Math.max(Math.round((diff * 0.05) / 50) * 50, 200);
    expect(g1).toMatchObject({
      diffFen: -diff,
      payFen: 0,
      refundFeeFen: fee,
      refundFen: diff - fee,
    });
    const shortLeft = await seatsLeftOf(app, {
      trainCode: 'G1',
      from: nanjing.telecode,
      to: 'AOH',
      date,
      seatClass: 'O',
    });
    const res = await api.submit({
      orderNo,
      date,
      trainCode: 'G1',
      toStation: nanjing.telecode,
      seatClass: 'O',
    });
    expect(res.data).toMatchObject({ state: 'DONE', payFen: 0, refundFen: diff - fee });
    expect(
      await seatsLeftOf(app, {
        trainCode: 'G1',
        from: nanjing.telecode,
        to: 'AOH',
        date,
        seatClass: 'O',
      }),
    ).toBe(shortLeft + 1);
    expect(await completeRefunds(deps)).toBe(1);
    const d = (await api.detail(orderNo)).data;
    expect(d.title).toBe('北京南→南京南 G1');
    expect(d.refunds).toMatchObject([{ amountFen: diff - fee, feeFen: fee, state: 'SUCCEEDED' }]);
    expect(d.totalFen).toBe(fare - (diff - fee));
    expect(d.state).toBe('TICKETED');
  });

  it('within 48 h only to trains leaving by 24:00 of the ticket date, never after departure', async () => {
    const orderNo = await ticketedTrain(app, token, clock, { date, passengers: [adult('改六')] });
    const departs = Date.parse((await api.detail(orderNo)).data.segments[0]!.departsAt);
    // days later the member's access token has expired: the services are called as the routes do
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const options = (d: string) => trainChangeOptions(deps, row!.memberId, { orderNo, date: d });
    const g1Next = async () => (await options(next)).options.find((o) => o.code === 'G1')!;
    clock.set(new Date(departs - 48 * 3_600_000 - 60_000));
    expect((await g1Next()).disabledReason).toBeNull();
    clock.set(new Date(departs - 48 * 3_600_000));
    expect((await g1Next()).disabledReason).toBe(NEAR_CHANGE_TEXT);
    const submit = {
      orderNo,
      date: next,
      trainCode: 'G1',
      toStation: 'AOH',
      seatClass: 'O' as const,
    };
    await expect(submitTrainChange(deps, row!.memberId, submit)).rejects.toMatchObject({
      code: 15003,
      message: NEAR_CHANGE_TEXT,
    });
    const sameDay = (await options(date)).options;
    expect(
      sameDay.filter((o) => o.code !== 'G1' && o.disabledReason === null).length,
    ).toBeGreaterThan(0);
    clock.set(new Date(departs + 60_000));
    const gone = (await options(date)).options;
    const others = gone.filter((o) => o.code !== 'G1');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.disabledReason === '列车已开车，不能在网上改签')).toBe(true);
    clock.set(new Date());
  });

  it('never gives a document two tickets of one train: refused at submit, refunded if paid meanwhile', async () => {
    const p = adult('改七');
    const day7 = dayFromNow(7);
    const a = await ticketedTrain(app, token, clock, { date, passengers: [p] });
    const b = await ticketedTrain(app, token, clock, { date: next, passengers: [p] });
    const to = { trainCode: 'G1', toStation: 'AOH' };
    // b onto a's train and day: refused as an overlapping journey (12306) before the same
    // document could hold the train twice
    const refused = await api.submit({ orderNo: b, date, ...to, seatClass: 'O' });
    expect(refused).toMatchObject({ code: 17005 });
    // b waits to pay for 一等座 on day 7 while a changes to day 7 in 二等座 at once
    const pending = await api.submit({ orderNo: b, date: day7, ...to, seatClass: 'M' });
    expect(pending.data.state).toBe('PENDING');
    const mLeft = await seatsLeftOf(app, {
      ...to,
      from: 'VNP',
      to: 'AOH',
      date: day7,
      seatClass: 'M',
    });
    expect((await api.submit({ orderNo: a, date: day7, ...to, seatClass: 'O' })).data.state).toBe(
      'DONE',
    );
    expect((await payChange(app, token, b, clock.now())).code).toBe(200);
    const d = (await api.detail(b)).data;
    expect(d.state).toBe('TICKETED');
    expect(d.travelDate).toBe(next);
    expect(d.timeline.at(-1)!.text).toContain('改签失败');
    expect(d.refunds).toMatchObject([{ amountFen: pending.data.payFen, feeFen: 0 }]);
    expect(
      await seatsLeftOf(app, { ...to, from: 'VNP', to: 'AOH', date: day7, seatClass: 'M' }),
    ).toBe(mLeft + 1);
  });

  it('one person, one journey at a time: the new train may overlap only the ticket it replaces', async () => {
    const p = adult('改八');
    await ticketedTrain(app, token, clock, { date, passengers: [p] });
    const b = await ticketedTrain(app, token, clock, { date: next, passengers: [p] });
    // G101 leaves at 06:36 and arrives at 12:40, while G1 runs 09:00–13:28
    const body = { orderNo: b, trainCode: 'G101', toStation: 'AOH', seatClass: 'O' };
    const refused = await api.submit({ ...body, date });
    expect(refused).toMatchObject({
      code: 17005,
      message: '乘客改八已购买北京南→上海虹桥 G1，与本次行程时间冲突',
    });
    expect((await api.submit({ ...body, date: next })).data.state).toBe('DONE');
  });
});
