import { describe, expect, it } from 'vitest';
import { addCity, checkCustom, emptyCustom, splitCities, yuanToFen } from './custom-draft';

const TODAY = '2026-11-27';
const filled = () => ({
  ...emptyCustom(TODAY),
  destinations: '丽江、大理',
  departureCity: '上海',
  contactName: '赵女士',
  mobile: '13900005555',
  consent: true,
});

describe('the custom trip draft', () => {
  it('reads the destinations typed with 、 , ， or spaces, and adds a picked one once', () => {
    expect(splitCities(' 丽江、大理,昆明， 西双版纳  ')).toEqual([
      '丽江',
      '大理',
      '昆明',
      '西双版纳',
    ]);
    expect(addCity('丽江', '大理')).toBe('丽江、大理');
    expect(addCity('丽江、大理', '丽江')).toBe('丽江、大理');
    expect(addCity('', '三亚')).toBe('三亚');
  });

  it('sends a fixed date or a month, numbers as numbers and the budget in fen', () => {
    const fixed = checkCustom({ ...filled(), budgetYuan: '4500.5', children: '1' }, TODAY);
    expect(fixed.body).toMatchObject({
      destinations: ['丽江', '大理'],
      departDate: '2026-12-27',
      month: '',
      tripDays: 5,
      adults: 2,
      children: 1,
      budgetFen: 450_050,
    });
    const flexible = checkCustom({ ...filled(), dateMode: 'MONTH', month: '2027-02' }, TODAY);
    expect(flexible.body).toMatchObject({ departDate: '', month: '2027-02' });
    expect(yuanToFen('12.345')).toBeNaN();
  });

  it('names each wrong field with the contract’s messages', () => {
    const { errors } = checkCustom(
      {
        ...filled(),
        destinations: '上海',
        departDate: TODAY,
        tripDays: '',
        adults: '0',
        budgetYuan: 'abc',
        mobile: '123',
        consent: false,
      },
      TODAY,
    );
    expect(errors).toEqual({
      destinations: '目的地不能与出发城市相同',
      departDate: '出发日期最早为明天',
      tripDays: '请填写行程天数',
      adults: '成人人数不能小于1',
      budgetYuan: '人均预算请填写金额（元），最多两位小数',
      mobile: '请输入正确的手机号',
      consent: '请阅读并同意个人信息处理说明',
    });
    const tooMany = checkCustom(
      { ...filled(), destinations: '丽江、大理、昆明', tripDays: '2' },
      TODAY,
    );
    expect(tooMany.errors).toEqual({ tripDays: '行程天数不能少于目的地个数' });
  });
});
