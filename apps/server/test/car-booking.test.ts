import { describe, expect, it } from 'vitest';
import { addDays, type CarRentalSearchResult } from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock } from './hotel-fixtures';
import {
  HONGQIAO,
  HONGQIAO_CC_LUXURY,
  HONGQIAO_CC_SUV,
  HONGQIAO_YD_SUV,
  bookAtPrice,
  carOrderOf,
  driver,
  postRental,
  priceOf,
  rentalBody,
} from './car-fixtures';

// The rental booking: the price computed again on the server (cover, child seats, one-way),
// every driver rule, the counter's running balance, and a member reading only their own orders.

const today = dayFromNow(0);
const clock = beijingClock(today, '09:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const token = await loginMember(app);
const other = await loginMember(app);
const day = (n: number) => addDays(today, n);

async function searchOffer(offerId: string, pickupAt: string, returnAt: string, extra = {}) {
  const res = await call<CarRentalSearchResult>(app, '/api/car/rental/search', {
    pickupStoreId: HONGQIAO,
    pickupAt,
    returnAt,
    ...extra,
  });
  return res.data.groups.flatMap((g) => g.offers).find((o) => o.offerId === offerId)!;
}

describe('rental price on booking', () => {
  it('charges the search total for 基础, and adds the chosen cover and child seats per day', async () => {
    const [from, to] = [`${day(20)} 10:00`, `${day(23)} 10:00`];
    const offer = await searchOffer(HONGQIAO_CC_SUV, from, to);
    const body = rentalBody(HONGQIAO_CC_SUV, from, to);
    expect(await priceOf(app, token, body)).toBe(offer.totalFen);
    const premium = await priceOf(app, token, { ...body, insuranceTier: 'PREMIUM', childSeats: 2 });
    // 3 days: 尊享 ¥130 instead of 基础 ¥50, 2 seats × ¥30
    expect(premium).toBe(offer.totalFen + 3 * (13_000 - 5_000) + 2 * 3 * 3_000);
  });

  it('charges overtime past the last block and the one-way fee to another city', async () => {
    // 3 days and 3 hours (overtime), return at 21:30 is not night; Beijing 首都机场 one-way
    const body = rentalBody(HONGQIAO_CC_SUV, `${day(24)} 08:00`, `${day(27)} 11:00`, {
      dropoffStoreId: 'CS110100-01',
    });
    const res = await bookAtPrice(app, token, body);
    expect(res.code).toBe(200);
    const car = (await carOrderOf(app, token, res.data.orderNo)).data.product;
    expect(car?.kind).toBe('CAR');
    const codes = car && car.kind === 'CAR' ? car.lines.map((l) => l.code) : [];
    expect(codes).toEqual(['RENT', 'OVERTIME', 'INSURANCE', 'HANDLING', 'ONE_WAY']);
    const oneWay = car && car.kind === 'CAR' ? car.lines.find((l) => l.code === 'ONE_WAY') : null;
    expect(oneWay?.amountFen).toBe(150_000); // over 800 km
  });

  it('refuses a total the server does not compute, naming the new one', async () => {
    const body = rentalBody(HONGQIAO_CC_SUV, `${day(30)} 10:00`, `${day(31)} 10:00`);
    const total = await priceOf(app, token, body);
    const res = await postRental(app, token, { ...body, expectedTotalFen: total - 100 });
    expect(res).toMatchObject({ code: 26007, data: { totalFen: total } });
  });

  it('refuses an unknown offer, a closed store and a period out of the rules', async () => {
    const ok = rentalBody(HONGQIAO_CC_SUV, `${day(30)} 10:00`, `${day(31)} 10:00`);
    expect((await postRental(app, token, { ...ok, offerId: `${HONGQIAO}-TA-SUV` })).code).toBe(
      26004,
    );
    const night = { ...ok, pickupAt: `${day(29)} 23:00` };
    expect((await postRental(app, token, night)).code).toBe(26003);
    const short = { ...ok, returnAt: `${day(30)} 20:00` };
    expect((await postRental(app, token, short)).code).toBe(26002);
  });
});

describe('driver rules (car.driver)', () => {
  const from = `${day(40)} 10:00`;
  const to = `${day(41)} 10:00`;
  const born = (yearsBefore: number, daysAfter = 0) =>
    addDays(
      `${Number(day(40).slice(0, 4)) - yearsBefore}${day(40).slice(4)}`,
      daysAfter,
    ).replaceAll('-', '');
  const tryDriver = async (offerId: string, d: ReturnType<typeof driver>) => {
    const body = rentalBody(offerId, from, to, { driver: d });
    const res = await postRental(app, token, { ...body, expectedTotalFen: 0 });
    return res.code === 26007 ? 'ok' : `${res.code} ${res.message}`;
  };

  it('takes 18 to 70 on the pick-up day with a licence of a year, else says why', async () => {
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(18), day(-400)))).toBe('ok');
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(18, 1), day(-400)))).toMatch(
      /^26006 租车要求驾驶员18至70周岁（按取车日计算），该驾驶员为17周岁/,
    );
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(70), day(-4000)))).toBe('ok');
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(71), day(-4000)))).toMatch(
      /^26006 .*71周岁/,
    );
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(30), addDays(day(40), -364)))).toBe(
      '26006 租车要求驾龄满1年（驾照初次领证日期至取车日）',
    );
    expect(await tryDriver(HONGQIAO_CC_SUV, driver(born(30), addDays(day(40), -366)))).toBe('ok');
  });

  it('asks 22 to 60 and 3 years of licence for 豪华型', async () => {
    expect(await tryDriver(HONGQIAO_CC_LUXURY, driver(born(21), day(-1000)))).toMatch(
      /^26006 豪华型车辆要求驾驶员22至60周岁/,
    );
    expect(await tryDriver(HONGQIAO_CC_LUXURY, driver(born(61), day(-5000)))).toMatch(/^26006 /);
    expect(await tryDriver(HONGQIAO_CC_LUXURY, driver(born(30), addDays(day(40), -800)))).toMatch(
      /^26006 豪华型车辆要求驾龄满3年/,
    );
    expect(await tryDriver(HONGQIAO_CC_LUXURY, driver(born(22), addDays(day(40), -1100)))).toBe(
      'ok',
    );
  });

  it('refuses an ID failing the GB 11643 check and a licence before birth', async () => {
    const d = driver();
    const last = d.idNo.at(-1) === '1' ? '2' : '1';
    const bad = { ...d, idNo: `${d.idNo.slice(0, 17)}${last}` };
    expect(await tryDriver(HONGQIAO_CC_SUV, bad)).toBe('26006 驾驶员身份证号码不正确');
    expect(await tryDriver(HONGQIAO_CC_SUV, driver('19900101', '1989-01-01'))).toBe(
      '26006 驾照初次领证日期不正确',
    );
  });

  it('answers a bad field with its Chinese name, never a 500', async () => {
    const body = rentalBody(HONGQIAO_CC_SUV, from, to, { childSeats: 3 });
    expect(await postRental(app, token, body)).toMatchObject({
      code: 10001,
      message: '儿童座椅最多2个',
    });
    const noMobile = { ...body, childSeats: 0, driver: { ...driver(), mobile: '123' } };
    expect((await postRental(app, token, noMobile)).message).toBe('请输入正确的驾驶员手机号');
  });
});

