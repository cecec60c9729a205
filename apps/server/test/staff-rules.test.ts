// The 管理员's dated rules (issue 27, `StaffRulePath`): only 管理员 (客服 and 运营 30003, a member's
// token 30002); a change is a new version from a later day, checked against the rule's own
// shape, written with its audit row, and read by the kind from that day on; the version in force
// never changes and a version already in effect cannot be withdrawn.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ApiPath,
  beijingToday,
  ErrorCode,
  StaffPath,
  StaffRulePath,
  type AuditEntryView,
  type BusBookingRules,
  type StaffRuleItem,
  type StaffRuleListResult,
} from '@lvxing/shared';
import { ruleSettings } from '../src/db/schema';
import { RULE_KINDS } from '../src/kinds';
import { call, loginMember } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';

const w = await staffWorld();
const admin = await makeAccount(w, 'ADMIN');
// let: a day on the clock ends the session (12 hours), so the test logs in again
let adminToken = await tokenOf(w, admin);
const DAY_MS = 86_400_000;
const today = () => beijingToday(w.clock.now());

const schedule = (body: object, token?: string) =>
  staffCall<StaffRuleItem>(w.app, StaffRulePath.schedule, body, {
    staffToken: token ?? adminToken,
  });
const withdraw = (body: object) =>
  staffCall<StaffRuleItem>(w.app, StaffRulePath.withdraw, body, { staffToken: adminToken });
const childRule = (freeUnderAge: number, halfMaxAge: number, daysAhead = 1) => ({
  key: 'bus.child_tickets',
  effectiveFrom: addDays(today(), daysAhead),
  value: { freeUnderAge, halfMaxAge },
  source: '交通运输部通知（测试）',
});
const auditOf = async (objectId: string) => {
  const res = await staffCall<{ items: AuditEntryView[] }>(
    w.app,
    StaffPath.auditList,
    { page: 1, pageSize: 10, filter: { objectId } },
    { staffToken: adminToken },
  );
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.data.items;
};

