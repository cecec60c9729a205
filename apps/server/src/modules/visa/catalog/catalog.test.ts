import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_KIND_LABEL,
  VISA_CODE_PATTERN,
  VISA_ENTRIES,
  VISA_TYPES,
  entryMatches,
} from '@lvxing/shared';
import { PROVINCES, buildVisaCatalog, getVisaCatalog, parseRequirement } from './index';

const catalog = getVisaCatalog();
const rule = (code: string) => catalog.entryRules.find((r) => r.code === code);

/** The data file's own rows (Destination → Requirement), to check the catalogue against. */
const dataRows = new Map(
  readFileSync(new URL('./data/cn-passport-requirements.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([, dest, req]) => [dest ?? '', (req ?? '').trim()]),
);

describe('visa entry rules', () => {
  it('spot checks from the data: 泰国 免签 60, 日本 电子签, 美国 需签证', () => {
    expect(dataRows.get('TH')).toBe('60');
    expect(rule('TH')).toMatchObject({ name: '泰国', kind: 'VISA_FREE', days: 60 });
    expect(rule('JP')).toMatchObject({ name: '日本', kind: 'EVISA', days: null, region: 'ASIA' });
    expect(rule('US')).toMatchObject({ name: '美国', kind: 'REQUIRED', region: 'NORTH_AMERICA' });
    expect(ENTRY_KIND_LABEL[rule('JP')!.kind]).toBe('电子签');
  });

  it('has every destination of the data but CN, HK, MO and TW, each rule as the data says', () => {
    const codes = [...dataRows.keys()].filter((c) => !['CN', 'HK', 'MO', 'TW'].includes(c));
    expect(catalog.entryRules.map((r) => r.code).sort()).toEqual(codes.sort());
    for (const r of catalog.entryRules) {
      expect(parseRequirement(dataRows.get(r.code)!), r.code).toEqual({
        kind: r.kind,
        days: r.days,
      });
      expect(r.name, r.code).toMatch(/\p{Script=Han}/u);
      expect(r.pinyin, r.code).toMatch(/^[a-z]+$/);
      expect(r.initials.length, r.code).toBeGreaterThan(0);
    }
    for (const c of ['HK', 'MO', 'TW', 'CN']) expect(rule(c)).toBeUndefined();
    const regions = new Set(catalog.entryRules.map((r) => r.region));
    expect(regions.size).toBe(6);
  });

  it('reads every value of the data, and refuses an unknown one', () => {
    expect(parseRequirement('visa on arrival')).toEqual({ kind: 'ON_ARRIVAL', days: null });
    expect(parseRequirement('eta')).toEqual({ kind: 'ETA', days: null });
    expect(parseRequirement('no admission')).toEqual({ kind: 'NO_ADMISSION', days: null });
    expect(parseRequirement('visa free')).toEqual({ kind: 'VISA_FREE', days: null });
    expect(() => parseRequirement('maybe')).toThrow(/unknown requirement/);
  });

  it('is found by Chinese, full pinyin, initials and ISO code', () => {
    const find = (k: string) =>
      catalog.entryRules.filter((r) => entryMatches(r, k)).map((r) => r.code);
    expect(find('日本')).toEqual(['JP']);
    expect(find('riben')).toEqual(['JP']);
    expect(find('RB')).toContain('JP');
    expect(find('ri ben')).toEqual(['JP']);
    expect(find('jp')).toContain('JP');
    expect(find('')).toHaveLength(catalog.entryRules.length);
    expect(find('不存在的国')).toEqual([]);
  });
});

describe('visa products', () => {
  it('covers ≥ 30 destinations, each marked 需签证 or 电子签 by the data, with valid codes', () => {
    const countries = new Set(catalog.products.map((p) => p.country));
    expect(countries.size).toBeGreaterThanOrEqual(30);
    for (const c of countries) expect(['visa required', 'e-visa'], c).toContain(dataRows.get(c));
    for (const c of ['US', 'GB', 'CA', 'AU', 'NZ', 'FR', 'DE', 'IT', 'ES', 'JP', 'IN'])
      expect(countries, c).toContain(c);
    expect(new Set(catalog.products.map((p) => p.code)).size).toBe(catalog.products.length);
    for (const p of catalog.products) {
      expect(p.code, p.title).toMatch(VISA_CODE_PATTERN);
      expect(VISA_TYPES, p.code).toContain(p.visaType);
      expect(VISA_ENTRIES, p.code).toContain(p.entries);
      expect(p.stayDays, p.code).toBeLessThanOrEqual(p.validityDays);
      expect(p.totalFen).toBe(p.embassyFeeFen + p.centreFeeFen + p.serviceFeeFen);
      expect(p.processingDays.min).toBeLessThanOrEqual(p.processingDays.max);
      expect(p.earliestDaysBefore).toBeGreaterThan(p.latestDaysBefore);
      expect(p.form).toBe(p.entryKind === 'EVISA' ? 'EVISA' : 'STICKER');
    }
  });

  it('puts every province in exactly one 领区 of each offer, each 领区 with its own product', () => {
    const offers = new Set(catalog.products.map((p) => p.offerKey));
    for (const key of offers) {
      const districts = catalog.districtsOf(key);
      const provinces = districts.flatMap((d) => d.provinces);
      expect(provinces.sort(), key).toEqual(Object.keys(PROVINCES).sort());
      for (const d of districts) expect(catalog.byCode.get(d.productCode)?.district).toEqual(d);
    }
    const jp = catalog.districtsOf('VJP01');
    expect(jp.find((d) => d.provinces.includes('44'))?.cityName).toBe('广州');
    expect(jp.find((d) => d.provinces.includes('37'))?.cityName).toBe('青岛');
  });

  it('builds the same catalogue every time', () => {
    const again = buildVisaCatalog();
    expect(again.products.map((p) => p.code)).toEqual(catalog.products.map((p) => p.code));
    expect(again.entryRules).toEqual(catalog.entryRules);
  });
});
