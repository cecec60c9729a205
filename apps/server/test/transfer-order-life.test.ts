import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { ErrorCode, TransferPath, addDays, productPart } from '@lvxing/shared';
import { smsOutbox } from '../src/db/schema';
import { distanceKm } from '../src/lib/catalog/geo';
import { getHotelCatalog } from '../src/modules/hotel/catalog';
import { sendNotices } from '../src/modules/orders/order-notice.jobs';
import {
  dispatchDueTransfers,
  endDueTransfers,
  startDueTransfers,
} from '../src/modules/transfer/transfer.jobs';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock, payHotel as payOrder } from './hotel-fixtures';
import {
  bookTransferOrder,
  flightInto,
  pickupBody,
  quote,
  transferDeps,
  transferDetail,
} from './transfer-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = transferDeps(app, 0);
let token = await loginMember(app);
const date = addDays(today, 3);
const shanghai = getHotelCatalog().cityByCode.get('310100')!;
const mark = (name: string) => shanghai.landmarks.find((l) => l.name === name)!;

/** G7 arriving at 上海虹桥 14:28, to 外滩. */
const g7ToBund = {
  transferType: 'TRAIN_PICKUP' as const,
  tripNo: 'G7',
  date,
  placeId: mark('外滩').id,
};

/** Moves the clock to `day` `time` Beijing and signs the member's token again at it. */
async function at(day: string, time: string) {
  clock.set(day, time);
  token = await tokenAt(token, clock.now);
}

describe('transfer prices', () => {
  it('price by road distance and class, with 举牌接机 and child seats, all in', async () => {
    const res = await quote(app, { ...g7ToBund, nameSign: true, childSeats: 2 });
    expect(res.code).toBe(200);
    const km = Math.round(distanceKm(mark('上海虹桥站'), mark('外滩')) * 1.3 * 10) / 10;
    expect(res.data.distanceKm).toBe(km);
    expect(res.data.night).toBe(false);
    const ride = Math.ceil(Math.max(5900, 3900 + (Math.ceil(km) - 5) * 240) / 100) * 100;
    const economy = res.data.classes.find((c) => c.classCode === 'ECONOMY5')!;
    expect(economy.lines).toEqual([
      { label: `经济5座用车费（${km}公里）`, unitFen: ride, count: 1 },
      { label: '举牌接机', unitFen: 2000, count: 1 },
      { label: '儿童座椅', unitFen: 3000, count: 2 },
    ]);
    expect(economy.totalFen).toBe(ride + 2000 + 6000);
    expect(res.data.classes.map((c) => c.label)).toEqual(['经济5座', '舒适5座', '商务7座', '豪华']);
    expect(res.data).toMatchObject({ freeWaitMinutes: 60, freeCancelHours: 2 });
  });

  it('adds the night surcharge (20%) for a car between 22:00 and 06:00', async () => {
    const f = flightInto('PVG', (t) => t >= '22:00');
    const res = await quote(app, pickupBody(f.flightNo, date, mark('陆家嘴').id));
    expect(res.code).toBe(200);
    expect(res.data.night).toBe(true);
    const lux = res.data.classes.find((c) => c.classCode === 'LUXURY')!;
    const ride = lux.lines[0]!.unitFen;
    expect(lux.lines[1]).toEqual({
      label: '夜间服务费',
      unitFen: Math.ceil((ride * 20) / 100 / 100) * 100,
      count: 1,
    });
  });

  it('refuses a place in another city with 28003', async () => {
    const beijing = getHotelCatalog().cities.find((c) => c.name === '北京')!;
    const res = await quote(app, { ...g7ToBund, placeId: beijing.landmarks[5]!.id });
    expect(res.code).toBe(ErrorCode.TRANSFER_CITY_CLOSED);
    expect(res.message).toBe('目的地不在上海，请选择上海的酒店或地点');
  });

  it('re-prices the booking on the server: a stale total answers 28004 with the price now', async () => {
    const res = await call<unknown>(
      app,
      TransferPath.book,
      {
        ...g7ToBund,
        transferClass: 'ECONOMY5',
        passenger: { name: '王小明', mobile: '13800138000' },
        expectedTotalFen: 1,
      },
      { token },
    );
    expect(res.code).toBe(ErrorCode.TRANSFER_PRICE_CHANGED);
    expect(res.data).toEqual({ totalFen: expect.any(Number) });
  });
});

