import { describe, expect, it } from 'vitest';
import {
  APPLICANT_TYPES,
  VisaPath,
  type VisaCard,
  type VisaChecklistResult,
  type VisaDetail,
  type VisaEntrySearchResult,
} from '@lvxing/shared';
import { getVisaCatalog } from '../src/modules/visa/catalog';
import { buildTestApp, call } from './helper';

const app = await buildTestApp({ jobs: false });
const entries = (body: object) => call<VisaEntrySearchResult>(app, VisaPath.entrySearch, body);
const products = (body: object) => call<{ items: VisaCard[] }>(app, VisaPath.productSearch, body);
const detail = (visaCode: string) => call<VisaDetail>(app, VisaPath.productDetail, { visaCode });
const checklist = (body: object) =>
  call<VisaChecklistResult>(app, VisaPath.checklistPreview, {
    visaCode: 'VJP01SHA',
    applicantType: 'EMPLOYED',
    age: 35,
    province: '31',
    ...body,
  });

describe('visa entry rules (POST /api/visa/entry/search)', () => {
  it('answers the data’s rules, credited and dated, without 港澳台', async () => {
    const all = await entries({});
    expect(all.code).toBe(200);
    const by = (c: string) => all.data.items.find((r) => r.code === c);
    expect(by('TH')).toMatchObject({ name: '泰国', kind: 'VISA_FREE', days: 60 });
    expect(by('JP')).toMatchObject({ name: '日本', kind: 'EVISA' });
    expect(by('US')).toMatchObject({ name: '美国', kind: 'REQUIRED' });
    expect(by('JP')!.products).toBeGreaterThan(0);
    for (const c of ['HK', 'MO', 'TW', 'CN']) expect(by(c)).toBeUndefined();
    expect(all.data.items).toHaveLength(getVisaCatalog().entryRules.length);
    expect(all.data).toMatchObject({ dataDate: '2026-02-17' });
    expect(all.data.source).toMatch(/Passport Index.*MIT/);
    expect(all.data.excludedNote).toMatch(/通行证.*签注/);
    expect(all.data.changeNote).toMatch(/以使馆最新要求为准/);
  });

  it('searches in Chinese, pinyin and initials, within a region', async () => {
    for (const keyword of ['日本', 'riben', 'rb', 'RiBen'])
      expect(
        (await entries({ keyword })).data.items.map((r) => r.code),
        keyword,
      ).toContain('JP');
    const europe = await entries({ region: 'EUROPE' });
    expect(europe.data.items.every((r) => r.region === 'EUROPE')).toBe(true);
    expect(europe.data.items.map((r) => r.code)).toContain('FR');
    expect((await entries({ region: 'EUROPE', keyword: 'riben' })).data.items).toEqual([]);
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    expect(await entries({ region: 'MARS' })).toMatchObject({
      code: 10001,
      message: '所在大洲不正确',
    });
    expect(await entries({ keyword: 'x'.repeat(31) })).toMatchObject({
      code: 10001,
      message: '国家或地区最多30个字符',
    });
    expect((await entries({ extra: 1 })).code).toBe(10001);
  });
});

