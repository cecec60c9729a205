import { describe, expect, it } from 'vitest';
import { TOUR_DEPARTURE_CITIES } from '@lvxing/shared';
import { addDays } from '../../../lib/catalog/day-info';
import { buildTourCatalog } from './catalog';
import {
  DEPARTURE_CITIES,
  TOUR_RULE_KEYS,
  TOUR_RULE_SEEDS,
  departureOn,
  departuresOf,
  findTourProduct,
  getTourCatalog,
  refundFeePercent,
  tourGroupCancelNoticeSchema,
  tourRefundLadderSchema,
  weekdayOf,
  type TourProduct,
  type TourRefundLadder,
} from './index';

const catalog = getTourCatalog();
const TODAY = '2026-11-27';
const isDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

describe('tour catalog', () => {
  it('leaves from exactly the departure cities the search lists, in its order', () => {
    expect(DEPARTURE_CITIES.map((c) => c.name)).toEqual([...TOUR_DEPARTURE_CITIES]);
  });

  it('has ≥ 250 real sights with unique ids and names, each with a city, province and a point', () => {
    const { sights } = catalog;
    expect(sights.length).toBeGreaterThanOrEqual(250);
    expect(new Set(sights.map((s) => s.id)).size).toBe(sights.length);
    expect(new Set(sights.map((s) => s.name)).size).toBe(sights.length);
    for (const s of sights) {
      expect(s.city && s.province && s.desc, s.name).toBeTruthy();
      expect(s.hours, s.name).toBeGreaterThan(0);
      if (s.scope === 'DOMESTIC') {
        expect(s.lat, s.name).toBeGreaterThan(18);
        expect(s.lat, s.name).toBeLessThan(54);
        expect(s.lng, s.name).toBeGreaterThan(73);
        expect(s.lng, s.name).toBeLessThan(135);
      }
    }
    const provinces = new Set(sights.filter((s) => s.scope === 'DOMESTIC').map((s) => s.province));
    expect(provinces.size).toBeGreaterThanOrEqual(25);
    const abroad = new Set(sights.filter((s) => s.scope === 'OUTBOUND').map((s) => s.province));
    for (const c of [
      '日本',
      '泰国',
      '新加坡',
      '马来西亚',
      '韩国',
      '越南',
      '法国',
      '意大利',
      '瑞士',
    ])
      expect(abroad, c).toContain(c);
    for (const c of ['澳大利亚', '新西兰', '马尔代夫', '埃及']) expect(abroad, c).toContain(c);
    expect(sights.find((s) => s.name === '故宫博物院')).toMatchObject({ city: '北京' });
  });

  it('makes ≥ 300 products, every type at home and abroad', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    for (const scope of ['DOMESTIC', 'OUTBOUND'] as const)
      for (const type of ['GROUP', 'FREE', 'PRIVATE', 'LOCAL'] as const)
        expect(
          catalog.products.filter((p) => p.scope === scope && p.type === type).length,
          `${scope} ${type}`,
        ).toBeGreaterThanOrEqual(10);
    const cities = new Set(
      catalog.products.filter((p) => p.type !== 'LOCAL').map((p) => p.departureCity),
    );
    for (const c of TOUR_DEPARTURE_CITIES) expect(cities, c).toContain(c);
  });

  it('gives every product a unique code and title whose days and nights are its itinerary', () => {
    const { products } = catalog;
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    for (const p of products) {
      expect(p.code).toMatch(/^T[DO][GFPL]\d{4}$/);
      expect(findTourProduct(p.code)).toBe(p);
      const m = /(\d+)天(\d+)晚/.exec(p.title);
      if (p.type === 'LOCAL') expect(p.title, p.code).toMatch(/1日游$/);
      else expect([Number(m?.[1]), Number(m?.[2])], p.title).toEqual([p.days, p.nights]);
      expect(
        p.itinerary.map((d) => d.day),
        p.code,
      ).toEqual(Array.from({ length: p.days }, (_, i) => i + 1));
      expect(p.nights, p.code).toBe(p.days - 1);
      expect(p.itinerary.filter((d) => d.hotel).length, p.code).toBe(p.nights);
      expect(p.itinerary.at(-1)?.hotel, p.code).toBeNull();
    }
    expect(findTourProduct('TDG9999')).toBeUndefined();
  });

  it('discloses shopping and extras as lists: none on 纯玩 products; 费用不含 always', () => {
    for (const p of catalog.products) {
      if (p.pureFun) expect([p.shopping, p.paidExtras], p.code).toEqual([[], []]);
      else expect(p.shopping.length + p.paidExtras.length, p.code).toBeGreaterThan(0);
      if (p.type === 'GROUP') expect(p.title.includes('纯玩'), p.title).toBe(p.pureFun);
      for (const s of p.shopping) expect(s.minutes, p.code).toBeGreaterThan(0);
      for (const e of p.paidExtras)
        expect(Number.isInteger(e.priceFen) && e.priceFen > 0).toBe(true);
      expect(p.excludes.length, p.code).toBeGreaterThan(0);
      expect(p.includes.length, p.code).toBeGreaterThan(0);
      expect(Number.isInteger(p.basePriceFen) && p.basePriceFen > 0, p.code).toBe(true);
    }
    expect(catalog.products.some((p) => p.type === 'GROUP' && !p.pureFun)).toBe(true);
    expect(catalog.products.some((p) => p.type === 'GROUP' && p.pureFun)).toBe(true);
  });

  it('references only sights that exist, each in a city, at ascending times of the day', () => {
    const byName = new Set(catalog.sights.map((s) => s.name));
    for (const r of catalog.routes)
      for (const name of r.sights) expect(byName, r.key).toContain(name);
    for (const p of catalog.products) {
      const visits = p.itinerary.flatMap((d) => d.visits);
      expect(visits.length, p.code).toBeGreaterThan(0);
      expect(p.destinations.length, p.code).toBeGreaterThan(0);
      for (const d of p.itinerary) {
        const times = d.visits.map((v) => v.startTime);
        expect([...times].sort(), p.code).toEqual(times);
        expect(d.visits.length > 0 || d.freeActivity !== null, `${p.code} D${d.day}`).toBe(true);
      }
      for (const v of visits) {
        const sight = catalog.sightById.get(v.sightId);
        expect(sight?.name, p.code).toBe(v.name);
        expect(sight?.city, p.code).toBeTruthy();
        expect(v.startTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
  });

  it('states the terms: sample supplier licence, confirmation, 截止报名, group size, ladder', () => {
    for (const p of catalog.products) {
      expect(p.supplier.licenceNo, p.code).toMatch(/^L-[A-Z]{2}-(CJ)?\d{5}$/);
      expect(p.supplier.name, p.code).toContain('示例');
      expect(p.refundLadderKey, p.code).toBe(
        p.scope === 'DOMESTIC' ? TOUR_RULE_KEYS.refundDomestic : TOUR_RULE_KEYS.refundOutbound,
      );
      if (p.confirm.mode === 'SECONDARY')
        expect(p.confirm.withinHours, p.code).toBeLessThanOrEqual(p.scope === 'DOMESTIC' ? 9 : 18);
      expect(p.signupCloseDays, p.code).toBeGreaterThanOrEqual(1);
      expect(p.minGroupSize, p.code).toBeGreaterThanOrEqual(p.type === 'GROUP' ? 8 : 1);
      expect(p.stock, p.code).toBeGreaterThanOrEqual(p.minGroupSize);
      expect(p.meetingPoint.name && p.meetingPoint.time, p.code).toBeTruthy();
      expect(p.weekdays.length, p.code).toBeGreaterThan(0);
      if (p.type === 'GROUP')
        expect(p.bookingNotes.join(), p.code).toContain(
          `出发前${p.scope === 'DOMESTIC' ? 7 : 30}天通知`,
        );
    }
    const visaGroups = catalog.products.filter(
      (p) => p.type === 'GROUP' && p.includes.includes('签证费用'),
    );
    expect(visaGroups.length).toBeGreaterThan(0);
    for (const p of visaGroups) expect(p.signupCloseDays, p.code).toBeGreaterThanOrEqual(7);
  });

  it('is deterministic across builds', () => {
    const again = buildTourCatalog();
    expect(again.products).toEqual(catalog.products);
    const p = catalog.products[42] as TourProduct;
    expect(departuresOf(again.productByCode.get(p.code) as TourProduct, TODAY)).toEqual(
      departuresOf(p, TODAY),
    );
  });

  it('prices departure calendars: real dates on sale, child ≤ adult, 单房差 where rooms are shared', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => ok || problems.push(what);
    for (const p of catalog.products.filter((_, i) => i % 3 === 0)) {
      const deps = departuresOf(p, TODAY);
      check(deps.length > 0, `${p.code} has no departure`);
      for (const d of deps) {
        const at = `${p.code} ${d.date}`;
        check(isDate(d.date) && isDate(d.signupCloses), `${at}: not a date`);
        check(d.signupCloses >= TODAY && d.date <= addDays(TODAY, 180), `${at}: out of window`);
        check(addDays(d.signupCloses, p.signupCloseDays) === d.date, `${at}: 截止报名`);
        check(p.weekdays.includes(weekdayOf(d.date)), `${at}: weekday`);
        check(d.adultFen > 0 && d.adultFen % 100 === 0, `${at}: adult price`);
        check(d.childWithBedFen <= d.adultFen, `${at}: child with bed > adult`);
        check(0 < d.childNoBedFen && d.childNoBedFen <= d.childWithBedFen, `${at}: child no bed`);
        check(
          p.nights > 0 ? d.singleSupplementFen > 0 : d.singleSupplementFen === 0,
          `${at}: 单房差`,
        );
        check(d.stock >= d.groupMin && d.groupMin === p.minGroupSize, `${at}: stock`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('prices holidays and peak seasons above plain days', () => {
    const daily = catalog.products.find(
      (p) => p.routeKey === 'XIAN' && p.type === 'PRIVATE',
    ) as TourProduct;
    const plain = departureOn(daily, '2027-03-10');
    const nationalDay = departureOn(daily, '2027-10-01');
    expect(nationalDay.peak).toBe('国庆节');
    expect(nationalDay.adultFen).toBeGreaterThan(plain.adultFen * 1.25);
    expect(departureOn(daily, '2027-07-14')).toMatchObject({ peak: '暑期' });
    expect(departureOn(daily, '2027-07-14').adultFen).toBeGreaterThan(plain.adultFen);
    const beach = catalog.products.find((p) => p.routeKey === 'SANYA') as TourProduct;
    const winter = departureOn(beach, '2027-01-13');
    expect(winter.adultFen).toBeGreaterThan(departureOn(beach, '2027-06-09').adultFen);
    expect(winter.singleSupplementFen).toBeGreaterThan(
      departureOn(beach, '2027-06-09').singleSupplementFen,
    );
  });

  it('seeds the refund ladders and the 不成团 notice as dated rules that parse', () => {
    const byKey = new Map(TOUR_RULE_SEEDS.map((r) => [r.key, r]));
    expect([...byKey.keys()].sort()).toEqual(Object.values(TOUR_RULE_KEYS).sort());
    for (const r of TOUR_RULE_SEEDS) {
      expect(isDate(r.effectiveFrom), r.key).toBe(true);
      expect(r.source, r.key).toContain('旅游法');
    }
    const domestic = tourRefundLadderSchema.parse(byKey.get(TOUR_RULE_KEYS.refundDomestic)?.value);
    const outbound = tourRefundLadderSchema.parse(byKey.get(TOUR_RULE_KEYS.refundOutbound)?.value);
    expect(byKey.get(TOUR_RULE_KEYS.refundDomestic)?.source).toContain('示范文本');
    expect(
      tourGroupCancelNoticeSchema.parse(byKey.get(TOUR_RULE_KEYS.groupCancelNotice)?.value),
    ).toEqual({ domesticDays: 7, outboundDays: 30 });
    expect([10, 7, 6, 4, 3, 1, 0, -1].map((d) => refundFeePercent(domestic, d))).toEqual([
      null,
      null,
      20,
      20,
      40,
      40,
      60,
      60,
    ]);
    expect([31, 30, 29, 15, 14, 7, 6, 3, 0].map((d) => refundFeePercent(outbound, d))).toEqual([
      null,
      null,
      5,
      5,
      20,
      20,
      50,
      60,
      70,
    ]);
  });

  it('refuses a ladder with a gap, a falling fee or no departure-day step', () => {
    const ok: TourRefundLadder = {
      scope: 'DOMESTIC',
      tiers: [
        { fromDays: 6, toDays: 4, feePercent: 20 },
        { fromDays: 3, toDays: 0, feePercent: 40 },
      ],
    };
    expect(tourRefundLadderSchema.safeParse(ok).success).toBe(true);
    const [a, b] = ok.tiers as [TourRefundLadder['tiers'][0], TourRefundLadder['tiers'][0]];
    const bad = (tiers: TourRefundLadder['tiers']) =>
      tourRefundLadderSchema.safeParse({ ...ok, tiers }).success;
    expect(bad([a, { ...b, fromDays: 2 }])).toBe(false);
    expect(bad([a, { ...b, feePercent: 10 }])).toBe(false);
    expect(bad([a, { ...b, toDays: 1 }])).toBe(false);
    expect(bad([{ ...a, feePercent: 120 }, b])).toBe(false);
    expect(
      tourGroupCancelNoticeSchema.safeParse({ domesticDays: 0, outboundDays: 30 }).success,
    ).toBe(false);
  });
});
