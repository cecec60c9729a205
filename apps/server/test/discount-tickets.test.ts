// 学生票 and 残疾军人票 must be earned (12306): only a saved passenger whose profile backs them
// buys one. Trains run every day, so the app clock is set to a fixed day of the year inside a
// student period (5 January or 5 July, whichever the real clock's travel-date rule accepts):
// nothing here depends on the day the tests run.
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  BOOKING_RULES_AS_SEEDED,
  addDays,
  type OrderDetail,
  type TrainBookingRules,
  type TrainPriceDetail,
} from '@lvxing/shared';
import { seedRules } from '../src/modules/settings/rule-settings.repository';
import { buildTestApp, call, loginMember } from './helper';
import {
  beijingAt,
  clockDay,
  loginAgain,
  loginAs,
  savedPerson,
  studentProfile,
} from './passenger-fixtures';
import { adult, bookTrain, person, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const day = clockDay(['01-05', '07-05'], [0, 12]);
const year = Number(day.slice(0, 4));
clock.set(beijingAt(day));
const member = await loginAs(app);
let token = member.token;

const at = (n: number) => addDays(day, n);
/** A saved student (resident ID, 20 this year) with an APPROVED profile 北京 ↔ 上海. */
const student = (name: string, t = token) =>
  savedPerson(app, t, name, `${year - 20}0315`, { student: studentProfile(year - 2) });
const saved = (p: { id: string }, ticketType = '3') => ({ savedPassengerId: p.id, ticketType });
const trip = (date: string, passengers: object[], more: Record<string, unknown> = {}, t = token) =>
  bookTrain(app, t, { date, passengers, ...more });
const priceOf = async (body: Record<string, unknown>) =>
  (await call<TrainPriceDetail>(app, ApiPath.trainPriceDetail, body)).data.lines[0]!.unitFen;

/** Sets the app clock to 06:00 Beijing of `d` and logs in again (tokens live on the app clock). */
async function moveTo(d: string, time = '06:00') {
  clock.set(beijingAt(d, time));
  token = await loginAgain(app, member.mobile);
}

describe('学生票: an approved saved student', () => {
  it('travels between the profile’s cities either way, priced at the share of the class', async () => {
    const s = await student('王同学');
    expect(s.student).toMatchObject({ state: 'APPROVED', homeCity: '北京', schoolCity: '上海' });
    const there = await trip(at(0), [saved(s)]);
    expect(there.code, there.message).toBe(200);
    expect(there.data.passengers[0]).toMatchObject({ ticketTypeLabel: '学生票', priceFen: 45500 });
    const back = await trip(at(1), [saved(s)], { trainCode: 'G2', from: 'AOH', to: 'VNP' });
    expect(back.code, back.message).toBe(200);
    const k = { trainCode: 'K101', from: 'BJP', to: 'SHH', seatClass: '1', date: at(2) };
    const hard = await trip(at(2), [saved(s), adult('王家长')], k);
    expect(hard.code, hard.message).toBe(200);
    const adultFen = await priceOf({ ...k, ticketTypes: ['1'] });
    expect(hard.data.passengers.map((p) => p.priceFen)).toEqual([
      await priceOf({ ...k, ticketTypes: ['3'] }),
      adultFen,
    ]);
    expect(Math.abs(hard.data.passengers[0]!.priceFen * 2 - adultFen)).toBeLessThanOrEqual(100);
    const d = await call<OrderDetail>(
      app,
      '/api/train/order/detail',
      { orderNo: there.data.orderNo },
      { token },
    );
    expect(d.data.passengers[0]).toMatchObject({ name: '王同学', ticketTypeLabel: '学生票' });
    expect(d.data.passengers[0]!.idNoMasked).toMatch(/^110\*+\d{3}[\dX]$/);
  });

  it('has 4 single trips a school year: the 5th is refused, a cancelled one frees a trip', async () => {
    const s = await student('李同学');
    const orders: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await trip(at(i), [saved(s)]);
      expect(res.code, res.message).toBe(200);
      orders.push(res.data.orderNo);
    }
    const fifth = await trip(at(4), [saved(s)]);
    expect(fifth).toMatchObject({
      code: 14005,
      message: '第1位乘客李同学：本学年学生票优惠次数（4次）已用完',
      data: null,
    });
    // an adult ticket of the same person is not a student trip
    expect((await trip(at(4), [saved(s, '1')])).code).toBe(200);
    const cancel = await call(app, '/api/train/order/cancel', { orderNo: orders[0] }, { token });
    expect(cancel.code).toBe(200);
    expect((await trip(at(5), [saved(s)])).code).toBe(200);
  });
});

