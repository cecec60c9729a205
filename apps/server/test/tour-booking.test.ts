import { describe, expect, it } from 'vitest';
import { addDays, addMonths, productPart } from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock, payHotel as payOrder } from './hotel-fixtures';
import { pdfText } from './support/pdf-text';
import { confirmDueTours } from '../src/modules/tour/tour.jobs';
import {
  adult,
  bookTourOrder,
  child,
  departureAfter,
  findProduct,
  passportHolder,
  tourBody,
  tourDeps,
  tourOrderDetail,
} from './tour-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = tourDeps(app);
const token = await loginMember(app);
const other = await loginMember(app);

const domestic = findProduct(
  (p) => p.type === 'GROUP' && p.scope === 'DOMESTIC' && p.nights > 0,
  1,
);
const abroad = findProduct(
  (p) =>
    p.type === 'GROUP' && p.scope === 'OUTBOUND' && !['中国香港', '中国澳门'].includes(p.region),
);
const privateTour = findProduct((p) => p.type === 'PRIVATE' && p.scope === 'DOMESTIC');

describe('booking a tour', () => {
  it('refuses a wrong party, a child of another age, a resident ID abroad and a short passport', async () => {
    const dep = await departureAfter(app, domestic, today, 15);
    const two = tourBody(domestic.code, dep.date, 2 * dep.adultFen);
    const one = await bookTourOrder(app, token, { ...two, travellers: two.travellers.slice(0, 1) });
    expect(one).toMatchObject({ code: 10001 });
    expect(one.message).toContain('请填写全部2位出游人信息');

    const kid = await bookTourOrder(app, token, {
      ...two,
      adults: 1,
      children: [{ age: 9, bed: true }],
      travellers: [adult(11), child(12, dep.date, 6)],
      expectedTotalFen: dep.adultFen + dep.childWithBedFen,
    });
    expect(kid).toMatchObject({ code: 14005 });
    expect(kid.message).toContain('与所选儿童年龄9岁不符');

    const far = await departureAfter(app, abroad, today, 40);
    const id = await bookTourOrder(app, token, tourBody(abroad.code, far.date, 2 * far.adultFen));
    expect(id).toMatchObject({ code: 14005 });
    expect(id.message).toContain('出境游请使用护照');

    const back = addDays(far.date, abroad.days - 1);
    const short = await bookTourOrder(app, token, {
      ...tourBody(abroad.code, far.date, 2 * far.adultFen),
      travellers: [
        passportHolder('E12345678', addMonths(back, 7)),
        passportHolder('E12345679', addMonths(back, 5), 'LI/SI'),
      ],
    });
    expect(short).toMatchObject({ code: 14005 });
    expect(short.message).toContain('护照有效期应在回程后6个月以上');
  });

  it('answers the price now when the total differs, and 起订人数 for a 私家团', async () => {
    const dep = await departureAfter(app, domestic, today, 15);
    const stale = await bookTourOrder(app, token, tourBody(domestic.code, dep.date, dep.adultFen));
    expect(stale).toMatchObject({ code: 25004, data: { totalFen: 2 * dep.adultFen } });

    const pdep = await departureAfter(app, privateTour, today, 10);
    const alone = await bookTourOrder(app, token, {
      ...tourBody(privateTour.code, pdep.date, pdep.adultFen, { adults: 1 }),
    });
    expect(alone).toMatchObject({
      code: 25005,
      message: `该产品${privateTour.minGroupSize}人起订`,
    });
  });

  it('is paid, confirmed by the supplier after the delay, and its contract is the member’s only', async () => {
    const dep = await departureAfter(app, domestic, today, 15);
    const res = await bookTourOrder(app, token, {
      ...tourBody(domestic.code, dep.date, 2 * dep.adultFen + 2 * 3000),
      insurance: true,
    });
    expect(res.code, res.message).toBe(200);
    const { orderNo } = res.data;
    await payOrder(app, token, orderNo);
    expect((await tourOrderDetail(app, token, orderNo)).data.state).toBe('CONFIRMING');
    clock.advance(4_000);
    expect(await confirmDueTours(deps)).toBe(0);
    clock.advance(1_000);
    expect(await confirmDueTours(deps)).toBe(1);
    const d = (await tourOrderDetail(app, token, orderNo)).data;
    expect(d).toMatchObject({ state: 'CONFIRMED', stateLabel: '已确认' });
    expect(d.product).toMatchObject({
      kind: 'TOUR',
      adults: 2,
      insurance: true,
      booked: 2,
      groupMin: domestic.minGroupSize,
    });
    expect(d.priceLines).toContainEqual({ label: '旅游意外险', unitFen: 3000, count: 2 });

    const pdf = await app.inject({
      method: 'POST',
      url: '/api/tour/order/contract',
      payload: { orderNo },
      headers: { token },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    for (const words of [
      productPart(d, 'TOUR')!.contractNo,
      domestic.title,
      `最低成团人数：${domestic.minGroupSize}人`,
      '《旅游法》第63条',
      '出发当日解除合同：扣除旅游费用的60%',
      '旅游者已购买旅游意外险',
    ]) {
      expect(text.replace(/\s/g, '')).toContain(words.replace(/\s/g, ''));
    }
    const stranger = await call(app, '/api/tour/order/contract', { orderNo }, { token: other });
    expect(stranger.code).toBe(15001);
    expect((await tourOrderDetail(app, other, orderNo)).code).toBe(15001);
  });
});
