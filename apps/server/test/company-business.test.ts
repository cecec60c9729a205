import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CooperationPath,
  ErrorCode,
  type CooperationMineResult,
  type CooperationSubmitResult,
} from '@lvxing/shared';
import { cooperationRequests } from '../src/db/schema';
import { buildTestApp, call, loginMember } from './helper';

// Company travel (企业商旅): visitors and members apply, the body is checked field by field in
// Chinese (统一社会信用代码 with its GB 32100 check character), the limits of the official call
// apply, and a member lists their own requests of every kind (and only theirs).

const app = await buildTestApp({ jobs: false });
const db = app.orders.deps.db;
const PATH = CooperationPath.companySubmit;

let ip = 0;
const nextIp = () => `10.7.0.${++ip}`;
const form = (over: object = {}) => ({
  companyName: '杭州云帆科技有限公司',
  creditCode: '91350100M000100Y43',
  companySize: 'S200_999',
  contactName: '李经理',
  position: '行政经理',
  mobile: '13900004444',
  email: 'li@example.com',
  travelVolume: 'W200_1000',
  products: ['FLIGHT', 'HOTEL', 'VISA'],
  remarks: '需要月结和统一开票',
  consent: true,
  ...over,
});
const submit = (body: object, o: { token?: string; from?: string } = {}) =>
  call<CooperationSubmitResult | null>(app, PATH, body, { token: o.token, ip: o.from ?? nextIp() });
const mine = (token: string | undefined, body: object = {}) =>
  call<CooperationMineResult>(app, CooperationPath.mine, body, { token });
const rowOf = async (requestNo: string) =>
  (
    await db.select().from(cooperationRequests).where(eq(cooperationRequests.requestNo, requestNo))
  )[0];

describe(PATH, () => {
  it('stores a visitor’s application as a COMPANY request, 已提交, with the whole form', async () => {
    const res = await submit(form({ creditCode: ' 91350100m000100y43 ' }));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ state: 'SUBMITTED', stateLabel: '已提交' });
    expect(res.data!.requestNo).toMatch(/^C\d{18}$/);
    expect(await rowOf(res.data!.requestNo)).toMatchObject({
      kind: 'COMPANY',
      memberId: null,
      orgName: '杭州云帆科技有限公司',
      creditCode: '91350100M000100Y43',
      contactName: '李经理',
      contactMobile: '13900004444',
      contactEmail: 'li@example.com',
      services: ['FLIGHT', 'HOTEL', 'VISA'],
      remarks: '需要月结和统一开票',
      state: 'SUBMITTED',
      details: { companySize: 'S200_999', travelVolume: 'W200_1000', position: '行政经理' },
    });
  });

  it('names the wrong field in Chinese and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ creditCode: '91350100M000100Y44' }, '统一社会信用代码不正确'],
      [{ creditCode: undefined }, '请填写统一社会信用代码'],
      [{ companyName: '' }, '请填写企业名称'],
      [{ companySize: 'HUGE' }, '请选择企业规模'],
      [{ travelVolume: undefined }, '请选择年差旅规模'],
      [{ products: [] }, '请至少选择一项所需产品'],
      [{ products: ['HOTEL', 'HOTEL'] }, '所需产品不能重复'],
      [{ products: ['YACHT'] }, '所需产品不正确'],
      [{ mobile: '12345' }, '请输入正确的手机号'],
      [{ email: 'not-mail' }, '邮箱格式不正确'],
      [{ consent: false }, '请阅读并同意个人信息处理说明'],
      [{ extra: 1 }, ''],
    ];
    const before = (await db.select().from(cooperationRequests)).length;
    for (const [over, message] of cases) {
      const res = await submit(form(over));
      expect(res.code, message).toBe(ErrorCode.INVALID_PARAMS);
      expect(res.message).toContain(message);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await db.select().from(cooperationRequests)).length).toBe(before);
  });

  it('limits applications per contact mobile a day and per address an hour', async () => {
    const mobile = '13900008888';
    for (let i = 0; i < 5; i += 1) expect((await submit(form({ mobile }))).code).toBe(200);
    expect((await submit(form({ mobile }))).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    const from = '10.6.6.6';
    for (let i = 0; i < 10; i += 1) {
      expect((await submit(form({ mobile: `1370001${1000 + i}` }), { from })).code).toBe(200);
    }
    expect(await submit(form({ mobile: '13700019999' }), { from })).toMatchObject({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '提交过于频繁，请稍后再试',
    });
  });
});

describe(CooperationPath.mine, () => {
  it('lists the member’s official and company requests, newest first, paged, with labels', async () => {
    const token = await loginMember(app);
    const company = await submit(form({ mobile: '13900009001' }), { token });
    const official = await call<CooperationSubmitResult>(
      app,
      '/api/plane/cooperate/official/business/submit',
      {
        orgName: '杭州市西湖区财政局',
        orgType: 'PARTY_GOV',
        creditCode: '91350100M000100Y43',
        budgetLevel: 'COUNTY',
        region: '浙江省杭州市西湖区',
        contactName: '王科长',
        mobile: '13900009002',
        services: ['GOV_FLIGHT', 'HOTEL'],
        yearlyTrips: 100,
        officialCard: true,
        consent: true,
      },
      { token, ip: nextIp() },
    );
    expect(official.code).toBe(200);
    // a visitor's request with the same mobile is nobody's
    await submit(form({ mobile: '13900009001' }));

    const all = await mine(token);
    expect(all.code).toBe(200);
    expect(all.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    const byNo = new Map(all.data.items.map((i) => [i.requestNo, i]));
    expect(byNo.get(company.data!.requestNo)).toMatchObject({
      kind: 'COMPANY',
      kindLabel: '企业商旅申请',
      orgName: '杭州云帆科技有限公司',
      serviceLabels: ['机票', '酒店', '签证'],
      state: 'SUBMITTED',
      stateLabel: '已提交',
    });
    expect(byNo.get(official.data.requestNo)).toMatchObject({
      kind: 'OFFICIAL',
      kindLabel: '公务出行合作',
      serviceLabels: ['政府采购机票', '协议酒店'],
    });
    const times = all.data.items.map((i) => Date.parse(i.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await mine(token, { page: 2, pageSize: 1 });
    expect(second.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.data.items).toEqual([all.data.items[1]]);
  });

  it('refuses a visitor (11001) and shows another member nothing of it', async () => {
    expect((await mine(undefined)).code).toBe(11001);
    const other = await loginMember(app);
    expect((await mine(other)).data).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad page in Chinese', async () => {
    const token = await loginMember(app);
    const res = await mine(token, { pageSize: 500 });
    expect(res).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: expect.stringContaining('每页最多 50 条'),
    });
  });
});