describe('学生票 and 残疾军人票 are refused, naming the passenger and what is missing', () => {
  it('without an approved profile: the issue’s passenger born in 1985', async () => {
    const t = await loginMember(app);
    const message = '第1位乘客张三：学生票须选择已通过学生资质核验的常用旅客';
    const none = await savedPerson(app, t, '张三', '19850101');
    expect(await trip(at(0), [saved(none)], {}, t)).toMatchObject({
      code: 14005,
      message,
      data: null,
    });
    const typed = await trip(at(0), [person('张三', '19850101', '3')], {}, t);
    expect(typed).toMatchObject({ code: 14005, message, data: null });
    const rejected = await savedPerson(app, t, '张三', '19850202', {
      student: studentProfile(year - 1),
    });
    expect(rejected.student?.state).toBe('REJECTED');
    expect(await trip(at(0), [saved(rejected)], {}, t)).toMatchObject({ code: 14005, message });
    const list = await call<{ total: number }>(app, '/api/train/order/search', {}, { token: t });
    expect(list.data.total).toBe(0);
  });

  it('outside the profile’s cities and outside the student seat classes', async () => {
    const s = await student('赵同学');
    const nanjing = await trip(at(0), [saved(s)], { to: 'NKH' });
    expect(nanjing).toMatchObject({
      code: 14005,
      message: '第1位乘客赵同学：乘车区间不在学生优惠区间（北京—上海）内',
    });
    const first = await trip(at(0), [saved(s)], { seatClass: 'M' });
    expect(first).toMatchObject({
      code: 14005,
      message: '第1位乘客赵同学：学生票仅限动车组二等座、无座或普速列车硬座、硬卧、无座',
    });
  });

  it('残疾军人票 only with a 残疾军人证 or 伤残人民警察证 on file, then half the fare of any class', async () => {
    const message = '第1位乘客钱军：残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证';
    const bare = await savedPerson(app, token, '钱军', '19700101');
    expect(await trip(at(1), [saved(bare, '4')])).toMatchObject({ code: 14005, message });
    const typed = await trip(at(1), [person('钱军', '19700101', '4')]);
    expect(typed).toMatchObject({ code: 14005, message });
    const vet = await savedPerson(app, token, '孙军', '19700202', {
      disabledSoldier: { certType: 'POLICE', certNo: 'SJ2020001' },
    });
    const second = await trip(at(1), [saved(vet, '4')]);
    expect(second.data.passengers[0]).toMatchObject({ ticketTypeLabel: '残军票', priceFen: 30350 });
    const firstClass = await trip(at(2), [saved(vet, '4')], { seatClass: 'M' });
    expect(firstClass.code, firstClass.message).toBe(200);
  });

  it('outside the periods (12-01…03-31, 06-01…09-30)', async () => {
    const off = clockDay(['04-05', '10-20'], [0, 5]);
    try {
      await moveTo(off);
      const y = Number(off.slice(0, 4));
      const s = await savedPerson(app, token, '周同学', `${y - 20}0315`, {
        student: studentProfile(y - 2),
      });
      expect(await trip(addDays(off, 5), [saved(s)])).toMatchObject({
        code: 14005,
        message: '第1位乘客周同学：学生票仅在优惠期内发售（12月1日至3月31日、6月1日至9月30日）',
      });
    } finally {
      await moveTo(day);
    }
  });

  it('after the student status ends (09-30 of enrolment year + years)', async () => {
    const after = clockDay(['10-02', '11-02', '12-02'], [0, 3]);
    const y = Number(after.slice(0, 4));
    try {
      await moveTo(`${y}-09-01`);
      const s = await savedPerson(app, token, '吴同学', `${y - 22}0315`, {
        student: studentProfile(y - 4),
      });
      expect(s.student?.state).toBe('APPROVED');
      await moveTo(after);
      expect(await trip(addDays(after, 3), [saved(s)])).toMatchObject({
        code: 14005,
        message: `第1位乘客吴同学：学生资质有效期至${y}-09-30，乘车日期已超出`,
      });
    } finally {
      await moveTo(day);
    }
  });
});

describe('the dated rule train.studentTickets', () => {
  it('is served by /api/train/rules, and a later row changes what is served and sold', async () => {
    const rules = async () => (await call<TrainBookingRules>(app, ApiPath.trainRules, {})).data;
    const seeded = BOOKING_RULES_AS_SEEDED.train;
    expect(await rules()).toMatchObject({
      studentTickets: seeded.studentTickets,
      studentSeatClasses: seeded.studentSeatClasses,
    });
    const later = at(10);
    await seedRules(app.orders.deps.db, [
      {
        key: 'train.studentTickets',
        effectiveFrom: later,
        value: {
          ...seeded.studentTickets,
          seatClasses: { ...seeded.studentSeatClasses, emu: ['O', 'M', 'WZ'] },
        },
        source: '测试：一等座发售学生票',
      },
    ]);
    const s = await student('郑同学');
    expect((await trip(at(3), [saved(s)], { seatClass: 'M' })).code).toBe(14005);
    await moveTo(later);
    expect((await rules()).studentSeatClasses.emu).toEqual(['O', 'M', 'WZ']);
    const res = await trip(at(11), [saved(s)], { seatClass: 'M' });
    expect(res.code, res.message).toBe(200);
  });
});
