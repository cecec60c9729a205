import { describe, expect, it } from 'vitest';
import { TransferPath, type TransferPlaceSuggestResult } from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { bookingBody, findPlan } from './hotel-fixtures';

const app = await buildTestApp({ jobs: false });
const owner = await loginMember(app);
const other = await loginMember(app);

const suggest = (token: string | undefined, keyword = '') =>
  call<TransferPlaceSuggestResult>(
    app,
    TransferPath.placeSuggest,
    { cityCode: '310100', keyword },
    token ? { token } : {},
  );

describe('transfer places of a member', () => {
  it('put the member’s own hotel stays in the city first, for that member only', async () => {
    const plan = findPlan(
      (p) => p.hotel.cityCode === '310100' && p.plan.paymentMode === 'PREPAY',
      3,
    );
    const body = bookingBody(plan, { checkIn: dayFromNow(9), checkOut: dayFromNow(10) });
    const booked = await call(
      app,
      '/api/hotel/order/create',
      { ...body, guests: [{ name: '王小明' }] },
      { token: owner },
    );
    expect(booked.code).toBe(200);

    const mine = await suggest(owner);
    expect(mine.code).toBe(200);
    expect(mine.data.items[0]).toMatchObject({ id: plan.hotel.id, kind: 'MY_HOTEL' });
    expect(mine.data.items.filter((p) => p.id === plan.hotel.id)).toHaveLength(1);

    for (const token of [other, undefined]) {
      const theirs = await suggest(token);
      expect(theirs.data.items.some((p) => p.kind === 'MY_HOTEL')).toBe(false);
    }
  });

  it('refuses an unknown city with 28003', async () => {
    const res = await call(app, TransferPath.placeSuggest, { cityCode: '999999', keyword: '' });
    expect(res.code).toBe(28003);
  });
});
