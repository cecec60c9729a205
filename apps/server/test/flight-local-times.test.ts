import { describe, expect, it } from 'vitest';
import { ApiPath, type Flight, type FlightSearchResult } from '@lvxing/shared';
import { buildTestApp, call, dayFromNow } from './helper';

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
    const date = nextDay([2, 3, 4, 5, 6, 7]);
    const f = await flightOn('LAX', 'CSHA', date, 'MU787');
    expect([-480, -420]).toContain(f.local.dep.utcOffsetMinutes);
    expect(f.local.arr.utcOffsetMinutes).toBe(480);
    expect(f.local.arrDayOffset).toBe(
      Math.round(
        (Date.parse(`${f.local.arr.date}T00:00:00Z`) -
          Date.parse(`${f.local.dep.date}T00:00:00Z`)) /
          86_400_000,
      ),
    );
    expect(f.local.arrDayOffset).toBeGreaterThanOrEqual(1);
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
