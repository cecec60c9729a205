import { describe, expect, it } from 'vitest';
import { addDays, type OrderCar } from '@lvxing/shared';
import { CAR_JOBS } from '../src/modules/car/car.jobs';
import { settleHoldSteps } from '../src/modules/payment/deposit-settle.service';
import { completeRefunds } from '../src/modules/orders/order.jobs';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock } from './hotel-fixtures';
import { payOrder, sandboxNotify } from './train-fixtures';
import {
  HONGQIAO_CC_SUV,
  HONGQIAO_YD_SUV,
  bookAtPrice,
  carOrderOf,
  driver,
  rentalBody,
} from './car-fixtures';

// A rental's life after payment through the jobs (the sandbox counter): 已确认 → 用车中 → 已还车
// → 已完成 → 违章押金已退, the deposit ledger at each step; 免押; cancel fees; no-show.

const today = dayFromNow(0);
const clock = beijingClock(today, '09:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
let token = await loginMember(app);
const day = (n: number) => addDays(today, n);

/** Moves the clock and signs the member's token again at it. */
async function at(dayStr: string, time: string) {
  clock.set(dayStr, time);
  token = await tokenAt(token, clock.now);
}

/** Runs every rental job once, then has the provider take the deposit steps. */
async function runJobs() {
  for (const job of CAR_JOBS) await job(deps);
  await settleHoldSteps(deps);
}

async function detail(orderNo: string) {
  const { code, message, data } = await carOrderOf(app, token, orderNo);
  if (code !== 200) throw new Error(`${code} ${message}`);
  return {
    state: data.state,
    label: data.stateLabel,
    car: data.product as OrderCar & { kind: 'CAR' },
  };
}

const ledger = (car: OrderCar) =>
  car.deposits.map((l) => [l.name, l.purpose, l.amountFen, l.state]);

async function bookAndPay(offerId: string, from: string, to: string, mobile = '13900001111') {
  const body = rentalBody(offerId, from, to, { driver: driver('19880512', '2010-06-01', mobile) });
  const res = await bookAtPrice(app, token, body);
  expect(res.code).toBe(200);
  await payOrder(app, token, res.data.orderNo, clock.now());
  return res.data;
}

/** The driver authorises both holds at the sandbox (their notify). */
async function authoriseHolds(orderNo: string) {
  for (const l of (await detail(orderNo)).car.deposits) {
    await sandboxNotify(app, {
      paymentNo: l.paymentNo,
      amountFen: l.amountFen,
      paidAt: clock.now(),
    });
  }
}

describe('rental order life', () => {
  it('moves through pick-up, return, settlement and D+30, the ledger showing each deposit step', async () => {
    const { orderNo, depositFree } = await bookAndPay(
      HONGQIAO_CC_SUV,
      `${day(2)} 10:00`,
      `${day(5)} 10:00`,
    );
    expect(depositFree).toBe(false);
    let d = await detail(orderNo);
    expect([d.state, d.label]).toEqual(['CONFIRMED', '已确认（待取车）']);
    expect(ledger(d.car)).toEqual([
      ['车辆押金', 'HOLD', 500_000, 'WAITING'],
      ['违章押金', 'HOLD', 200_000, 'WAITING'],
    ]);
    expect(d.car.deposits[0]!.authoriseUrl).toMatch(/^http/);
    await authoriseHolds(orderNo);
    d = await detail(orderNo);
    expect(d.car.heldFen).toBe(700_000);

    await at(day(2), '10:00');
    await runJobs();
    expect((await detail(orderNo)).state).toBe('PICKED_UP');
    await at(day(5), '10:00');
    await runJobs();
    d = await detail(orderNo);
    expect(d.state).toBe('COMPLETED');
    expect(d.car.settlementFen).toBe(0);
    expect(ledger(d.car)).toEqual([
      ['车辆押金', 'HOLD', 500_000, 'SETTLED'],
      ['违章押金', 'HOLD', 200_000, 'HELD'],
      ['车辆押金', 'HOLD_RELEASE', 500_000, 'RELEASED'],
    ]);
    await at(day(34), '10:00');
    await runJobs();
    expect((await detail(orderNo)).state).toBe('COMPLETED');
    await at(day(35), '10:00');
    await runJobs();
    d = await detail(orderNo);
    expect([d.state, d.label]).toEqual(['DEPOSIT_REFUNDED', '违章押金已退']);
    expect(d.car.releasedFen).toBe(700_000);
    expect(d.car.deductedFen).toBe(0);
    expect(d.car.deposits.at(-1)).toMatchObject({
      name: '违章押金',
      purpose: 'HOLD_RELEASE',
      reason: '还车后违章查询期满，无违章记录',
    });
  });

  it('holds no deposit for 免押 (supplier and sandbox credit) and hands the car over anyway', async () => {
    await at(today, '09:00');
    const r = await bookAndPay(
      HONGQIAO_YD_SUV,
      `${day(3)} 10:00`,
      `${day(4)} 10:00`,
      '13900002222',
    );
    expect(r.depositFree).toBe(true);
    expect((await detail(r.orderNo)).car).toMatchObject({ depositFree: true, deposits: [] });
    await at(day(3), '10:30');
    await runJobs();
    expect((await detail(r.orderNo)).state).toBe('PICKED_UP');
  });

  it('declares a rental with no deposit frozen 2 hours after its time a no-show, keeping one day of rent', async () => {
    await at(today, '09:00');
    const { orderNo } = await bookAndPay(HONGQIAO_CC_SUV, `${day(6)} 10:00`, `${day(8)} 10:00`);
    await at(day(6), '11:59');
    await runJobs();
    expect((await detail(orderNo)).state).toBe('CONFIRMED');
    await at(day(6), '12:00');
    await runJobs();
    const { data } = await carOrderOf(app, token, orderNo);
    expect([data.state, data.stateLabel]).toEqual(['NO_SHOW', '未取车']);
    const rent = (data.product as OrderCar).lines.find((l) => l.code === 'RENT')!;
    const fee = rent.amountFen / 2;
    expect(data.timeline.at(-1)?.text).toContain(`收取未取车费 ¥${(fee / 100).toFixed(2)}`);
    expect(data.refunds.map((r) => [r.amountFen, r.feeFen])).toEqual([[data.totalFen - fee, fee]]);
  });
});

describe('cancelling a rental (car.cancel)', () => {
  it('is free until 24 hours before pick-up, then costs a day of rent, and gives the car back', async () => {
    await at(today, '09:00');
    const a = await bookAndPay(HONGQIAO_CC_SUV, `${day(10)} 10:00`, `${day(12)} 10:00`);
    const b = await bookAndPay(HONGQIAO_CC_SUV, `${day(10)} 10:00`, `${day(12)} 10:00`);
    await authoriseHolds(b.orderNo);
    await at(day(9), '09:59');
    expect((await detail(a.orderNo)).car.cancelFeeNowFen).toBe(0);
    const free = await call(app, '/api/car/order/refund', { orderNo: a.orderNo }, { token });
    expect(free).toMatchObject({ code: 200, data: { feeFen: 0 } });
    await at(day(9), '10:01');
    const dailyRent = (await detail(b.orderNo)).car.lines[0]!.amountFen / 2;
    expect((await detail(b.orderNo)).car.cancelFeeNowFen).toBe(dailyRent);
    const late = await call(app, '/api/car/order/refund', { orderNo: b.orderNo }, { token });
    expect(late).toMatchObject({ code: 200, data: { feeFen: dailyRent } });
    await completeRefunds(deps);
    await settleHoldSteps(deps);
    const d = await detail(b.orderNo);
    expect(d.state).toBe('REFUNDED');
    expect(d.car.releasedFen).toBe(700_000);
    await at(day(10), '10:00');
    const past = await call(app, '/api/car/order/refund', { orderNo: b.orderNo }, { token });
    expect(past.code).toBe(15002);
  });
});
