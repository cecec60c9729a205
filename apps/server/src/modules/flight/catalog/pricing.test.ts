import { CABINS } from '@lvxing/shared';
import { describe, expect, it } from 'vitest';
import { fullFareFen, getCatalog, offerTemplates } from './index';

const catalog = getCatalog();
const sample = [...catalog.schedulesByFlightNo.values()].filter((_, i) => i % 97 === 0);
const pekSha = catalog.schedulesByRoute.get('PEK-SHA') ?? [];

describe('fullFareFen', () => {
  it('grows with distance and cabin (F > C > W > Y), in whole ¥10', () => {
    for (const international of [false, true]) {
      let prev = { Y: 0, W: 0, C: 0, F: 0 };
      for (let km = 50; km <= 13_000; km += 50) {
        const f = Object.fromEntries(
          CABINS.map((c) => [c, fullFareFen(km, c, international)]),
        ) as typeof prev;
        for (const c of CABINS) {
          expect(f[c]).toBeGreaterThanOrEqual(prev[c]);
          expect(f[c] % 1000).toBe(0);
        }
        expect(f.F).toBeGreaterThan(f.C);
        expect(f.C).toBeGreaterThan(f.W);
        expect(f.W).toBeGreaterThan(f.Y);
        prev = f;
      }
    }
    expect(fullFareFen(3000, 'Y', true)).toBeGreaterThan(fullFareFen(3000, 'Y', false));
  });

  it('matches published economy fares on trunk routes', () => {
    expect(fullFareFen(1076, 'Y', false) / 100).toBeCloseTo(1240, -2);
    const pekCan = fullFareFen(1890, 'Y', false) / 100;
    expect(pekCan).toBeGreaterThanOrEqual(1700);
    expect(pekCan).toBeLessThanOrEqual(2000);
    expect(fullFareFen(150, 'Y', false)).toBe(40_000);
  });
});

describe('offerTemplates', () => {
  const ctx = { loadFactor: 0.4, daysAhead: 12 };

  it('gives 2–6 offers, one the airline flagship store, sorted by fare', () => {
    for (const s of sample) {
      for (const { cabin } of s.cabins) {
        const offers = offerTemplates(s, '2026-07-15', cabin, ctx);
        expect(offers.length).toBeGreaterThanOrEqual(2);
        expect(offers.length).toBeLessThanOrEqual(6);
        const flagships = offers.filter((o) => o.kind === 'FLAGSHIP');
        expect(flagships).toHaveLength(1);
        expect(flagships[0]?.vendorCode).toBe(`FS-${s.airline}`);
        expect(flagships[0]?.vendorNameZh).toMatch(/旗舰店$/);
        expect(new Set(offers.map((o) => o.vendorCode)).size).toBe(offers.length);
        const fares = offers.map((o) => o.adultFareFen);
        expect(fares).toEqual([...fares].sort((a, b) => a - b));
        for (const o of offers) {
          expect(o.adultFareFen % 1000).toBe(0);
          expect(o.adultFareFen).toBeLessThanOrEqual(o.fullFareFen);
          expect(o.adultFareFen / o.fullFareFen).toBeGreaterThanOrEqual(cabin === 'Y' ? 0.25 : 0.4);
          expect(o.refundRules.map((r) => r.minHoursBefore)).toEqual([168, 48, 4, -1]);
          const fees = o.refundRules.map((r) => r.feePercent);
          expect(fees).toEqual([...fees].sort((a, b) => a - b));
          expect(o.ticketingMinutes).toBeGreaterThanOrEqual(5);
          expect(o.ticketingMinutes).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('is deterministic for flight, date, cabin and context', () => {
    const s = pekSha[0];
    expect(s).toBeDefined();
    if (!s) return;
    expect(offerTemplates(s, '2026-07-15', 'Y', ctx)).toEqual(
      offerTemplates(s, '2026-07-15', 'Y', ctx),
    );
    expect(offerTemplates(s, '2026-07-15', 'W', ctx)).toEqual([]);
  });

  it('is cheaper booked early, dearer on holidays and when the flight fills', () => {
    const lowest = (date: string, c: { loadFactor: number; daysAhead: number }) =>
      pekSha.reduce((sum, s) => sum + (offerTemplates(s, date, 'Y', c)[0]?.adultFareFen ?? 0), 0);
    const base = lowest('2026-09-16', { loadFactor: 0.3, daysAhead: 30 });
    expect(lowest('2026-09-16', { loadFactor: 0.3, daysAhead: 1 })).toBeGreaterThan(base);
    expect(lowest('2026-09-16', { loadFactor: 0.95, daysAhead: 30 })).toBeGreaterThan(base);
    expect(lowest('2026-10-01', { loadFactor: 0.3, daysAhead: 30 })).toBeGreaterThan(
      lowest('2026-10-14', { loadFactor: 0.3, daysAhead: 30 }),
    );
  });

  it('gives domestic economy 20 kg and international 2 × 23 kg of checked baggage', () => {
    const dom = offerTemplates(pekSha[0]!, '2026-07-15', 'Y', ctx).find(
      (o) => o.kind === 'FLAGSHIP',
    );
    expect(dom?.baggage).toMatchObject({ checkedKg: 20, checkedPieces: 0 });
    const lhr = catalog.schedulesByRoute.get('PVG-LHR')?.find((s) => s.airline === 'MU');
    expect(lhr).toBeDefined();
    const intl = offerTemplates(lhr!, '2026-07-15', 'Y', ctx).find((o) => o.kind === 'FLAGSHIP');
    expect(intl?.baggage).toMatchObject({ checkedKg: 23, checkedPieces: 2 });
  });
});
