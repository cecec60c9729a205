import { describe, expect, it } from 'vitest';
import { daysText, ladderRows, shoppingText, soldText } from './tour-text';

describe('tour wording (tour-text)', () => {
  it('says 纯玩, or how many shopping stops and 自费项目 the tour has', () => {
    expect(shoppingText({ pureFun: true, shoppingStops: 0, paidExtras: 0 })).toBe(
      '纯玩 · 无购物无自费',
    );
    expect(shoppingText({ pureFun: false, shoppingStops: 2, paidExtras: 1 })).toBe(
      '含2个购物点 · 1个自费项目',
    );
    expect(shoppingText({ pureFun: false, shoppingStops: 0, paidExtras: 3 })).toBe(
      '无购物 · 3个自费项目',
    );
  });

  it('words days, sales and the refund ladder with its free window first', () => {
    expect([daysText(5, 4), daysText(1, 0)]).toEqual(['5天4晚', '1天']);
    expect([soldText(356), soldText(12_345)]).toEqual(['已售356', '已售1.2万']);
    const ladder = [
      { fromDays: 6, toDays: 4, feePercent: 20 },
      { fromDays: 3, toDays: 1, feePercent: 40 },
      { fromDays: 0, toDays: 0, feePercent: 60 },
    ];
    expect(ladderRows(ladder)).toEqual([
      { window: '出发前7天及以上', fee: '不收取违约金' },
      { window: '出发前4-6天', fee: '旅游费用的20%' },
      { window: '出发前1-3天', fee: '旅游费用的40%' },
      { window: '出发当天', fee: '旅游费用的60%' },
    ]);
  });
});
