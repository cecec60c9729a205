import { describe, expect, it } from 'vitest';
import type { EntryRule } from '@lvxing/shared';
import {
  byRegion,
  checklistBody,
  daysText,
  entryBadge,
  entrySentence,
  withApplicantType,
  workingDaysText,
  type ApplicantInput,
} from './visa-text';

const input: ApplicantInput = {
  applicantType: 'EMPLOYED',
  age: '30',
  province: '31',
  provinceBasis: 'HUKOU',
};

describe('visa texts', () => {
  it('words entry rules, validity and processing', () => {
    expect(entryBadge({ kind: 'VISA_FREE', days: 60 })).toBe('免签60天');
    expect(entryBadge({ kind: 'EVISA', days: null })).toBe('电子签');
    expect(entrySentence({ kind: 'VISA_FREE', days: 30 })).toBe(
      '持中国护照可免签入境，每次停留不超过30天',
    );
    expect(entrySentence({ kind: 'REQUIRED', days: null })).toBe('持中国护照需提前办理签证');
    expect(daysText(90)).toBe('90天');
    expect(daysText(1825)).toBe('5年');
    expect(workingDaysText({ min: 5, max: 7 })).toBe('5–7个工作日');
    expect(workingDaysText({ min: 15, max: 15 })).toBe('15个工作日');
  });

  it('groups rules by region in the grid’s order, leaving out empty regions', () => {
    const rule = (code: string, region: EntryRule['region']) => ({ code, region }) as EntryRule;
    const groups = byRegion([rule('FR', 'EUROPE'), rule('JP', 'ASIA'), rule('TH', 'ASIA')]);
    expect(groups.map((g) => [g.label, g.items.map((r) => r.code)])).toEqual([
      ['亚洲', ['JP', 'TH']],
      ['欧洲', ['FR']],
    ]);
  });
});

describe('checklist inputs', () => {
  it('moves the age to one the new applicant type can have', () => {
    expect(withApplicantType(input, 'PRESCHOOL').age).toBe('4');
    expect(withApplicantType({ ...input, age: '5' }, 'PRESCHOOL').age).toBe('5');
    expect(withApplicantType({ ...input, age: '5' }, 'RETIRED').age).toBe('62');
    expect(withApplicantType(input, 'STUDENT')).toEqual({ ...input, applicantType: 'STUDENT' });
  });

  it('makes the body only from complete, possible inputs', () => {
    expect(checklistBody('VJP01SHA', input)).toEqual({
      body: {
        visaCode: 'VJP01SHA',
        applicantType: 'EMPLOYED',
        age: 30,
        province: '31',
        provinceBasis: 'HUKOU',
      },
    });
    expect(checklistBody('VJP01SHA', { ...input, age: '' })).toHaveProperty('problem');
    expect(checklistBody('VJP01SHA', { ...input, age: '2.5' })).toHaveProperty('problem');
    expect(checklistBody('VJP01SHA', { ...input, age: '12' })).toEqual({
      problem: '该申请人类型年龄应满16周岁',
    });
    expect(checklistBody('VJP01SHA', { ...input, applicantType: 'PRESCHOOL', age: '8' })).toEqual({
      problem: '学龄前儿童年龄应为0至6周岁',
    });
    expect(checklistBody('VJP01SHA', { ...input, province: '' })).toEqual({
      problem: '请选择省份',
    });
  });
});
