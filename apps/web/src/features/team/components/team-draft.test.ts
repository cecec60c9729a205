import { describe, expect, it } from 'vitest';
import { addDays, beijingToday } from '@lvxing/shared';
import { bodyOf, checkTeam, emptyTeam, segmentsFor } from './team-draft';

const filled = () => ({
  ...emptyTeam(),
  adults: '12',
  children: '2',
  orgName: '上海旅行科技有限公司',
  contactName: '王经理',
  mobile: '13900005555',
});

describe('the group form draft', () => {
  it('fits the segments to the trip type (往返: the way back of the first)', () => {
    const d = emptyTeam('2026-12-01');
    expect(segmentsFor('OW', d.segments)).toHaveLength(1);
    const rt = segmentsFor('RT', [d.segments[0]!]);
    expect(rt.map((s) => [s.from?.code, s.to?.code])).toEqual([
      ['CBJS', 'CSHA'],
      ['CSHA', 'CBJS'],
    ]);
    expect(segmentsFor('MULTI', [d.segments[0]!])).toHaveLength(2);
  });

  it('sends numbers and the budget in fen', () => {
    const body = bodyOf({ ...filled(), budgetYuan: '1500.5' });
    expect(body).toMatchObject({ adults: 12, children: 2, budgetFen: 150_050 });
    expect(body.segments[0]).toEqual({
      from: 'CBJS',
      to: 'CSHA',
      date: addDays(beijingToday(), 30),
      timeWindow: 'ANY',
    });
  });

  it('checks with the contract schema: a party under 10 is named 人数', async () => {
    const bad = await checkTeam({ ...filled(), adults: '5', children: '1' });
    expect(bad.body).toBeNull();
    expect(bad.errors.adults).toContain('人数');
    const mobile = await checkTeam({ ...filled(), mobile: '123' });
    expect(mobile.errors.mobile).toContain('手机号');
  });
});