describe('cars as a running balance', () => {
  it('sells the 5 SUVs of a counter for overlapping periods, not a sixth, and again after the return', async () => {
    const book = (from: string, to: string) =>
      bookAtPrice(app, token, rentalBody(HONGQIAO_YD_SUV, from, to, { driver: driver() }));
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await book(`${day(50 + (i % 2))} 10:00`, `${day(55)} 10:00`)).code);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    // overlaps all five for one hour only
    expect((await book(`${day(45)} 10:00`, `${day(51)} 11:00`)).code).toBe(26005);
    // before them, and after the last return plus the turnaround
    expect((await book(`${day(45)} 10:00`, `${day(46)} 10:00`)).code).toBe(200);
    expect((await book(`${day(55)} 10:30`, `${day(56)} 10:30`)).code).toBe(26005);
    expect((await book(`${day(55)} 11:00`, `${day(56)} 11:00`)).code).toBe(200);

    // the search counts the cars left for the asked period, and shows no offer with none
    const left = async (from: number, to: number) =>
      (await searchOffer(HONGQIAO_YD_SUV, `${day(from)} 10:00`, `${day(to)} 10:00`))?.carsLeft;
    expect(await left(52, 53)).toBeUndefined();
    expect(await left(45, 46)).toBe(4);
    expect(await left(47, 48)).toBe(5);
    // returned at day 50 10:00, back at the counter an hour later: three cars leave at 10:00
    expect(await left(44, 50)).toBe(2);
  });
});

describe('a member reads only their own rentals', () => {
  it("answers another member's order like a missing one", async () => {
    const body = rentalBody(HONGQIAO_CC_SUV, `${day(60)} 10:00`, `${day(61)} 10:00`);
    const { data } = await bookAtPrice(app, token, body);
    expect((await carOrderOf(app, token, data.orderNo)).code).toBe(200);
    const theirs = await carOrderOf(app, other, data.orderNo);
    const missing = await carOrderOf(app, other, '261127120000999999');
    expect(theirs.code).toBe(missing.code);
    expect(theirs.message).toBe(missing.message);
    const cancel = await call(
      app,
      '/api/car/order/refund',
      { orderNo: data.orderNo },
      { token: other },
    );
    expect(cancel.code).toBe(missing.code);
    const close = await call(
      app,
      '/api/car/order/cancel',
      { orderNo: data.orderNo },
      { token: other },
    );
    expect(close.code).toBe(missing.code);
    expect((await carOrderOf(app, token, data.orderNo)).data.state).toBe('PENDING_PAYMENT');
  });
});
