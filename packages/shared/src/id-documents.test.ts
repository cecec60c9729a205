import { describe, expect, it } from 'vitest';
import {
  ageOn,
  idNumberError,
  isValidResidentId,
  maskIdNumber,
  residentIdBirthDate,
  residentIdSex,
} from './id-documents';

describe('resident ID (GB 11643-1999)', () => {
  it.each(['11010519491231002X', '34052419800101001X', '11010519491231002x'])(
    'accepts %s',
    (id) => {
      expect(isValidResidentId(id)).toBe(true);
    },
  );
  it.each([
    ['340524198001010013', 'wrong check digit'],
    ['110105194912310021', 'wrong check digit'],
    ['110105194902300027', 'no 30 February'],
    ['11010519491231002', '17 characters'],
    ['1101051949123100XX', 'X inside'],
  ])('rejects %s (%s)', (id) => {
    expect(isValidResidentId(id)).toBe(false);
  });
  it('reads birth date and sex', () => {
    expect(residentIdBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(residentIdSex('11010519491231002X')).toBe('F');
    expect(residentIdSex('34052419800101001X')).toBe('M');
  });
  it('reads only real birth dates from 1900-01-01 to today (Beijing)', () => {
    const now = new Date('2026-11-24T16:30:00Z'); // 25 November in Beijing
    expect(residentIdBirthDate('110105202611250000', now)).toBe('2026-11-25');
    expect(residentIdBirthDate('110105202611260000', now)).toBeNull(); // born tomorrow
    expect(residentIdBirthDate('110105189912310000', now)).toBeNull();
    expect(residentIdBirthDate('110105202702290000', now)).toBeNull();
    expect(residentIdBirthDate('110105202402290000', now)).toBe('2024-02-29');
  });
});

describe('other documents and helpers', () => {
  it('checks passports and permits', () => {
    expect(idNumberError('B', 'E12345678')).toBeNull();
    expect(idNumberError('B', 'E1')).toBe('护照号码不正确');
    expect(idNumberError('C', 'H12345678')).toBeNull();
    expect(idNumberError('C', 'X12345678')).toBe('港澳通行证号码不正确');
    expect(idNumberError('G', '12345678')).toBeNull();
    expect(idNumberError('1', '')).toBe('请输入证件号码');
  });
  it('masks and computes ages', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(ageOn('2014-11-25', '2026-11-24')).toBe(11);
    expect(ageOn('2014-11-25', '2026-11-25')).toBe(12);
  });
});
