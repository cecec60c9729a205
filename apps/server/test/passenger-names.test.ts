// Names as Chinese names are: 生僻字 (刘䶮) and minority names with a middle dot are booked; a name
// too long hears 乘客姓名过长 (both used to get 乘客姓名应为中文或英文字母).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adult, bookTrain } from './train-fixtures';
import { buildTestApp, dayFromNow, loginMember } from './helper';

const app: FastifyInstance = await buildTestApp({ jobs: false });
let token = '';

beforeAll(async () => {
  token = await loginMember(app);
});

describe('passenger names', () => {
  it.each([
    ['刘䶮', '刘䶮'],
    ['𠮷野', '𠮷野'],
    ['阿卜杜拉•买买提', '阿卜杜拉·买买提'],
    ['阿卜杜拉・买买提·艾力', '阿卜杜拉·买买提·艾力'],
    ['ZHANG/SAN', 'ZHANG/SAN'],
  ])('books %s as %s', async (name, stored) => {
    const res = await bookTrain(app, token, { date: dayFromNow(2), passengers: [adult(name)] });
    expect(res.code, res.message).toBe(200);
    expect(res.data.passengers[0]?.name).toBe(stored);
  });

  it.each([
    ['a'.repeat(300), '乘客姓名过长，最多40个字符'],
    ['张'.repeat(31), '乘客姓名过长，最多30个字符'],
    ['1234', '乘客姓名应为中文或英文字母'],
  ])('refuses %s', async (name, message) => {
    const res = await bookTrain(app, token, { date: dayFromNow(2), passengers: [adult(name)] });
    expect(res).toMatchObject({ code: 10001, message, data: null });
  });

  it('gives the contact the same rules under its own name', async () => {
    const long = await bookTrain(app, token, {
      date: dayFromNow(2),
      passengers: [adult()],
      contact: { name: '李'.repeat(31), mobile: '13900001111' },
    });
    expect(long).toMatchObject({ code: 10001, message: '联系人姓名过长，最多30个字符' });
    const rare = await bookTrain(app, token, {
      date: dayFromNow(2),
      passengers: [adult()],
      contact: { name: '刘䶮', mobile: '13900001111' },
    });
    expect(rare.code, rare.message).toBe(200);
  });
});
