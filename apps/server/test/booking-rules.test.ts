import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  BOOKING_RULES_AS_SEEDED,
  busBookingRulesResult,
  flightBookingRulesResult,
  trainBookingRulesResult,
  type BusBookingRules,
  type FlightBookingRules,
  type TrainBookingRules,
} from '@lvxing/shared';
import { passengerTypeOn } from '../src/modules/flight/flight-passengers';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { bornYearsBefore, createOrder, linesBetween, rider } from './bus-fixtures';
import { adult, bookTrain, person } from './train-fixtures';

const app = await buildTestApp({ jobs: false });
const token = await loginMember(app);

async function rules<T>(path: string): Promise<T> {
  const res = await call<T>(app, path, {});
  expect(res.code).toBe(200);
  return res.data;
}

/** The served rules are what the booking checks enforce, at each edge. */
describe('served booking rules', () => {
  it('train: the sale window, 儿童票 ages, 学生票 classes and order size the booking enforces', async () => {
    const r = await rules<TrainBookingRules>(ApiPath.trainRules);
    expect(trainBookingRulesResult.parse(r)).toEqual(r);
    const book = (body: Record<string, unknown>) =>
      bookTrain(app, token, { date: dayFromNow(3), passengers: [adult()], ...body });
    expect((await book({ date: dayFromNow(r.saleWindowDays - 1) })).code).toBe(200);
    expect((await book({ date: dayFromNow(r.saleWindowDays) })).code).toBe(14006);

    const date = dayFromNow(3);
    const child = (years: number) => person('李小明', bornYearsBefore(date, years), '2');
    const { freeUnderAge, childUnderAge } = r.childTickets;
    for (const [years, code] of [
      [freeUnderAge - 1, 14005],
      [freeUnderAge, 200],
      [childUnderAge - 1, 200],
      [childUnderAge, 14005],
    ] as const) {
      expect((await book({ date, passengers: [adult(), child(years)] })).code, `${years}`).toBe(
        code,
      );
    }

    // G1 is an EMU train: 学生票 in its classes only. The seat class is checked before who may
    // buy one (a typed-in student is refused for that next; the sold path, with an approved
    // saved student inside the student periods, is in discount-tickets.test.ts)
    expect(r.studentTickets).toEqual(BOOKING_RULES_AS_SEEDED.train.studentTickets);
    const student = () => person('王同学', '20050101', '3');
    for (const seatClass of ['O', 'M', '9'] as const) {
      const res = await book({ seatClass, passengers: [student()] });
      expect(res.code, seatClass).toBe(14005);
      expect(res.message, seatClass).toContain(
        r.studentSeatClasses.emu.includes(seatClass) ? '学生资质核验' : '学生票仅限',
      );
    }

    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => adult(`乘客${'甲乙丙丁戊己'[i]}`));
    expect((await book({ passengers: many(r.maxPassengers) })).code).toBe(200);
    expect((await book({ passengers: many(r.maxPassengers + 1) })).code).toBe(10001);
  });

  it('bus: the sale window and 半票 ages the booking enforces', async () => {
    const r = await rules<BusBookingRules>(ApiPath.busRules);
    expect(busBookingRulesResult.parse(r)).toEqual(r);
    const line = linesBetween('南京', '上海', (l) => l.depTime >= '12:00')[0]!;
    const order = (date: string, passengers: object[]) =>
      createOrder(app, token, line.scheduleId, date, passengers);
    expect((await order(dayFromNow(r.saleWindowDays - 1), [rider()])).code).toBe(200);
    expect((await order(dayFromNow(r.saleWindowDays), [rider()])).code).toBe(18002);

    const date = dayFromNow(2);
    const { freeUnderAge, halfMaxAge } = r.childTickets;
    const half = (years: number) => rider(bornYearsBefore(date, years), 'HALF', '王小小');
    for (const [years, code] of [
      [freeUnderAge - 1, 14005],
      [freeUnderAge, 200],
      [halfMaxAge, 200],
      [halfMaxAge + 1, 14005],
    ] as const) {
      expect((await order(date, [rider(), half(years)])).code, `${years}`).toBe(code);
    }
    const riders = (n: number) => Array.from({ length: n }, () => rider());
    expect((await order(date, riders(r.maxPassengers + 1))).code).toBe(10001);
  });

  it('flight: the sale window of the search and the passenger ages of the booking check', async () => {
    const r = await rules<FlightBookingRules>(ApiPath.planeRules);
    expect(flightBookingRulesResult.parse(r)).toEqual(r);
    const search = (date: string) =>
      call(app, ApiPath.planeFlightSearch, { from: 'CSHA', to: 'CBJS', date });
    expect((await search(dayFromNow(r.saleWindowDays - 1))).code).toBe(200);
    expect((await search(dayFromNow(r.saleWindowDays))).code).toBe(14006);

    const date = '2026-06-15';
    const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
    const typeAt = (years: number) => passengerTypeOn(iso(bornYearsBefore(date, years)), date);
    const { minInfantDays, childFromAge, adultFromAge } = r.passengerAges;
    expect(typeAt(adultFromAge)).toBe('ADT');
    expect(typeAt(adultFromAge - 1)).toBe('CHD');
    expect(typeAt(childFromAge)).toBe('CHD');
    expect(typeAt(childFromAge - 1)).toBe('INF');
    expect(passengerTypeOn(dayFromNow(-minInfantDays), dayFromNow(0))).toBe('INF');
    expect(passengerTypeOn(dayFromNow(-minInfantDays + 1), dayFromNow(0))).toBeNull();
  });
});
