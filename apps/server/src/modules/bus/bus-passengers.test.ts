import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { checkBusPassengers } from './bus-passengers';

const RULE = { freeUnderAge: 6, halfMaxAge: 14 };
const TRAVEL = '2026-12-01';
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function residentId(birth: string, seq: number): string {
  const body = `320102${birth}${String(seq).padStart(3, '0')}`;
  const sum = [...body].reduce((s, c, i) => s + Number(c) * ID_WEIGHTS[i]!, 0);
  return body + '10X98765432'[sum % 11];
}
const p = (birth: string, ticketType: 'FULL' | 'HALF', seq: number) => ({
  name: '张三',
  idType: '1' as const,
  idNo: residentId(birth, seq),
  ticketType,
});
const adult = p('19800101', 'FULL', 1);

function reason(list: Parameters<typeof checkBusPassengers>[0]): string {
  try {
    checkBusPassengers(list, TRAVEL, RULE);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(14005);
    return (err as AppError).message;
  }
  return 'accepted';
}

describe('bus passenger rules', () => {
  it('sells half tickets to children 6–14 on the travel date, with a full ticket', () => {
    expect(reason([adult, p('20201201', 'HALF', 2)])).toBe('accepted'); // 6 that day
    expect(reason([adult, p('20111202', 'HALF', 3)])).toBe('accepted'); // 14, 15 tomorrow
    expect(reason([adult, p('20111201', 'HALF', 4)])).toContain('请购买成人票'); // 15 that day
    expect(reason([adult, p('20201202', 'HALF', 5)])).toContain('免票'); // 5, 6 tomorrow
    expect(reason([p('20150601', 'HALF', 6)])).toContain('成人票的成人陪同');
    expect(reason([adult, p('19900101', 'HALF', 7)])).toContain('请购买成人票');
  });

  it('takes the age from birthDate for other documents and needs it for half tickets', () => {
    const passport = { name: 'LI/XIAO', idType: 'B' as const, idNo: 'E12345678' };
    expect(reason([adult, { ...passport, ticketType: 'HALF' }])).toContain('出生日期');
    expect(reason([adult, { ...passport, ticketType: 'HALF', birthDate: '2016-03-04' }])).toBe(
      'accepted',
    );
    expect(reason([{ ...passport, ticketType: 'FULL' }])).toBe('accepted');
    expect(reason([{ ...passport, ticketType: 'FULL', birthDate: '2030-01-01' }])).toContain(
      '出生日期不正确',
    );
  });

  it('refuses bad ID numbers and the same ID twice', () => {
    expect(reason([{ ...adult, idNo: '320102198001010011' }])).toContain('身份证号码不正确');
    expect(reason([adult, { ...adult, name: '李四' }])).toContain('证件号码重复');
    const [checked] = checkBusPassengers(
      [{ ...adult, idNo: adult.idNo.toLowerCase() }],
      TRAVEL,
      RULE,
    );
    expect(checked).toMatchObject({ birthDate: '1980-01-01', ticketType: 'FULL' });
  });
});
