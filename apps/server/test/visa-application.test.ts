import { describe, expect, it } from 'vitest';
import { ErrorCode, VISA_CASE_STATE_LABEL, VisaOrderPath, addMonths } from '@lvxing/shared';
import { visaApplicants } from '../src/db/schema';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { JP_BJS, JP_PRICE_FEN, applicant, submit, submitBody, visaOf } from './visa-fixtures';

const app = await buildTestApp({ jobs: false });
const token = await loginMember(app);

describe('visa application submit (POST /api/visa/application/submit)', () => {
  it('places one order 待支付 with each applicant’s case, checklist and first step', async () => {
    const people = [applicant(11), applicant(22, { name: '李梅', applicantType: 'STUDENT' })];
    const res = await submit(app, token, submitBody(people));
    expect(res.code).toBe(200);
    expect(res.data.totalFen).toBe(JP_PRICE_FEN * 2);
    const { order, visa } = await visaOf(app, token, res.data.orderNo);
    expect(order.state).toBe('PENDING_PAYMENT');
    expect(visa.visaCode).toBe(JP_BJS);
    expect(visa.priceFen).toBe(JP_PRICE_FEN);
    expect(visa.cases.map((c) => [c.name, c.state, c.canSubmit, c.abortRefundFen])).toEqual([
      ['张三', 'AWAITING_MATERIALS', false, null],
      ['李梅', 'AWAITING_MATERIALS', false, null],
    ]);
    const ids = (i: number) => visa.cases[i]!.items.map((x) => x.id);
    expect(ids(0)).toContain('employment-letter');
    expect(ids(1)).toContain('school-letter');
    expect(visa.cases[0]!.items.every((x) => x.state === 'MISSING')).toBe(true);
    expect(visa.cases[0]!.history[0]!.label).toBe(VISA_CASE_STATE_LABEL.AWAITING_MATERIALS);
    expect(order.passengers[0]!.idNoMasked).toMatch(/\*/);
  });

  it('keeps passport and ID numbers encrypted at rest', async () => {
    const a = applicant(33);
    expect((await submit(app, token, submitBody([a]))).code).toBe(200);
    const rows = await app.orders.deps.db.select().from(visaApplicants);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(a.passportNo);
    expect(text).not.toContain(a.idNo);
  });

  it('refuses an applicant outside the product’s 领区, naming the 领区 and product that take it', async () => {
    const res = await submit(app, token, submitBody([applicant(13, { province: '31' })]));
    expect(res.code).toBe(ErrorCode.VISA_DISTRICT_MISMATCH);
    expect(res.message).toContain('上海领区');
    expect(res.message).toContain('日本旅游签证');
    expect(res.data).toEqual({ productCode: 'VJP01SHA', consulateCity: '上海' });
  });

  it('refuses an ID whose birth date or sex differs from the form (27003)', async () => {
    const birth = await submit(
      app,
      token,
      submitBody([applicant(15, { birthDate: '1990-01-02' })]),
    );
    expect(birth.code).toBe(ErrorCode.VISA_APPLICANT_INVALID);
    expect(birth.message).toContain('出生日期');
    const sex = await submit(app, token, submitBody([applicant(17, { sex: 'F' })]));
    expect(sex.code).toBe(ErrorCode.VISA_APPLICANT_INVALID);
    expect(sex.message).toContain('性别');
  });

  it('refuses a passport valid less than 6 months after the return date (27003)', async () => {
    const body = submitBody([applicant(19, { passportExpiryDate: dayFromNow(100) })]);
    const res = await submit(app, token, body);
    expect(res.code).toBe(ErrorCode.VISA_APPLICANT_INVALID);
    expect(res.message).toContain(addMonths(dayFromNow(35), 6));
  });

  it('refuses dates outside the apply window or a stay longer than the visa’s (27004)', async () => {
    const soon = submitBody([applicant(21)], {
      departDate: dayFromNow(5),
      returnDate: dayFromNow(8),
    });
    expect((await submit(app, token, soon)).code).toBe(ErrorCode.VISA_DATES_INVALID);
    const far = submitBody([applicant(21)], {
      departDate: dayFromNow(120),
      returnDate: dayFromNow(125),
    });
    expect((await submit(app, token, far)).code).toBe(ErrorCode.VISA_DATES_INVALID);
    const long = submitBody([applicant(21)], { returnDate: dayFromNow(50) });
    const res = await submit(app, token, long);
    expect(res.code).toBe(ErrorCode.VISA_DATES_INVALID);
    expect(res.message).toContain('最多停留15天');
  });

  it('answers a changed price with the total now (25004)', async () => {
    const res = await submit(app, token, submitBody([applicant(23)], { expectedTotalFen: 100 }));
    expect(res.code).toBe(ErrorCode.TOUR_PRICE_CHANGED);
    expect(res.data).toEqual({ totalFen: JP_PRICE_FEN });
  });

  it('refuses an unknown product (27001) and bad fields with a Chinese message (10001)', async () => {
    const unknown = await submit(app, token, submitBody([applicant(25)], { visaCode: 'VZZ99BJS' }));
    expect(unknown.code).toBe(ErrorCode.VISA_PRODUCT_NOT_FOUND);
    const bad = await submit(app, token, submitBody([applicant(25, { passportNo: 'X1' })]));
    expect(bad.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(bad.message).toContain('护照号码');
  });

  it('lists the order and cancels it unpaid through the generic order calls', async () => {
    const placed = await submit(app, token, submitBody([applicant(27)]));
    const list = await call<{ items: { orderNo: string; kind: string; state: string }[] }>(
      app,
      VisaOrderPath.orderSearch,
      { page: 1, pageSize: 50, tab: 'ALL', kind: 'ALL' },
      { token },
    );
    expect(list.data.items.find((o) => o.orderNo === placed.data.orderNo)).toMatchObject({
      kind: 'VISA',
      state: 'PENDING_PAYMENT',
    });
    const orderNo = placed.data.orderNo;
    expect((await call(app, VisaOrderPath.orderCancel, { orderNo }, { token })).code).toBe(200);
    expect((await visaOf(app, token, orderNo)).order.state).toBe('CANCELLED');
    // the same applicant may apply again once the order is cancelled
    expect((await submit(app, token, submitBody([applicant(27)]))).code).toBe(200);
  });

  it('asks for a login', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/visa/application/submit',
      payload: submitBody(),
    });
    expect(res.json<{ code: number }>().code).not.toBe(200);
  });
});
