// A custom trip request's life (issue 28): a member's is listed under their own requests (never
// another's, never a visitor's), the limits per mobile and per address apply, and the staff
// follow it up in 合作申请 (运营 and 管理员 only) with each move audited.
import { describe, expect, it } from 'vitest';
import {
  CooperationPath,
  ErrorCode,
  StaffCooperationPath,
  StaffPath,
  TourPath,
  type AuditEntryView,
  type CooperationMineResult,
  type ItinerarySubmitResult,
  type StaffCooperationDetailResult,
  type StaffCooperationListResult,
} from '@lvxing/shared';
import { call, dayFromNow, loginMember, uniqueIp, uniqueMobile } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';

const w = await staffWorld();
const ops = await makeAccount(w, 'OPERATIONS');
const opsToken = await tokenOf(w, ops);
const serviceToken = await tokenOf(w, await makeAccount(w, 'SERVICE'));

const trip = (over: object = {}) => ({
  destinations: ['桂林'],
  departureCity: '广州',
  departDate: dayFromNow(30),
  tripDays: 3,
  adults: 2,
  hotelStandard: '舒适型',
  contactName: '孙先生',
  mobile: uniqueMobile(),
  consent: true,
  ...over,
});
const submit = (body: object, o: { token?: string; ip?: string } = {}) =>
  call<ItinerarySubmitResult | null>(w.app, TourPath.itinerarySubmit, body, {
    token: o.token,
    ip: o.ip ?? uniqueIp(),
  });
const mine = (token: string) =>
  call<CooperationMineResult>(w.app, CooperationPath.mine, { page: 1, pageSize: 50 }, { token });

describe('custom trip requests', () => {
  it("lists a member's request under their own requests only, with its range", async () => {
    const [alice, bob] = [await loginMember(w.app), await loginMember(w.app)];
    const hers = (await submit(trip(), { token: alice })).data!;
    const visitors = (await submit(trip())).data!;
    const list = (await mine(alice)).data;
    expect(list.items.map((i) => i.requestNo)).toEqual([hers.requestNo]);
    expect(list.items[0]).toMatchObject({
      kind: 'TOUR_CUSTOM',
      kindLabel: '定制游需求',
      orgName: '桂林 3天 2成人',
      stateLabel: '已提交',
      perPersonRange: hers.estimate.perPerson,
    });
    const others = (await mine(bob)).data.items.map((i) => i.requestNo);
    expect(others).not.toContain(hers.requestNo);
    expect(others).not.toContain(visitors.requestNo);
  });

  it('limits requests per contact mobile a day and per address an hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i += 1) expect((await submit(trip({ mobile }))).code).toBe(200);
    const sixth = await submit(trip({ mobile }));
    expect(sixth).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS, data: null });
    expect(sixth.message).toBe('提交过于频繁，请稍后再试');
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      // a day trip prices fastest: one leg each way, no night
      const res = await submit(trip({ tripDays: 1, mobile: uniqueMobile() }), { ip });
      expect(res.code).toBe(200);
    }
    expect((await submit(trip({ mobile: uniqueMobile() }), { ip })).code).toBe(
      ErrorCode.TOO_MANY_REQUESTS,
    );
  });

  it('is followed up in 合作申请 by 运营 (客服 refused), each move audited', async () => {
    const r = (await submit(trip({ remarks: '想坐竹筏' }))).data!;
    const list = await staffCall<StaffCooperationListResult>(
      w.app,
      StaffCooperationPath.list,
      { kind: 'TOUR_CUSTOM', keyword: r.requestNo },
      { staffToken: opsToken },
    );
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ kind: 'TOUR_CUSTOM', remarks: '想坐竹筏' });
    const detail = { requestNo: r.requestNo };
    const refused = await staffCall(w.app, StaffCooperationPath.detail, detail, {
      staffToken: serviceToken,
    });
    expect(refused.code).toBe(ErrorCode.STAFF_FORBIDDEN);
    const seen = await staffCall<StaffCooperationDetailResult>(
      w.app,
      StaffCooperationPath.detail,
      detail,
      { staffToken: opsToken },
    );
    expect(seen.data.request.details).toMatchObject({ estimate: r.estimate });
    const moved = await staffCall(
      w.app,
      StaffCooperationPath.move,
      { ...detail, to: 'ACCEPTED', note: '已致电，发送行程方案' },
      { staffToken: opsToken },
    );
    expect(moved.code).toBe(200);
    const adminToken = await tokenOf(w, await makeAccount(w, 'ADMIN'));
    const audit = await staffCall<{ items: AuditEntryView[] }>(
      w.app,
      StaffPath.auditList,
      { filter: { objectType: 'COOPERATION', objectId: r.requestNo } },
      { staffToken: adminToken },
    );
    expect(audit.data.items.map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      [
        'COOPERATION_MOVE',
        ops.id,
        { state: 'SUBMITTED' },
        { state: 'ACCEPTED', note: '已致电，发送行程方案' },
      ],
    ]);
  });
});
