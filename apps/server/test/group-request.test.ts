import { describe, expect, it } from 'vitest';
import {
  GroupPath,
  type FlightSearchResult,
  type GroupDetail,
  type GroupListResult,
} from '@lvxing/shared';
import { call, dayFromNow, loginMember } from './helper';
import { groupForm, groupWorld, submitGroupRequest } from './group-fixtures';

// The spec's group call (/api/plane/order/group/route/customize): visitors and members submit a
// group's request, checked field by field in Chinese, and get at once an indicative price
// computed from the site's own fares; members list their own requests only.

const g = await groupWorld();
const { app } = g;

/** The cheapest 经济舱 fares of a segment by the site's own search (adult, child by its rule). */
async function faresOf(from: string, to: string, date: string) {
  const res = await call<FlightSearchResult>(app, '/api/plane/flight/search', { from, to, date });
  const best = res.data.outbound.flights
    .flatMap((f) => f.cabins.filter((c) => c.cabin === 'Y'))
    .sort((a, b) => a.lowestPriceFen - b.lowestPriceFen)[0]!;
  const child = Math.min(
    best.lowestPriceFen,
    Math.round(best.lowestPriceFen / best.discount / 2 / 1000) * 1000,
  );
  return { adult: best.lowestPriceFen, child };
}

describe('validation (both sides share groupRequestBody)', () => {
  it('refuses a party under 10, naming 人数 in Chinese', async () => {
    const res = await submitGroupRequest(app, groupForm({ adults: 6, children: 3 }));
    expect(res.code).toBe(10001);
    expect(res.message).toContain('人数');
    expect(res.message).toContain('10');
  });

  it('refuses a past date and a bad mobile, naming the field', async () => {
    const past = groupForm({
      tripType: 'OW',
      segments: [{ from: 'CBJS', to: 'CSHA', date: dayFromNow(-3), timeWindow: 'ANY' }],
    });
    const a = await submitGroupRequest(app, past);
    expect(a.code).toBe(10001);
    expect(a.message).toContain('出发日期');
    const b = await submitGroupRequest(app, groupForm({ mobile: '12345' }));
    expect(b.code).toBe(10001);
    expect(b.message).toContain('手机号');
  });

  it('refuses segments that do not fit the trip type, and an unknown city', async () => {
    const a = await submitGroupRequest(app, groupForm({ tripType: 'OW' }));
    expect(a.code).toBe(10001);
    expect(a.message).toContain('航段');
    const seg = { from: 'CBJS', to: 'ZZZZ', date: dayFromNow(20), timeWindow: 'ANY' };
    const b = await submitGroupRequest(app, groupForm({ tripType: 'OW', segments: [seg] }));
    expect(b.code).toBe(14001);
  });
});

describe('the indicative price (参考价)', () => {
  it('is the sum of the cheapest fares of each segment for the adults and children', async () => {
    const form = groupForm();
    const res = await submitGroupRequest(app, form);
    expect(res.code, res.message).toBe(200);
    const [out, back] = form.segments;
    const f1 = await faresOf(out!.from, out!.to, out!.date);
    const f2 = await faresOf(back!.from, back!.to, back!.date);
    const expected = (f1.adult + f2.adult) * 12 + (f1.child + f2.child) * 3;
    const ind = res.data.indicative;
    expect(ind.totalFen).toBe(expected);
    expect(ind.perPersonFen).toBe(Math.round(expected / 15));
    expect(ind.complete).toBe(true);
    expect(ind.basis).toContain('参考价');
    expect(ind.segments.map((s) => s.adultFareFen)).toEqual([f1.adult, f2.adult]);
    expect(res.data.requestNo).toMatch(/^G\d{18}$/);
    expect(res.data.stateLabel).toBe('已提交');
  });

  it('leaves out a segment with nothing on sale and says so', async () => {
    const seg = { from: 'CBJS', to: 'CSHA', date: dayFromNow(300), timeWindow: 'ANY' };
    const res = await submitGroupRequest(app, groupForm({ tripType: 'OW', segments: [seg] }));
    expect(res.code, res.message).toBe(200);
    expect(res.data.indicative).toMatchObject({ totalFen: 0, complete: false });
    expect(res.data.indicative.basis).toContain('未计入');
  });
});

describe('members and visitors', () => {
  it('a member lists and reads their own requests; a visitor request is nobody’s', async () => {
    const token = await loginMember(app);
    const mine = await submitGroupRequest(app, groupForm({ mobile: '13900006666' }), token);
    const visitor = await submitGroupRequest(app, groupForm({ mobile: '13900007777' }));
    expect([mine.code, visitor.code]).toEqual([200, 200]);
    const list = await call<GroupListResult>(app, GroupPath.list, {}, { token });
    expect(list.data.items.map((i) => i.requestNo)).toEqual([mine.data.requestNo]);
    const detail = await call<GroupDetail>(
      app,
      GroupPath.detail,
      { requestNo: mine.data.requestNo },
      { token },
    );
    expect(detail.data).toMatchObject({ state: 'SUBMITTED', mobile: '139****6666', quotes: [] });
    const other = await call(
      app,
      GroupPath.detail,
      { requestNo: visitor.data.requestNo },
      { token },
    );
    expect(other.code).toBe(24001);
    expect((await call(app, GroupPath.list, {})).code).toBe(11001);
  });

  it('limits requests per contact mobile (5 a day)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await submitGroupRequest(app, groupForm({ mobile: '13900008888' }))).code);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 10029]);
  });
});
