import { describe, expect, it } from 'vitest';
import { studentStatusEnds } from '../train/train-discounts.service';
import { sandboxStudentVerifier, type StudentPerson } from './student-verifier';

const verifier = sandboxStudentVerifier({
  isCity: (name) => ['北京', '上海', '成都'].includes(name),
  statusEnds: async (p) => studentStatusEnds(p, '10-01'),
});
const today = '2027-01-05';
const person: StudentPerson = { name: '王同学', idType: '1', birthDate: '2006-03-15' };
const profile = {
  school: '复旦大学',
  enrolYear: 2024,
  years: 4,
  homeCity: '北京',
  schoolCity: '上海',
};
const verify = (p: Partial<typeof profile> = {}, who: Partial<StudentPerson> = {}, day = today) =>
  verifier.verify({ ...profile, ...p }, { ...person, ...who }, day);

describe('the sandbox student verifier', () => {
  it('approves a consistent profile', async () => {
    expect(await verify()).toEqual({ state: 'APPROVED' });
    expect(await verify({ enrolYear: 2027 })).toEqual({ state: 'APPROVED' }); // this year
  });

  it.each([
    ['a passport holder', {}, { idType: 'B' as const }, '学生资质须使用居民身份证'],
    ['no birth date', {}, { birthDate: null }, '学生资质须使用居民身份证'],
    ['an enrolment next year', { enrolYear: 2028 }, {}, '入学年份不能晚于今年'],
    ['an enrolment before turning 5', { enrolYear: 2010 }, {}, '入学年份早于本人年满5周岁的年份'],
    ['an enrolment at 36 (born 1985)', { enrolYear: 2021 }, { birthDate: '1985-01-01' }, '超出'],
    ['an unknown city', { homeCity: '火星' }, {}, '优惠区间城市“火星”没有火车站'],
    ['the same city twice', { schoolCity: '北京' }, {}, '优惠区间的出发城市和到达城市不能相同'],
  ])('rejects %s, saying why', async (_label, p, who, reason) => {
    const verdict = await verify(p, who);
    expect(verdict.state).toBe('REJECTED');
    expect(verdict.state === 'REJECTED' && verdict.reason).toContain(reason);
  });

  it('accepts the ages at enrolment from 5 to 35', async () => {
    expect(await verify({ enrolYear: 2011 }, {}, '2012-01-05')).toEqual({ state: 'APPROVED' }); // 5
    const at35 = await verify({ enrolYear: 2020 }, { birthDate: '1985-12-31' }, '2021-01-05');
    expect(at35).toEqual({ state: 'APPROVED' });
  });

  it('ends the status at 09-30 of enrolment year + years (school year from 10-01)', async () => {
    expect(studentStatusEnds(profile, '10-01')).toBe('2028-09-30');
    expect(await verify({}, {}, '2028-09-30')).toEqual({ state: 'APPROVED' });
    expect(await verify({}, {}, '2028-10-01')).toEqual({
      state: 'REJECTED',
      reason: '学生资质已于2028-09-30到期（入学2024年，学制4年）',
    });
  });
});
