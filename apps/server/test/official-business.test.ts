import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type CooperationSubmitResult } from '@lvxing/shared';
import { cooperationRequests } from '../src/db/schema';
import { buildTestApp, loginMember } from './helper';

// The spec's official-business cooperation call: visitors and members submit, the body is checked
// field by field in Chinese (统一社会信用代码 with its GB 32100 check character), and a stranger
// can flood neither the queue nor one contact's phone.

const app = await buildTestApp({ jobs: false });
const db = app.orders.deps.db;
const PATH = '/api/plane/cooperate/official/business/submit';

let ip = 0;
const form = (over: object = {}) => ({
  orgName: '杭州市西湖区财政局',
  orgType: 'PARTY_GOV',
  creditCode: '91350100M000100Y43',
  budgetLevel: 'COUNTY',
  region: '浙江省杭州市西湖区',
  contactName: '王科长',
  position: '科长',
  mobile: '13900003333',
  email: 'wang@example.gov.cn',
  services: ['GOV_FLIGHT', 'HOTEL'],
  yearlyTrips: 1200,
  officialCard: true,
  remarks: '希望对接公务卡结算',
  consent: true,
  ...over,
});
async function submit(body: object, o: { token?: string; from?: string } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: PATH,
    remoteAddress: o.from ?? `10.9.0.${++ip}`,
    headers: o.token ? { token: o.token } : {},
    payload: body,
  });
  return res.json<{ code: number; message: string; data: CooperationSubmitResult | null }>();
}

describe(PATH, () => {
  it('stores a visitor’s request as 已提交 with the whole form', async () => {
    const res = await submit(form({ creditCode: ' 91350100m000100y43 ' }));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ state: 'SUBMITTED', stateLabel: '已提交' });
    expect(res.data!.requestNo).toMatch(/^C\d{18}$/);
    const [row] = await db
      .select()
      .from(cooperationRequests)
      .where(eq(cooperationRequests.requestNo, res.data!.requestNo));
    expect(row).toMatchObject({
      kind: 'OFFICIAL',
      memberId: null,
      orgName: '杭州市西湖区财政局',
      creditCode: '91350100M000100Y43',
      contactMobile: '13900003333',
      services: ['GOV_FLIGHT', 'HOTEL'],
      details: {
        orgType: 'PARTY_GOV',
        budgetLevel: 'COUNTY',
        officialCard: true,
        yearlyTrips: 1200,
      },
    });
  });

  it('keeps the member who submitted it', async () => {
    const token = await loginMember(app);
    const res = await submit(form({ mobile: '13900003334' }), { token });
    const [row] = await db
      .select()
      .from(cooperationRequests)
      .where(eq(cooperationRequests.requestNo, res.data!.requestNo));
    expect(row!.memberId).not.toBeNull();
  });

  it('names the wrong field in Chinese and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ creditCode: '91350100M000100Y44' }, '统一社会信用代码不正确'],
      [{ creditCode: undefined }, '请填写统一社会信用代码'],
      [{ orgName: '' }, '请填写单位名称'],
      [{ orgType: 'CLUB' }, '请选择单位类型'],
      [{ services: [] }, '请至少选择一项合作需求'],
      [{ services: ['HOTEL', 'HOTEL'] }, '合作需求不能重复'],
      [{ mobile: '12345' }, '请输入正确的手机号'],
      [{ email: 'not-mail' }, '邮箱格式不正确'],
      [{ yearlyTrips: -1 }, '年出行人次不能为负数'],
      [{ consent: false }, '请阅读并同意个人信息处理说明'],
    ];
    const before = (await db.select().from(cooperationRequests)).length;
    for (const [over, message] of cases) {
      const res = await submit(form(over));
      expect(res.code, message).toBe(ErrorCode.INVALID_PARAMS);
      expect(res.message).toContain(message);
    }
    expect((await db.select().from(cooperationRequests)).length).toBe(before);
  });

  it('limits requests per contact mobile a day and per address an hour', async () => {
    const mobile = '13900005555';
    for (let i = 0; i < 5; i += 1) expect((await submit(form({ mobile }))).code).toBe(200);
    expect((await submit(form({ mobile }))).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    // the same mobile is refused from any address; another mobile still goes through
    expect((await submit(form({ mobile: '13900006666' }))).code).toBe(200);
    const from = '10.8.8.8';
    for (let i = 0; i < 10; i += 1) {
      expect((await submit(form({ mobile: `1370000${1000 + i}` }), { from })).code).toBe(200);
    }
    const spent = await submit(form({ mobile: '13700009999' }), { from });
    expect(spent).toMatchObject({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '提交过于频繁，请稍后再试',
    });
  });
});
