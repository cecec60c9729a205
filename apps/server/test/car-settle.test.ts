// The staff's settlement of a returned rental (POST /api/staff/car/settle): the lines taken from
// the 车辆押金 pre-authorisation, the rest released, each step in the deposit ledger, 已完成 with
// its timeline and audit rows; roles, states, kinds and bad bodies refused with nothing changed.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, ErrorCode, StaffCarPath, type OrderCar, type StaffRole } from '@lvxing/shared';
import { auditLog } from '../src/db/schema';
import { pickUpDueRentals, returnDueRentals } from '../src/modules/car/car.jobs';
import { settleHoldSteps } from '../src/modules/payment/deposit-settle.service';
import { createPiiCipher, parseDataKeys } from '../src/lib/pii-cipher';
import { StaffLimits } from '../src/modules/staff/staff-limits';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, dayFromNow, freshDatabase, loginMember, TEST_SECRETS } from './helper';
import { beijingClock } from './hotel-fixtures';
import { adult, bookTrain, payOrder, sandboxNotify } from './train-fixtures';
import { HONGQIAO_CC_SUV, bookAtPrice, carOrderOf, driver, rentalBody } from './car-fixtures';
import { makeAccount, staffCall, tokenOf, type StaffWorld } from './staff-fixtures';

const today = dayFromNow(0);
const day = (n: number) => addDays(today, n);
const clock = beijingClock(today, '09:00');
const database = await freshDatabase();
afterAll(() => database.close());
const app = await buildTestApp({ database, now: clock.now, jobs: false });
const pii = createPiiCipher(parseDataKeys(TEST_SECRETS.dataKeys), TEST_SECRETS.idHash);
const w: StaffWorld = {
  app,
  database,
  clock,
  deps: { db: database.db, pii, now: clock.now, limits: new StaffLimits({}) },
};
const deps = app.orders.deps;
let token = await loginMember(app);

/** Moves the clock and signs the member's token again at it. */
async function at(dayStr: string, time: string) {
  clock.set(dayStr, time);
  token = await tokenAt(token, clock.now);
}

/** A fresh account of `role` signed in at the clock's time. */
const staffToken = async (role: StaffRole) => tokenOf(w, await makeAccount(w, role));

const settle = (staff: string, body: object) =>
  staffCall<{ state: string; stateLabel: string; settlement: OrderCar['settlement'] }>(
    app,
    StaffCarPath.settle,
    body,
    { staffToken: staff },
  );

async function detail(orderNo: string) {
  const { code, message, data } = await carOrderOf(app, token, orderNo);
  if (code !== 200) throw new Error(`${code} ${message}`);
  return { ...data, car: data.product as OrderCar };
}

/** A paid rental from `day(n)` to `day(n + 1)`, booked the day before (clock moves forward). */
async function paidRental(n: number) {
  await at(day(n - 1), '09:00');
  const body = rentalBody(HONGQIAO_CC_SUV, `${day(n)} 10:00`, `${day(n + 1)} 10:00`, {
    driver: driver(),
  });
  const res = await bookAtPrice(app, token, body);
  expect(res.code, res.message).toBe(200);
  await payOrder(app, token, res.data.orderNo, clock.now());
  for (const l of (await detail(res.data.orderNo)).car.deposits) {
    await sandboxNotify(app, {
      paymentNo: l.paymentNo,
      amountFen: l.amountFen,
      paidAt: clock.now(),
    });
  }
  return res.data.orderNo;
}

/** A rental picked up and returned by the sandbox counter, waiting for its settlement. */
async function returnedRental(n: number) {
  const orderNo = await paidRental(n);
  await at(day(n), '10:00');
  await pickUpDueRentals(deps);
  await at(day(n + 1), '10:00');
  await returnDueRentals(deps);
  expect((await detail(orderNo)).state).toBe('RETURNED');
  return orderNo;
}

const auditRows = (orderNo: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, orderNo), eq(auditLog.action, 'CAR_SETTLE')));

const fuel = { code: 'FUEL', reason: '油量不足，补油至满箱', amountFen: 12_000 };
const damage = { code: 'DAMAGE', reason: '左前门划痕维修', amountFen: 80_000 };

