import { describe, expect, it } from 'vitest';
import { VISA_REFUND_RULES, VISA_REFUND_STAGES, entryMatches, visaRefundFen } from './visa';
import { visaChecklistBody } from '../schemas/visa';

const fees = { embassyFeeFen: 70_000, centreFeeFen: 23_000, serviceFeeFen: 30_001 };
const japan = { code: 'JP', name: '日本', pinyin: 'riben', initials: 'rb' };

describe('visa refunds by stage', () => {
  it('never refunds the embassy fee, and refunds less as the case goes on', () => {
    expect(visaRefundFen(fees, 'BEFORE_REVIEW')).toBe(53_001);
    expect(visaRefundFen(fees, 'IN_REVIEW')).toBe(23_000 + 15_000);
    expect(visaRefundFen(fees, 'SUBMITTED')).toBe(0);
    expect(visaRefundFen(fees, 'REFUSED')).toBe(15_000);
    for (const s of VISA_REFUND_STAGES) {
      expect(VISA_REFUND_RULES[s].embassyPercent).toBe(0);
      expect(VISA_REFUND_RULES[s].label).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('entry search matching', () => {
  it('matches Chinese, pinyin prefixes, initials and the ISO code', () => {
    for (const k of ['日本', '日', 'riben', 'rib', 'RB', ' ri ben ', 'jp', ''])
      expect(entryMatches(japan, k), k).toBe(true);
    for (const k of ['ben', 'b', '韩国', 'jpn', '日b'])
      expect(entryMatches(japan, k), k).toBe(false);
  });
});

describe('checklist body', () => {
  const body = { visaCode: 'VJP01SHA', applicantType: 'STUDENT', age: 10, province: '31' };
  it('defaults the province basis to the hukou and checks ages by applicant type', () => {
    expect(visaChecklistBody.parse(body).provinceBasis).toBe('HUKOU');
    expect(
      visaChecklistBody.safeParse({ ...body, applicantType: 'PRESCHOOL', age: 6 }).success,
    ).toBe(true);
    expect(
      visaChecklistBody.safeParse({ ...body, applicantType: 'PRESCHOOL', age: 7 }).success,
    ).toBe(false);
    expect(
      visaChecklistBody.safeParse({ ...body, applicantType: 'RETIRED', age: 15 }).success,
    ).toBe(false);
    expect(visaChecklistBody.safeParse({ ...body, province: '81' }).success).toBe(false);
  });
});
