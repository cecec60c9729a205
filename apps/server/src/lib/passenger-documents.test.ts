import { describe, expect, it } from 'vitest';
import { documentChecker } from './passenger-documents';

// 11010519491231002X: a valid resident ID (GB 11643 check character X), born 1949-12-31
const ID = '11010519491231002x';

describe('documentChecker', () => {
  it('normalises the number and reads the birth date from a resident ID', () => {
    const check = documentChecker('2026-12-01', { duplicateKey: 'typeAndNumber' });
    expect(check({ name: ' 张三 ', idType: '1', idNo: ` ${ID} ` }, 0)).toEqual({
      who: '第1位乘客 张三 ',
      name: '张三',
      idType: '1',
      idNo: ID.toUpperCase(),
      birthDate: '1949-12-31',
    });
  });

  it('keys duplicates by number alone or by type and number, as the kind says', () => {
    const byNumber = documentChecker('2026-12-01', { duplicateKey: 'number' });
    byNumber({ name: '甲', idType: 'B', idNo: 'H12345678', birthDate: '1990-01-01' }, 0);
    expect(() =>
      byNumber({ name: '乙', idType: 'C', idNo: 'H12345678', birthDate: '1990-01-01' }, 1),
    ).toThrow('第2位乘客乙：证件号码重复');
    const byType = documentChecker('2026-12-01', { duplicateKey: 'typeAndNumber' });
    byType({ name: '甲', idType: 'B', idNo: 'H12345678', birthDate: '1990-01-01' }, 0);
    expect(() =>
      byType({ name: '乙', idType: 'C', idNo: 'H12345678', birthDate: '1990-01-01' }, 1),
    ).not.toThrow();
  });

  it("applies the kind's document-type rule and refuses a birth date after the travel date", () => {
    const check = documentChecker('2026-12-01', {
      duplicateKey: 'typeAndNumber',
      idTypeError: (t) => (t === '1' ? '国际/地区航班请使用护照或通行证' : null),
    });
    expect(() => check({ name: '甲', idType: '1', idNo: ID }, 0)).toThrow(
      '第1位乘客甲：国际/地区航班请使用护照或通行证',
    );
    expect(() =>
      check({ name: '乙', idType: 'B', idNo: 'H12345678', birthDate: '2026-12-02' }, 1),
    ).toThrow('第2位乘客乙：出生日期不正确');
  });
});