describe('settling a returned rental (POST /api/staff/car/settle)', () => {
  it('takes fuel and damage from the vehicle deposit, releases the rest, 已完成 with timeline and audit rows', async () => {
    const orderNo = await returnedRental(2);
    const res = await settle(await staffToken('OPERATIONS'), { orderNo, lines: [fuel, damage] });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({
      state: 'COMPLETED',
      stateLabel: '已完成',
      settlement: { totalFen: 92_000, deductedFen: 92_000, owedFen: 0 },
    });
    await settleHoldSteps(deps);
    const d = await detail(orderNo);
    expect(d.state).toBe('COMPLETED');
    expect([d.car.settlementFen, d.car.deductedFen, d.car.releasedFen]).toEqual([
      92_000, 92_000, 408_000,
    ]);
    expect(d.car.settlement?.lines.map((l) => [l.label, l.reason, l.amountFen])).toEqual([
      ['油费', fuel.reason, 12_000],
      ['车损', damage.reason, 80_000],
    ]);
    const step = (purpose: string) => d.car.deposits.find((l) => l.purpose === purpose)!;
    expect(step('HOLD_CAPTURE')).toMatchObject({
      name: '车辆押金',
      amountFen: 92_000,
      state: 'PAID',
    });
    expect(step('HOLD_CAPTURE').reason).toContain('油费¥120.00（油量不足，补油至满箱）');
    expect(step('HOLD_CAPTURE').reason).toContain('车损¥800.00（左前门划痕维修）');
    expect(step('HOLD_RELEASE')).toMatchObject({
      name: '车辆押金',
      amountFen: 408_000,
      state: 'RELEASED',
    });
    expect(d.car.deposits.find((l) => l.name === '违章押金')?.state).toBe('HELD');
    expect(d.timeline.find((t) => t.state === 'COMPLETED')?.text).toContain(
      '额外费用 ¥920.00（从车辆押金扣除 ¥920.00）',
    );
    const [row, ...more] = await auditRows(orderNo);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      before: { state: 'RETURNED' },
      after: { state: 'COMPLETED', totalFen: 92_000, deductedFen: 92_000 },
    });
    expect((row!.after as { lines: unknown[] }).lines).toHaveLength(2);
  });

  it('captures the whole hold when the lines exceed it and records the rest as owed', async () => {
    const orderNo = await returnedRental(4);
    const big = { code: 'DAMAGE', reason: '车辆事故维修', amountFen: 600_000 };
    const res = await settle(await staffToken('ADMIN'), { orderNo, lines: [big] });
    expect(res.data.settlement).toMatchObject({
      totalFen: 600_000,
      deductedFen: 500_000,
      owedFen: 100_000,
    });
    await settleHoldSteps(deps);
    const d = await detail(orderNo);
    expect(
      d.car.deposits
        .filter((l) => l.name === '车辆押金')
        .map((l) => [l.purpose, l.amountFen, l.state]),
    ).toEqual([
      ['HOLD', 500_000, 'SETTLED'],
      ['HOLD_CAPTURE', 500_000, 'PAID'],
    ]);
    expect(d.timeline.find((t) => t.state === 'COMPLETED')?.text).toContain(
      '超出押金的 ¥1000.00 由门店另行收取',
    );
  });

  it('refuses a 客服 with nothing changed, then settles an empty list at ¥0 once, refusing it twice', async () => {
    const orderNo = await returnedRental(6);
    const refused = await settle(await staffToken('SERVICE'), { orderNo, lines: [fuel] });
    expect(refused).toMatchObject({
      code: ErrorCode.STAFF_FORBIDDEN,
      message: '没有权限执行该操作',
    });
    let d = await detail(orderNo);
    expect([d.state, d.car.settlementFen, d.car.deposits.length]).toEqual(['RETURNED', null, 2]);
    expect(await auditRows(orderNo)).toEqual([]);

    const ops = await staffToken('OPERATIONS');
    const first = await settle(ops, { orderNo, lines: [] });
    expect(first.data.settlement).toMatchObject({ totalFen: 0, deductedFen: 0, owedFen: 0 });
    const again = await settle(ops, { orderNo, lines: [fuel] });
    expect(again).toMatchObject({
      code: ErrorCode.ORDER_STATE_CONFLICT,
      message: '该订单当前为「已完成」，只有已还车（待结算）的订单可以结算',
    });
    await settleHoldSteps(deps);
    d = await detail(orderNo);
    expect([d.car.settlementFen, d.car.deductedFen, d.car.releasedFen]).toEqual([0, 0, 500_000]);
    expect(await auditRows(orderNo)).toHaveLength(1);
  });

  it('refuses a rental not yet returned, another kind’s order and an unknown order', async () => {
    const confirmed = await paidRental(9);
    const ops = await staffToken('OPERATIONS');
    expect(await settle(ops, { orderNo: confirmed, lines: [fuel] })).toMatchObject({
      code: ErrorCode.ORDER_STATE_CONFLICT,
      message: '该订单当前为「已确认（待取车）」，只有已还车（待结算）的订单可以结算',
    });
    expect((await detail(confirmed)).state).toBe('CONFIRMED');
    const train = await bookTrain(app, token, { date: day(10), passengers: [adult()] });
    expect(train.code, train.message).toBe(200);
    expect(await settle(ops, { orderNo: train.data.orderNo, lines: [] })).toMatchObject({
      code: ErrorCode.ORDER_STATE_CONFLICT,
      message: '该订单不是租车订单，不能进行还车结算',
    });
    const unknown = await settle(ops, { orderNo: '261125120000999999', lines: [] });
    expect(unknown.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect(await auditRows(confirmed)).toEqual([]);
  });

  it.each([
    ['a negative amount', { ...fuel, amountFen: -100 }, '费用金额应大于0'],
    ['a fractional amount', { ...fuel, amountFen: 12.5 }, '费用金额应为整数（分）'],
    ['an empty reason', { ...fuel, reason: '  ' }, '请填写费用说明'],
    ['a reason too long', { ...fuel, reason: '划'.repeat(51) }, '费用说明最多50个字符'],
    ['an unknown kind', { ...fuel, code: 'TOLL' }, '请选择费用类型'],
    ['an amount over the cap', { ...fuel, amountFen: 5_000_001 }, '单项费用最多¥50000'],
  ])('answers 10001 naming the field for %s', async (_name, line, message) => {
    const res = await settle(await staffToken('OPERATIONS'), {
      orderNo: '261125120000999999',
      lines: [line],
    });
    expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(res.message).toContain(message);
  });

  it('answers 10001 for more than 10 lines or no list', async () => {
    const ops = await staffToken('OPERATIONS');
    const many = await settle(ops, { orderNo: '261125120000999999', lines: Array(11).fill(fuel) });
    expect(many).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(many.message).toContain('结算费用最多10项');
    const none = await settle(ops, { orderNo: '261125120000999999' });
    expect(none).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(none.message).toContain('结算费用明细');
  });
});