describe('a transfer order after payment', () => {
  it('待接单 → 已派车 with one driver card (dispatch runs twice) → 服务中 → 已完成', async () => {
    await at(today, '10:00');
    const booked = await bookTransferOrder(app, token, { ...g7ToBund, nameSign: true });
    expect(booked.code).toBe(200);
    const { orderNo } = booked.data;
    await payOrder(app, token, orderNo);
    let d = (await transferDetail(app, token, orderNo)).data;
    expect(d.stateLabel).toBe('待接单');
    expect(productPart(d, 'TRANSFER')?.driver).toBeNull();
    // two instances' dispatch at once, then again: one card (SKIP LOCKED, then none due)
    const runs = await Promise.all([dispatchDueTransfers(deps), dispatchDueTransfers(deps)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await dispatchDueTransfers(deps)).toBe(0);
    d = (await transferDetail(app, token, orderNo)).data;
    expect(d.stateLabel).toBe('已派车');
    const t = productPart(d, 'TRANSFER')!;
    expect(t).toMatchObject({ typeLabel: '接站', tripNo: 'G7', placeName: '外滩', nameSign: true });
    expect(t.driver).toMatchObject({ name: expect.stringMatching(/^.师傅$/) });
    expect(t.driver!.phoneMasked).toMatch(/^139\*{4}\d{4}$/);
    expect(t.driver!.plate).toMatch(/^沪A·[A-Z0-9]{5}$/);
    expect(d.timeline.filter((e) => e.text.startsWith('司机已接单')).length).toBe(1);
    await sendNotices(app.orders.deps);
    const sms = await deps.db
      .select({ content: smsOutbox.content })
      .from(smsOutbox)
      .where(like(smsOutbox.content, `%${orderNo}已派车%`));
    expect(sms.length).toBe(1);

    await at(date, '14:28');
    expect(await startDueTransfers(deps)).toBe(1);
    expect((await transferDetail(app, token, orderNo)).data.stateLabel).toBe('服务中');
    await at(date, '17:00');
    expect(await endDueTransfers(deps)).toBe(1);
    expect((await transferDetail(app, token, orderNo)).data.stateLabel).toBe('已完成');
  });

  it('cancels free until 2 hours before the car, then for 30% of the total', async () => {
    await at(today, '10:00');
    const free = (await bookTransferOrder(app, token, g7ToBund, 'BUSINESS7')).data;
    const late = (await bookTransferOrder(app, token, g7ToBund, 'LUXURY')).data;
    await payOrder(app, token, free.orderNo);
    await payOrder(app, token, late.orderNo);
    const fee = (o: string) =>
      transferDetail(app, token, o).then((r) => productPart(r.data, 'TRANSFER')!.cancelFeeNowFen);
    await at(date, '12:27');
    expect(await fee(late.orderNo)).toBe(0);
    const a = await call<{ feeFen: number; amountFen: number }>(
      app,
      TransferPath.orderRefund,
      { orderNo: free.orderNo },
      { token },
    );
    expect(a.data).toMatchObject({ feeFen: 0, amountFen: free.totalFen });
    await at(date, '12:29');
    const lateFee = Math.round((late.totalFen * 30) / 100 / 100) * 100;
    expect(await fee(late.orderNo)).toBe(lateFee);
    const b = await call<{ feeFen: number; amountFen: number }>(
      app,
      TransferPath.orderRefund,
      { orderNo: late.orderNo },
      { token },
    );
    expect(b.data).toMatchObject({ feeFen: lateFee, amountFen: late.totalFen - lateFee });
    expect((await transferDetail(app, token, late.orderNo)).data.stateLabel).toBe('取消中');
  });
});

describe('another member’s transfer order (IDOR)', () => {
  it('answers detail, cancel and refund as a missing order, and changes nothing', async () => {
    await at(today, '10:00');
    const { orderNo } = (await bookTransferOrder(app, token, g7ToBund)).data;
    const intruder = await tokenAt(await loginMember(app), clock.now);
    for (const path of [
      TransferPath.orderDetail,
      TransferPath.orderCancel,
      TransferPath.orderRefund,
    ]) {
      const theirs = await call(app, path, { orderNo }, { token: intruder });
      const missing = await call(app, path, { orderNo: '000000000000000000' }, { token: intruder });
      expect(theirs.code).toBe(ErrorCode.ORDER_NOT_FOUND);
      expect(theirs.message).toBe(missing.message);
    }
    expect((await transferDetail(app, token, orderNo)).data.state).toBe('PENDING_PAYMENT');
  });
});
