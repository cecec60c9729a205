import { describe, expect, it } from 'vitest';
import type { SavedPassengerView } from '@lvxing/shared';
import {
  draftErrors,
  mixError,
  newDraft,
  passengerMix,
  savedPassportError,
  toPassengerInput,
} from './passenger-draft';

const flight = '2026-11-25';
const adultId = '11010519491231002X';

describe('passenger drafts', () => {
  it('accepts a valid resident ID passenger and derives the type', () => {
    const d = newDraft('1', { name: '张三', idNo: adultId.toLowerCase() });
    expect(draftErrors(d, flight)).toEqual({});
    expect(toPassengerInput(d, flight)).toEqual({
      name: '张三',
      idType: '1',
      idNo: adultId,
      birthDate: '1949-12-31',
      passengerType: 'ADT',
    });
  });

  it('shows the shared messages for names and ID numbers', () => {
    expect(draftErrors(newDraft('1'), flight)).toEqual({
      name: '请输入乘客姓名',
      idNo: '请输入证件号码',
    });
    const bad = newDraft('1', { name: '张3', idNo: '340524198001010013' });
    expect(draftErrors(bad, flight)).toEqual({
      name: '乘客姓名应为中文或英文字母',
      idNo: '身份证号码不正确',
    });
  });

  it('needs a birth date for passports', () => {
    const d = newDraft('B', { name: 'ZHANG/SAN', idNo: 'E12345678' });
    expect(draftErrors(d, flight)).toEqual({ birthDate: '请选择出生日期' });
    expect(draftErrors({ ...d, birthDate: '2026-11-20' }, flight)).toEqual({
      birthDate: '出生未满 14 天的婴儿不能乘机',
    });
    expect(toPassengerInput({ ...d, birthDate: '2020-01-01' }, flight).passengerType).toBe('CHD');
  });

  it('counts the mix (unknown types as adults) and checks it', () => {
    const mix = passengerMix(
      [
        newDraft('1', { idNo: adultId }),
        newDraft('B', { birthDate: '2020-01-01' }),
        newDraft('B', { birthDate: '2026-01-01' }),
        newDraft('1'),
      ],
      flight,
    );
    expect(mix).toEqual({ adults: 2, children: 1, infants: 1 });
    expect(mixError(mix)).toBeNull();
    expect(mixError({ adults: 0, children: 1, infants: 0 })).toMatch(/至少添加一位成人/);
    expect(mixError({ adults: 1, children: 0, infants: 2 })).toBe('每位成人最多携带一名婴儿');
  });
});

// An international flight takes the saved passenger's passport, which must stay valid six months
// after the flight (the server refuses the booking otherwise: saved-passenger-bookings.test.ts).

const withPassport = (expiry: string) => ({
  ...newDraft(),
  saved: {
    passport: { no: 'E1******8', nationality: 'CN', expiry },
  } as unknown as SavedPassengerView,
});

describe('savedPassportError', () => {
  it('asks for a passport valid six months after the flight', () => {
    expect(
      savedPassportError({ ...newDraft(), saved: {} as SavedPassengerView }, '2026-12-10'),
    ).toBe('请在常用旅客中补充护照信息');
    expect(savedPassportError(withPassport('2027-06-09'), '2026-12-10')).toBe(
      '护照有效期须在乘机日后6个月以上，请在常用旅客中更新护照信息',
    );
    expect(savedPassportError(withPassport('2027-06-10'), '2026-12-10')).toBeNull();
    // counted as the server counts (shared addMonths): to the month's last day when needed
    expect(savedPassportError(withPassport('2028-02-29'), '2027-08-31')).toBeNull();
    expect(savedPassportError(withPassport('2028-02-28'), '2027-08-31')).not.toBeNull();
  });
});

describe('typed-in passports on international flights', () => {
  const typed = (passport?: { nationality: string; sex: 'M' | 'F' | ''; expiry: string }) =>
    newDraft('B', { name: 'LI/MING', idNo: 'E23456789', birthDate: '1985-06-01', passport });

  it('asks for sex and expiry (中国 is the nationality until another is chosen)', () => {
    expect(draftErrors(typed(), flight, true)).toEqual({
      'passport.sex': '请选择性别',
      'passport.expiry': '请选择护照有效期',
    });
    expect(draftErrors(typed(), flight, false)).toEqual({});
  });

  it('wants the passport valid six months after the return flight of a round trip', () => {
    const p = typed({ nationality: 'JP', sex: 'F', expiry: '2027-05-25' });
    expect(draftErrors(p, flight, true)).toEqual({});
    expect(draftErrors(p, flight, true, '2026-12-01')).toEqual({
      'passport.expiry': '护照有效期须在回程日后6个月以上',
    });
    const short = typed({ nationality: 'CN', sex: 'M', expiry: '2027-05-24' });
    expect(draftErrors(short, flight, true)).toEqual({
      'passport.expiry': '护照有效期须在乘机日后6个月以上',
    });
  });

  it('sends the details with the passport, and only on an international flight', () => {
    const p = typed({ nationality: 'JP', sex: 'F', expiry: '2030-01-01' });
    expect(toPassengerInput(p, flight, true)).toMatchObject({
      idType: 'B',
      idNo: 'E23456789',
      passport: { nationality: 'JP', sex: 'F', expiry: '2030-01-01' },
    });
    expect(toPassengerInput(p, flight, false)).not.toHaveProperty('passport');
  });
});