describe('visa products', () => {
  it('lists a destination’s products by type', async () => {
    const jp = await products({ country: 'JP' });
    expect(jp.code).toBe(200);
    expect(jp.data.items.length).toBeGreaterThan(0);
    expect(jp.data.items.every((p) => p.country === 'JP' && p.countryName === '日本')).toBe(true);
    const business = await products({ country: 'US', visaType: 'BUSINESS' });
    expect(business.data.items.every((p) => p.visaType === 'BUSINESS')).toBe(true);
    expect((await products({})).data.items).toHaveLength(getVisaCatalog().products.length);
    expect((await products({ country: 'TH' })).data.items).toEqual([]);
    expect(await products({ country: 'japan' })).toMatchObject({
      code: 10001,
      message: '目的国家应为两位国家代码',
    });
  });

  it('answers a product with its price split, refunds by stage and every 领区', async () => {
    const res = await detail('VJP01SHA');
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.totalFen).toBe(d.embassyFeeFen + d.centreFeeFen + d.serviceFeeFen);
    expect(d.refunds.map((r) => r.stage)).toEqual([
      'BEFORE_REVIEW',
      'IN_REVIEW',
      'SUBMITTED',
      'REFUSED',
    ]);
    expect(d.refunds[0]!.refundFen).toBe(d.centreFeeFen + d.serviceFeeFen);
    expect(d.refunds[2]!.refundFen).toBe(0);
    for (const r of d.refunds) expect(r.refundFen).toBeLessThan(d.totalFen - d.embassyFeeFen + 1);
    const mine = d.districts.find((x) => x.productCode === 'VJP01SHA')!;
    expect(mine.city).toBe('上海');
    expect(mine.provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['上海市', '江苏省', '浙江省']),
    );
    expect(d.districts.flatMap((x) => x.provinces)).toHaveLength(31);
    expect(d.notes.join()).toMatch(/示例数据/);
    expect(await detail('VXX01SHA')).toMatchObject({
      code: 27001,
      message: '签证产品不存在或已下架',
    });
    expect(await detail('bad')).toMatchObject({ code: 10001, message: '签证产品不存在' });
  });
});

describe('visa checklist preview', () => {
  it('generates a list for each applicant type', async () => {
    for (const applicantType of APPLICANT_TYPES) {
      const age = applicantType === 'PRESCHOOL' ? 5 : applicantType === 'STUDENT' ? 19 : 45;
      const res = await checklist({ applicantType, age });
      expect(res.code, applicantType).toBe(200);
      expect(res.data.accepted).toBe(true);
      expect(res.data.items.map((i) => i.id)).toContain('passport');
    }
    const items = async (applicantType: string, age: number) =>
      (await checklist({ applicantType, age })).data.items.map((i) => i.id);
    expect(await items('RETIRED', 65)).toContain('retirement-certificate');
    expect(await items('PRESCHOOL', 3)).toContain('birth-certificate');
    expect(await items('EMPLOYED', 30)).toContain('employment-letter');
  });

  it('tells an applicant from another 领区 why, and offers that 领区’s product', async () => {
    const res = await checklist({ province: '44' });
    expect(res.data).toMatchObject({
      accepted: false,
      district: { city: '广州', productCode: 'VJP01CAN' },
    });
    expect(res.data.reason).toMatch(/广东省.*广州领区/);
    const right = await checklist({ visaCode: 'VJP01CAN', province: '44' });
    expect(right.data).toMatchObject({ accepted: true, reason: null });
    const resident = await checklist({ province: '31', provinceBasis: 'RESIDENCE' });
    expect(resident.data.items.map((i) => i.id)).toContain('residence-permit');
    const nationwide = await checklist({ visaCode: 'VGB01ALL', province: '54' });
    expect(nationwide.data.accepted).toBe(true);
  });

  it('checks every field with a Chinese message', async () => {
    const bad: [object, string][] = [
      [{ applicantType: 'BOSS' }, '申请人类型不正确'],
      [{ age: -1 }, '年龄不能小于0'],
      [{ age: 1.5 }, '年龄应为整数'],
      [{ age: 121 }, '年龄不能大于120'],
      [{ province: '99' }, '省份不正确'],
      [{ province: '71' }, '省份不正确'],
      [{ provinceBasis: 'X' }, '省份依据不正确'],
      [{ applicantType: 'PRESCHOOL', age: 9 }, '学龄前儿童年龄应为0至6周岁'],
      [{ applicantType: 'EMPLOYED', age: 12 }, '该申请人类型年龄应满16周岁'],
      [{ visaCode: 'VJP99SHA' }, '签证产品不存在或已下架'],
    ];
    for (const [body, message] of bad) {
      const res = await checklist(body);
      expect(res.message, JSON.stringify(body)).toBe(message);
      expect([10001, 27001]).toContain(res.code);
    }
  });
});
