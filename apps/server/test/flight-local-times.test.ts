import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ApiPath,
  daysBetween,
  type BookResult,
  type Flight,
  type FlightCalendarResult,
  type FlightSearchResult,
  type OrderDetail,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';

// Abroad, a flight's times are shown on each airport's own clocks: the schedule keeps Beijing
// times (and the inventory Beijing dates, so nothing sold moves), the answer adds local ones.

const app = await buildTestApp();

/** The first day from 8 days ahead that is one of the ISO weekdays `days`. */
function nextDay(days: number[]): string {
  for (let i = 8; i < 15; i += 1) {
    const d = dayFromNow(i);
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay() || 7;
    if (days.includes(wd)) return d;
  }
  throw new Error('no day');
}

async function flightOn(from: string, to: string, date: string, flightNo: string): Promise<Flight> {
  const r = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, { from, to, date });
  expect(r.code).toBe(200);
  const f = r.data.outbound.flights.find((x) => x.flightNo === flightNo);
  expect(f, `${flightNo} on ${date}`).toBeDefined();
  return f!;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('local times of international flights', () => {
  it('Guangzhou → Tokyo: the arrival on Tokyo clocks, an hour ahead of Beijing', async () => {
    const date = dayFromNow(9);
    const f = await flightOn('CAN', 'CTYO', date, 'CZ165');
    expect(f.local.dep).toEqual({ date, time: f.depTime, utcOffsetMinutes: 480 });
    expect(f.local.arr.utcOffsetMinutes).toBe(540);
    expect(minutes(f.local.arr.time)).toBe((minutes(f.arrTime) + 60) % 1440);
    expect(f.local.arrDayOffset).toBe(0);
    // the duration is the time in the air, not the difference of the two clocks
    expect(f.durationMinutes).toBe(255);
  });

  it('Guangzhou → Los Angeles: across the date line it lands the same local day it left', async () => {
    const date = nextDay([2, 4, 5, 7]);
    const f = await flightOn('CAN', 'LAX', date, 'CZ254');
    // Beijing clocks: 14:45 → 06:15 the next day; Los Angeles clocks (UTC−8 in winter, −7 in
    // summer): the afternoon of the day it left
    expect(f.arrDayOffset).toBe(1);
    expect(f.local.dep.date).toBe(date);
    expect(f.local.arr.date).toBe(date);
    expect(f.local.arrDayOffset).toBe(0);
    expect([-480, -420]).toContain(f.local.arr.utcOffsetMinutes);
    const arrUtc = minutes(f.local.arr.time) - f.local.arr.utcOffsetMinutes;
    const depUtc = minutes(f.local.dep.time) - f.local.dep.utcOffsetMinutes;
    expect((((arrUtc - depUtc) % 1440) + 1440) % 1440).toBe(f.durationMinutes % 1440);
  });

  it('Los Angeles → Shanghai: leaves on Los Angeles clocks and lands a local day later', async () => {
    const date = nextDay([1, 2, 3, 4, 5, 6, 7]);
    const r = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, {
      from: 'LAX',
      to: 'CSHA',
      date,
    });
    expect(r.data.outbound.flights.length).toBeGreaterThan(0);
    for (const f of r.data.outbound.flights) {
      expect([-480, -420]).toContain(f.local.dep.utcOffsetMinutes);
      expect(f.local.arr.utcOffsetMinutes).toBe(480);
      expect(f.local.arrDayOffset).toBe(daysBetween(f.local.dep.date, f.local.arr.date));
      expect(f.local.arrDayOffset).toBeGreaterThanOrEqual(1);
    }
  });

  it('abroad a search date is the local departure date; the seats stay keyed by the Beijing one', async () => {
    const date = dayFromNow(10);
    const r = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, {
      from: 'LAX',
      to: 'CSHA',
      date,
    });
    const flights = r.data.outbound.flights;
    // every flight leaves on the asked day by Los Angeles clocks, ordered by those clocks
    expect(flights.map((f) => f.local.dep.date)).toEqual(flights.map(() => date));
    const times = flights.map((f) => f.local.dep.time);
    expect(times).toEqual([...times].sort());
    // a Los Angeles evening is the next Beijing morning: that instance is keyed by the next day
    const keys = new Set(flights.map((f) => f.date));
    expect([...keys].every((k) => k === date || k === addDays(date, 1))).toBe(true);
    expect(keys.has(addDays(date, 1))).toBe(true);
    // the low-price calendar counts the same flights on the same local day
    const cal = await call<FlightCalendarResult>(app, ApiPath.planeFlightCalendar, {
      from: 'LAX',
      to: 'CSHA',
      startDate: date,
      days: 1,
      cabin: 'Y',
    });
    const lowest = Math.min(
      ...flights.map((f) => f.cabins.find((c) => c.cabin === 'Y')!.lowestPriceFen),
    );
    expect(cal.data.days[0]).toMatchObject({ date, lowestPriceFen: lowest });
  });

  it('an order to Tokyo keeps each end on its own clock, labelled with its offset', async () => {
    const date = dayFromNow(9);
    const f = await flightOn('CSHA', 'CTYO', date, 'MU909');
    const offers = await call<VendorPriceListResult>(app, ApiPath.planeVendorPriceList, {
      flightNo: f.flightNo,
      date: f.date,
    });
    const token = await loginMember(app);
    const booked = await call<BookResult>(
      app,
      ApiPath.planeVendorPriceBook,
      {
        offerId: offers.data.offers[0]!.offerId,
        passengers: [
          {
            name: 'ZHANG/SAN',
            idType: 'B',
            idNo: 'E12345678',
            birthDate: '1990-01-01',
            passport: { nationality: 'CN', sex: 'M', expiry: addMonths(date, 7) },
          },
        ],
        contact: { name: '张三', mobile: '13900001111' },
      },
      { token },
    );
    expect(booked.code, booked.message).toBe(200);
    const d = await call<OrderDetail>(
      app,
      ApiPath.planeOrderDetail,
      { orderNo: booked.data.orderNo },
      { token },
    );
    expect(d.data.segments[0]).toMatchObject({
      date: f.local.dep.date,
      depTime: f.local.dep.time,
      arrTime: f.local.arr.time,
      arrDayOffset: f.local.arrDayOffset,
      extra: { arrZone: 'UTC+9' },
    });
    expect(d.data.segments[0]!.extra.depZone).toBeUndefined();
  });

  it('a domestic flight shows Beijing clocks on both ends', async () => {
    const r = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, {
      from: 'CBJS',
      to: 'CSHA',
      date: dayFromNow(5),
    });
    for (const f of r.data.outbound.flights.slice(0, 5)) {
      expect(f.local.dep).toEqual({ date: f.date, time: f.depTime, utcOffsetMinutes: 480 });
      expect(f.local.arr.time).toBe(f.arrTime);
      expect(f.local.arrDayOffset).toBe(f.arrDayOffset);
    }
  });
});
