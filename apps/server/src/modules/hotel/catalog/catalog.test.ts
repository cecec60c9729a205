import { describe, expect, it } from 'vitest';
import { placePinyin } from '../../../lib/catalog/place-pinyin';
import { buildHotelCatalog } from './catalog';
import { pinyinOf, pinyinUse } from './cities';
import {
  cancelFeeFen,
  cancelPolicyOf,
  findRatePlan,
  getHotelCatalog,
  nightlyPriceFen,
  sampleReviews,
  stayNights,
} from './index';

const catalog = getHotelCatalog();

describe('hotel catalog', () => {
  it('has 80 cities with districts and ≥ 4,000 hotels, 20–150 per city by rank', () => {
    expect(catalog.cities).toHaveLength(80);
    expect(catalog.cities[0]?.name).toBe('上海');
    expect(catalog.hotels.length).toBeGreaterThanOrEqual(4000);
    for (const c of catalog.cities) {
      const n = catalog.hotelsByCity.get(c.code)?.length ?? 0;
      expect(n, c.name).toBeGreaterThanOrEqual(20);
      expect(n, c.name).toBeLessThanOrEqual(150);
      expect(c.districts.length, c.name).toBeGreaterThan(0);
    }
    expect(new Set(catalog.hotels.map((h) => h.name)).size).toBe(catalog.hotels.length);
    expect(catalog.cityByCode.get('310100')?.landmarks.map((l) => l.name)).toContain('上海虹桥站');
  });

  it('has every name part in data/pinyin.csv, as pinyin-pro reads it (else run make-pinyin.ts)', () => {
    const use = pinyinUse();
    expect(use.misses).toBe(0);
    for (const text of use.texts.filter((_, i) => i % 25 === 0)) {
      expect(pinyinOf(text), text).toEqual(placePinyin(text));
    }
    const sh = catalog.cityByCode.get('310100')!;
    expect(sh).toMatchObject({ pinyin: 'shanghai', initials: 'sh' });
    expect(sh.districts.find((d) => d.name === '浦东新区')).toMatchObject({
      pinyin: 'pudongxinqu',
    });
  });

  it('is deterministic', () => {
    const again = buildHotelCatalog();
    const pick = (c: typeof catalog) =>
      c.hotels
        .filter((_, i) => i % 97 === 0)
        .map((h) => [h.name, h.lat, h.roomTypes.map((r) => r.basePriceFen)]);
    expect(pick(again)).toEqual(pick(catalog));
  });

  it('sells legal plans only: pay at hotel with free cancellation', () => {
    for (const h of catalog.hotels.slice(0, 500)) {
      expect(h.roomTypes.length).toBeGreaterThanOrEqual(2);
      for (const rt of h.roomTypes) {
        expect(rt.plans.length).toBeGreaterThanOrEqual(2);
        for (const p of rt.plans)
          if (p.paymentMode === 'PAY_AT_HOTEL') expect(p.cancel.type).toBe('FREE_UNTIL');
      }
    }
  });

  it('finds a rate plan by id, and nothing for a made-up id', () => {
    const h = catalog.hotels[1234]!;
    const plan = h.roomTypes[1]!.plans[0]!;
    expect(findRatePlan(plan.id)).toMatchObject({
      hotel: { id: h.id },
      roomType: { id: h.roomTypes[1]!.id },
      plan: { id: plan.id },
    });
    expect(findRatePlan(`${h.id}-R9-P1`)).toBeUndefined();
    expect(findRatePlan('H999999-0001-R1-P1')).toBeUndefined();
  });

  it('prices nights in whole yuan, higher on weekend and holiday nights', () => {
    const rt = catalog.hotels[10]!.roomTypes[0]!;
    const plan = rt.plans[0]!;
    const wed = nightlyPriceFen(rt, plan, '2027-03-10');
    const sat = nightlyPriceFen(rt, plan, '2027-03-13');
    const nationalDay = nightlyPriceFen(rt, plan, '2027-10-02');
    expect(wed % 100).toBe(0);
    expect(sat).toBeGreaterThan(wed);
    expect(nationalDay).toBeGreaterThan(sat);
    expect(nightlyPriceFen(rt, plan, '2027-03-10')).toBe(wed);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('states cancel policies with Beijing times and charges by them', () => {
    const { plan } = findRatePlan(catalog.hotels[0]!.roomTypes[0]!.plans[0]!.id)!;
    const policy = cancelPolicyOf(plan, '2026-12-03');
    expect(policy.text).toBe('2026年12月3日18:00前可免费取消，逾期收取首晚房费');
    expect(policy.freeUntil).toBe('2026-12-03T10:00:00.000Z');
    const amounts = { paidFen: 60000, firstNightFen: 30000, totalFen: 60000 };
    expect(cancelFeeFen(plan, '2026-12-03', amounts, new Date('2026-12-03T09:59:00Z'))).toBe(0);
    expect(cancelFeeFen(plan, '2026-12-03', amounts, new Date('2026-12-03T10:01:00Z'))).toBe(30000);
    expect(
      cancelFeeFen(
        plan,
        '2026-12-03',
        { ...amounts, paidFen: 0 },
        new Date('2026-12-03T12:00:00Z'),
      ),
    ).toBe(0);
    const tiered = {
      ...plan,
      cancel: {
        type: 'TIERED' as const,
        tiers: [
          { hoursBefore: 72, feePercent: 0 },
          { hoursBefore: 24, feePercent: 50 },
        ],
      },
    };
    expect(cancelPolicyOf(tiered, '2026-12-03').text).toBe(
      '2026年12月1日00:00前取消免费；2026年12月3日00:00前取消收取50%房费；之后不可取消',
    );
    expect(cancelFeeFen(tiered, '2026-12-03', amounts, new Date('2026-11-30T12:00:00Z'))).toBe(0);
    expect(cancelFeeFen(tiered, '2026-12-03', amounts, new Date('2026-12-01T12:00:00Z'))).toBe(
      30000,
    );
    expect(
      cancelFeeFen(tiered, '2026-12-03', amounts, new Date('2026-12-03T01:00:00Z')),
    ).toBeNull();
    const none = { ...plan, cancel: { type: 'NON_REFUNDABLE' as const } };
    expect(cancelFeeFen(none, '2026-12-03', amounts, new Date('2026-11-20T00:00:00Z'))).toBeNull();
    expect(cancelFeeFen(none, '2026-12-03', amounts, new Date('2026-12-03T01:00:00Z'))).toBeNull();
  });

  it('generates sample reviews by page', () => {
    const h = catalog.hotels[5]!;
    const page = sampleReviews(h, 2, 5);
    expect(page).toHaveLength(Math.min(5, Math.max(0, h.reviewCount - 5)));
    expect(page[0]).toMatchObject({ id: `${h.id}-S6`, verified: false });
    expect(sampleReviews(h, 2, 5)).toEqual(page);
  });
});
