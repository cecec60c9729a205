import { describe, expect, it } from 'vitest';
import { StaffGroupPath, type StaffGroupQueueResult } from '@lvxing/shared';
import { expireQuotes } from '../src/modules/group/group.jobs';
import {
  groupAudit,
  groupForm,
  groupWorld,
  memberSide,
  quoteBody,
  quotedRequest,
  staffAct,
  submitGroupRequest,
} from './group-fixtures';
import { staffCall } from './staff-fixtures';

// The adviser's side (staff calls) and the member's: roles, versioned quotes and their expiry,
// audited. The group order's 定金 and 尾款: group-payments.test.ts.

const g = await groupWorld();
const { app, clock } = g;
const orders = app.orders.deps;
const m = memberSide(g);
const { detailOf, accept } = m;

describe('roles', () => {
  it('refuses 客服, a member token and no token; 运营 reads the queue with counts', async () => {
    const body = { page: 1, pageSize: 20 };
    const svc = await staffCall(app, StaffGroupPath.queue, body, { staffToken: g.service });
    expect(svc.code).toBe(30003);
    expect((await staffCall(app, StaffGroupPath.queue, body, { memberToken: m.token })).code).toBe(
      30002,
    );
    const r = await submitGroupRequest(app, groupForm({ mobile: '13900001001' }));
    const q = await staffCall<StaffGroupQueueResult>(
      app,
      StaffGroupPath.queue,
      { ...body, state: 'SUBMITTED' },
      { staffToken: g.ops },
    );
    expect(q.code).toBe(200);
    expect(q.data.items.map((i) => i.requestNo)).toContain(r.data.requestNo);
    expect(q.data.items[0]).toMatchObject({
      mobile: expect.stringMatching(/^1\d{10}$/),
      submittedAt: expect.any(String),
    });
    expect(q.data.counts.SUBMITTED).toBeGreaterThanOrEqual(1);
    const acts = await staffAct(
      app,
      StaffGroupPath.accept,
      { requestNo: r.data.requestNo },
      g.service,
    );
    expect(acts.code).toBe(30003);
  });
});

describe('quote versions', () => {
  it('a new version supersedes the old; accepting the old one is refused; every act audited', async () => {
    const requestNo = await quotedRequest(g, m.token);
    const v2 = await staffAct(
      app,
      StaffGroupPath.quote,
      quoteBody(requestNo, clock.now(), { totalFen: 1_650_000 }),
      g.ops,
    );
    expect(v2.data).toMatchObject({ state: 'QUOTED', stateLabel: '已报价' });
    const d = await detailOf(requestNo);
    expect(d.data.quotes.map((q) => [q.version, q.superseded, q.totalFen])).toEqual([
      [2, false, 1_650_000],
      [1, true, 1_800_000],
    ]);
    expect(d.data.current).toMatchObject({
      version: 2,
      depositFen: 495_000,
      perPersonFen: 110_000,
    });
    expect((await accept(requestNo, 1)).code).toBe(24004);
    const audit = await groupAudit(g.w, requestNo);
    expect(audit.map((a) => a.action)).toEqual(['GROUP_ACCEPT', 'GROUP_QUOTE', 'GROUP_QUOTE']);
    expect(audit[2]).toMatchObject({ objectType: 'GROUP_REQUEST', before: { state: 'QUOTED' } });
  });

  it('refuses a quote before 受理 and a deadline in the past', async () => {
    const r = await submitGroupRequest(app, groupForm({ mobile: '13900001002' }));
    const early = await staffAct(
      app,
      StaffGroupPath.quote,
      quoteBody(r.data.requestNo, clock.now()),
      g.ops,
    );
    expect(early.code).toBe(24002);
    await staffAct(app, StaffGroupPath.accept, { requestNo: r.data.requestNo }, g.ops);
    const past = quoteBody(r.data.requestNo, new Date(clock.now().getTime() - 3 * 3_600_000));
    expect((await staffAct(app, StaffGroupPath.quote, past, g.ops)).code).toBe(10001);
    expect(await groupAudit(g.w, r.data.requestNo)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('accepting an expired quote is refused in Chinese and closes the request', async () => {
    const requestNo = await quotedRequest(g, m.token);
    clock.advance(3 * 3_600_000);
    const res = await accept(requestNo, 1);
    expect(res.code).toBe(24003);
    expect(res.message).toContain('报价已过期');
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'CLOSED',
      closedReason: '报价已过期',
    });
  });

  it('the job closes quoted requests, and accepted ones whose deposit was not paid', async () => {
    const quoted = await quotedRequest(g, m.token);
    const confirmed = await quotedRequest(g, m.token);
    const acc = await accept(confirmed, 1);
    expect(acc.data.state).toBe('CONFIRMED');
    clock.advance(3 * 3_600_000);
    expect(await expireQuotes(orders)).toBeGreaterThanOrEqual(2);
    expect((await detailOf(quoted)).data.state).toBe('CLOSED');
    expect((await detailOf(confirmed)).data).toMatchObject({
      state: 'CLOSED',
      orderState: 'CLOSED',
    });
  });
});
