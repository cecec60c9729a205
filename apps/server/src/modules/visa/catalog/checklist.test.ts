import { describe, expect, it } from 'vitest';
import { APPLICANT_TYPES, type ApplicantType } from '@lvxing/shared';
import { buildChecklist, districtFor, getVisaCatalog, outOfDistrictReason } from './index';
import type { Applicant } from './checklist';

const catalog = getVisaCatalog();
const product = (code: string) => catalog.byCode.get(code)!;
const JP_SHA = product('VJP01SHA');
const FR_BJS = product('VFR01BJS');
const adult = (type: ApplicantType, more: Partial<Applicant> = {}): Applicant => ({
  type,
  age: 35,
  province: '31',
  basis: 'HUKOU',
  ...more,
});
const ids = (p = JP_SHA, a: Applicant) => buildChecklist(p, a).map((i) => i.id);
const requiredIds = (p = JP_SHA, a: Applicant) =>
  buildChecklist(p, a)
    .filter((i) => i.required)
    .map((i) => i.id);

describe('visa checklist', () => {
  it('asks everyone for the passport (≥6 months after return, blank pages), photo, 户口本 and form', () => {
    for (const type of APPLICANT_TYPES) {
      const age = type === 'PRESCHOOL' ? 4 : type === 'STUDENT' ? 20 : 40;
      const list = buildChecklist(JP_SHA, adult(type, { age }));
      for (const id of ['passport', 'photo', 'hukou', 'form', 'bank-statement'])
        expect(list.find((i) => i.id === id)?.required, `${type} ${id}`).toBe(true);
      expect(list.find((i) => i.id === 'passport')?.description).toMatch(/6个月以上.*空白/);
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      for (const i of list) expect(i.name && i.description, i.id).toBeTruthy();
    }
  });

  it('adds each applicant type’s own documents', () => {
    expect(requiredIds(JP_SHA, adult('EMPLOYED'))).toEqual(
      expect.arrayContaining(['employment-letter', 'business-licence']),
    );
    expect(requiredIds(JP_SHA, adult('FREELANCE'))).toEqual(
      expect.arrayContaining(['freelance-statement', 'income-proof']),
    );
    expect(requiredIds(JP_SHA, adult('STUDENT', { age: 20 }))).toContain('school-letter');
    expect(requiredIds(JP_SHA, adult('RETIRED', { age: 62 }))).toContain('retirement-certificate');
    expect(requiredIds(JP_SHA, adult('UNEMPLOYED'))).toEqual(
      expect.arrayContaining(['family-statement', 'spouse-proof']),
    );
    const child = requiredIds(JP_SHA, adult('PRESCHOOL', { age: 4 }));
    expect(child).toEqual(
      expect.arrayContaining(['birth-certificate', 'parents-id', 'parents-proof']),
    );
    expect(child).not.toContain('id-card');
    expect(child).not.toContain('employment-letter');
    expect(ids(JP_SHA, adult('EMPLOYED'))).not.toContain('retirement-certificate');
  });

  it('asks a minor student for the parents’ papers, an adult student not', () => {
    expect(requiredIds(JP_SHA, adult('STUDENT', { age: 15 }))).toEqual(
      expect.arrayContaining(['birth-certificate', 'parents-id', 'parents-proof']),
    );
    expect(ids(JP_SHA, adult('STUDENT', { age: 15 }))).toContain('parents-consent');
    expect(ids(JP_SHA, adult('STUDENT', { age: 21 }))).not.toContain('parents-id');
  });

  it('adds a 居住证 when the 领区 is the residence’s, and the product’s own items', () => {
    expect(requiredIds(JP_SHA, adult('EMPLOYED', { basis: 'RESIDENCE' }))).toContain(
      'residence-permit',
    );
    expect(ids(JP_SHA, adult('EMPLOYED'))).not.toContain('residence-permit');
    const schengen = requiredIds(FR_BJS, adult('EMPLOYED', { province: '11' }));
    expect(schengen).toEqual(
      expect.arrayContaining(['itinerary', 'flights', 'hotels', 'insurance', 'in-person']),
    );
    expect(ids(JP_SHA, adult('EMPLOYED'))).not.toContain('insurance');
    expect(requiredIds(product('VUS01BJS'), adult('EMPLOYED', { province: '11' }))).toContain(
      'in-person',
    );
    expect(requiredIds(product('VUS02BJS'), adult('EMPLOYED', { province: '11' }))).toContain(
      'invitation',
    );
  });

  it('finds the 领区 of each province and says why another 领区’s product does not take it', () => {
    const jp = catalog.districtsOf(JP_SHA.offerKey);
    const cases: [string, string][] = [
      ['31', '上海'],
      ['44', '广州'],
      ['50', '重庆'],
      ['21', '沈阳'],
      ['37', '青岛'],
      ['11', '北京'],
      ['65', '北京'],
    ];
    for (const [province, city] of cases) expect(districtFor(jp, province)?.cityName).toBe(city);
    const gd = adult('EMPLOYED', { province: '44' });
    const right = districtFor(jp, '44')!;
    expect(right.productCode).toBe('VJP01CAN');
    expect(outOfDistrictReason(JP_SHA, gd, right)).toBe(
      '您的户籍所在地为广东省，属于广州领区；本产品仅受理上海领区的申请人，请改选广州领区的产品',
    );
    expect(districtFor(catalog.districtsOf('VGB01'), '54')?.cityName).toBe('全国');
  });
});
