import { describe, expect, it } from 'vitest';
import {
  newTrainDraft,
  ticketTypeError,
  ticketTypeHint,
  ticketTypeOptions,
  toTrainPassenger,
  trainDraftErrors,
  trainListError,
} from './ticket-types';

const DATE = '2026-11-26';
// valid GB 11643 numbers: an adult born 1949, a child born 2016-03-01, a child born 2022-05-01
const ADULT_ID = '11010519491231002X';
const CHILD_10 = '110105201603010018';
const CHILD_4 = '110105202205010017';

const adult = newTrainDraft({ name: '张三', idNo: ADULT_ID });
const child = (idNo: string, ticketType: '1' | '2' = '2') =>
  newTrainDraft({ name: '张小明', idNo, ticketType });

describe('train ticket types (12306)', () => {
  it('sells 学生票 only in 二等座, 硬座, 硬卧 and 无座', () => {
    const open = (c: Parameters<typeof ticketTypeOptions>[0]) =>
      ticketTypeOptions(c)
        .filter((o) => !o.disabled)
        .map((o) => o.label);
    expect(open('O')).toEqual(['成人票', '儿童票', '学生票', '残军票']);
    expect(open('M')).toEqual(['成人票', '儿童票', '残军票']);
    expect(ticketTypeError({ ...adult, ticketType: '3' }, DATE, 'M')).toBe(
      '学生票仅限动车组二等座或普速列车硬座、硬卧，一等座请购买成人票',
    );
    expect(ticketTypeError({ ...adult, ticketType: '3' }, DATE, '1')).toBeNull();
  });

  it('sells 儿童票 to children from 6 to under 14 on the travel date only', () => {
    expect(ticketTypeError(child(CHILD_10), DATE, 'O')).toBeNull();
    expect(ticketTypeError(child(CHILD_4), DATE, 'O')).toBe(
      '未满6周岁的儿童可随同成人免费乘车（不占席位），无需购票',
    );
    expect(ticketTypeError({ ...adult, ticketType: '2' }, DATE, 'O')).toBe(
      '年满14周岁的乘客请购买成人票',
    );
    // a passport holder without a birth date yet: the birth date field reports it
    expect(ticketTypeError(newTrainDraft({ idType: 'B', ticketType: '2' }), DATE, 'O')).toBeNull();
  });

  it('tells about free travel under 6 and the child ticket under 14', () => {
    expect(ticketTypeHint(child(CHILD_4, '1'), DATE)).toMatch(/未满6周岁.*免费乘车.*无需购票/);
    expect(ticketTypeHint(child(CHILD_10, '1'), DATE)).toBe('该乘客未满14周岁，可购买儿童票');
    expect(ticketTypeHint(child(CHILD_10, '2'), DATE)).toBeNull();
    expect(ticketTypeHint(adult, DATE)).toBeNull();
  });

  it('reports document and ticket-type errors of a passenger by field', () => {
    const bad = newTrainDraft({ name: 'x', idNo: '340524198001010013', ticketType: '3' });
    expect(trainDraftErrors(bad, DATE, 'M')).toEqual({
      name: '乘客姓名至少2个字',
      idNo: '身份证号码不正确',
      ticketType: expect.stringContaining('学生票仅限'),
    });
    expect(trainDraftErrors(adult, DATE, 'O')).toEqual({});
  });

  it('needs an adult with children and refuses the same person twice', () => {
    expect(trainListError([child(CHILD_10)])).toBe('儿童须由成年人陪同乘车，请至少添加一位成人');
    expect(trainListError([adult, child(CHILD_10)])).toBeNull();
    expect(trainListError([adult, { ...adult, key: 'x', idNo: ADULT_ID.toLowerCase() }])).toBe(
      '同一乘客请勿重复添加',
    );
  });

  it('sends the birth date from the ID card with the passenger', () => {
    expect(toTrainPassenger({ ...child(CHILD_10), name: ' 张小明 ' })).toEqual({
      name: '张小明',
      idType: '1',
      idNo: CHILD_10,
      ticketType: '2',
      birthDate: '2016-03-01',
    });
  });
});