describe('the 管理员 rule calls', () => {
  it('refuses 客服 and 运营 with 30003 and a member token with 30002 on every call', async () => {
    const member = await loginMember(w.app);
    const others = [await makeAccount(w, 'SERVICE'), await makeAccount(w, 'OPERATIONS')];
    const tokens = await Promise.all(others.map((a) => tokenOf(w, a)));
    const bodies: [string, object][] = [
      [StaffRulePath.list, {}],
      [StaffRulePath.schedule, childRule(5, 13)],
      [StaffRulePath.withdraw, { key: 'bus.child_tickets', effectiveFrom: addDays(today(), 1) }],
    ];
    for (const [path, body] of bodies) {
      for (const token of tokens) {
        const res = await staffCall(w.app, path, body, { staffToken: token });
        expect(res.code, path).toBe(ErrorCode.STAFF_FORBIDDEN);
      }
      const asMember = await staffCall(w.app, path, body, { memberToken: member });
      expect(asMember.code, path).toBe(ErrorCode.STAFF_SESSION_INVALID);
    }
    const list = await staffCall<StaffRuleListResult>(
      w.app,
      StaffRulePath.list,
      {},
      {
        staffToken: adminToken,
      },
    );
    expect(list.data.items.find((r) => r.key === 'bus.child_tickets')?.versions).toHaveLength(1);
  });

  it('lists every rule the kinds declare, each seeded version in force, with Chinese field names', async () => {
    const res = await staffCall<StaffRuleListResult>(
      w.app,
      StaffRulePath.list,
      {},
      {
        staffToken: adminToken,
      },
    );
    const declared = RULE_KINDS.flatMap((k) => k.rules.map((r) => r.key));
    expect(res.data.items.map((r) => r.key).sort()).toEqual([...declared].sort());
    for (const item of res.data.items) {
      expect(
        item.versions.map((v) => v.status),
        item.key,
      ).toContain('IN_FORCE');
      for (const name of Object.values(item.fields))
        expect(name, item.key).toMatch(/\p{Script=Han}/u);
    }
    const stored = await w.database.db.selectDistinct({ key: ruleSettings.key }).from(ruleSettings);
    expect(stored.map((r) => r.key).sort(), 'every stored rule is declared').toEqual(
      [...declared].sort(),
    );
    const schemas = new Map(RULE_KINDS.flatMap((k) => k.rules.map((r) => [r.key, r.schema])));
    for (const item of res.data.items) {
      for (const v of item.versions) {
        const parsed = schemas.get(item.key)?.safeParse(v.value);
        expect(parsed?.success, `${item.key}@${v.effectiveFrom}`).toBe(true);
      }
    }
    const refund = res.data.items.find((r) => r.key === 'train.refundFee');
    expect(refund).toMatchObject({ label: '火车票退票费', kindLabel: '火车票' });
    expect(refund?.fields).toMatchObject({ steps: '退票费档位', 'steps.feePercent': '费率（%）' });
  });

  it('schedules a version from tomorrow: audited, kept from today, read by the kind from that day', async () => {
    const rules = () => call<BusBookingRules>(w.app, ApiPath.busRules, {});
    const rule = childRule(5, 13);
    const res = await schedule(rule);
    expect(res.code).toBe(200);
    expect(res.data.versions.map((v) => [v.effectiveFrom, v.status])).toEqual([
      [rule.effectiveFrom, 'SCHEDULED'],
      ['2020-01-01', 'IN_FORCE'],
    ]);
    expect((await rules()).data.childTickets).toEqual({ freeUnderAge: 6, halfMaxAge: 14 });
    const [row] = await auditOf(`bus.child_tickets@${rule.effectiveFrom}`);
    expect(row).toMatchObject({
      action: 'RULE_SCHEDULE',
      objectType: 'RULE_SETTING',
      staffId: admin.id,
      before: { effectiveFrom: '2020-01-01', value: { freeUnderAge: 6, halfMaxAge: 14 } },
      after: { effectiveFrom: rule.effectiveFrom, value: rule.value, source: rule.source },
    });
    w.clock.advance(DAY_MS);
    adminToken = await tokenOf(w, admin);
    expect((await rules()).data.childTickets).toEqual({ freeUnderAge: 5, halfMaxAge: 13 });
    const inForce = await withdraw({ key: rule.key, effectiveFrom: rule.effectiveFrom });
    expect(inForce.code).toBe(ErrorCode.RULE_VERSION_IN_EFFECT);
  });

  it('refuses today, the past, beyond three years, an unknown rule and a taken day', async () => {
    for (const daysAhead of [0, -3, 3 * 366 + 5]) {
      expect((await schedule(childRule(6, 14, daysAhead))).code, String(daysAhead)).toBe(
        ErrorCode.RULE_DATE_INVALID,
      );
    }
    expect((await schedule({ ...childRule(6, 14), key: 'bus.no_such_rule' })).code).toBe(
      ErrorCode.RULE_NOT_FOUND,
    );
    const rule = childRule(6, 12, 10);
    expect((await schedule(rule)).code).toBe(200);
    expect(await schedule({ ...rule, value: { freeUnderAge: 4, halfMaxAge: 12 } })).toMatchObject({
      code: ErrorCode.RULE_VERSION_EXISTS,
      message: '该规则在这一天已有版本，请先撤回',
    });
  });

  it('checks the value against the rule, naming the field in Chinese, and stores nothing', async () => {
    const cases: [object, string, RegExp][] = [
      [{ freeUnderAge: 6 }, 'bus.child_tickets', /半票最大年龄/],
      [{ freeUnderAge: 6, halfMaxAge: 40 }, 'bus.child_tickets', /半票最大年龄（含）不能大于18/],
      [{ minutes: 1 }, 'flight.payment_hold', /支付时限（分钟）不能小于5/],
      [{ days: 15, extra: 1 }, 'train.saleWindow', /不支持的字段/],
      [{ days: 0 }, 'train.saleWindow', /预售期（天，含当天）不能小于1/],
      [
        {
          steps: [
            { label: '48小时内', minHoursBefore: 0, feePercent: 20 },
            { label: '48小时以上', minHoursBefore: 48, feePercent: 5 },
          ],
          minimumFen: 200,
        },
        'train.refundFee',
        /从大到小/,
      ],
    ];
    for (const [value, key, message] of cases) {
      const res = await schedule({
        key,
        effectiveFrom: addDays(today(), 20),
        value,
        source: '测试',
      });
      expect(res.code, key).toBe(ErrorCode.RULE_VALUE_INVALID);
      expect(res.message, key).toMatch(/^规则内容不正确：/);
      expect(res.message, key).toMatch(message);
    }
    const audit = await auditOf(`train.refundFee@${addDays(today(), 20)}`);
    expect(audit).toEqual([]);
  });

  it('withdraws a version not yet in effect, with its audit row; unknown ones answer 30012', async () => {
    const rule = { ...childRule(7, 15, 30), key: 'bus.child_tickets' };
    expect((await schedule(rule)).code).toBe(200);
    const res = await withdraw({ key: rule.key, effectiveFrom: rule.effectiveFrom });
    expect(res.code).toBe(200);
    expect(res.data.versions.map((v) => v.effectiveFrom)).not.toContain(rule.effectiveFrom);
    const [row] = await auditOf(`bus.child_tickets@${rule.effectiveFrom}`);
    expect(row).toMatchObject({
      action: 'RULE_WITHDRAW',
      after: null,
      before: { value: rule.value },
    });
    const again = await withdraw({ key: rule.key, effectiveFrom: rule.effectiveFrom });
    expect(again.code).toBe(ErrorCode.RULE_NOT_FOUND);
  });
});
