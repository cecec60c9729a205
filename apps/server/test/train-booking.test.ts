import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@lvxing/shared';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { savedPerson } from './passenger-fixtures';
import { adult, bookTrain, person, seatsLeftOf, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const token = await loginMember(app);
const other = await loginMember(app);
const date = dayFromNow(4);
const book = (body: Record<string, unknown>, t = token) =>
  bookTrain(app, t, { date, passengers: [adult()], ...body });
const detail = (orderNo: string, t = token) =>
  call<OrderDetail>(app, '/api/train/order/detail', { orderNo }, { token: t });

describe('train booking', () => {
  it('needs a login', async () => {
    expect((await book({}, '')).code).toBe(11001);
  });

  it('holds seats together, honours a wished seat letter and writes a 待支付 order', async () => {
    const res = await book({ passengers: [adult('周一'), adult('周二')], seatLetters: ['F'] });
    expect(res.code).toBe(200);
    const seats = res.data.passengers.map((p) => p.seat);
    expect(seats[0]).toMatch(/^\d\d车\d\d[ABCDF]$/);
    expect(seats.map((s) => s.slice(0, 5))).toEqual([seats[0]!.slice(0, 5), seats[0]!.slice(0, 5)]);
    expect(seats.some((s) => s.endsWith('F'))).toBe(true);
    expect(res.data.totalFen).toBe(2 * 60650);
    const d = await detail(res.data.orderNo);
    expect(d.data).toMatchObject({
      kind: 'TRAIN',
      state: 'PENDING_PAYMENT',
      title: '北京南→上海虹桥 G1',
      travelDate: date,
    });
    expect(d.data.segments[0]).toMatchObject({
      code: 'G1',
      carrier: '高铁',
      depName: '北京南',
      arrName: '上海虹桥',
      depTime: '09:00',
      arrTime: '13:28',
      classLabel: '二等座',
    });
    expect(d.data.passengers.map((p) => p.seat)).toEqual(seats);
    expect(d.data.passengers.map((p) => p.ticketTypeLabel)).toEqual(['成人票', '成人票']);
    expect(d.data.priceLines).toEqual([{ label: '成人票 二等座', unitFen: 60650, count: 2 }]);
    expect(new Date(d.data.payDeadline!).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    const one = await book({ passengers: [adult('周三')], seatLetters: ['A'], seatClass: 'M' });
    expect(one.data.passengers[0]!.seat).toMatch(/A$/);
  });

  it('takes the seat only on the journey’s segments', async () => {
    const q = (from: string, to: string) =>
      seatsLeftOf(app, { trainCode: 'G1', from, to, date, seatClass: '9' });
    const before = [await q('VNP', 'JGK'), await q('JGK', 'NKH'), await q('NKH', 'AOH')];
    const whole = await q('VNP', 'AOH');
    const res = await book({ from: 'JGK', to: 'NKH', seatClass: '9', passengers: [adult('吴一')] });
    expect(res.code).toBe(200);
    expect([await q('VNP', 'JGK'), await q('JGK', 'NKH'), await q('NKH', 'AOH')]).toEqual([
      before[0],
      before[1]! - 1,
      before[2],
    ]);
    expect(await q('VNP', 'AOH')).toBe(whole - 1);
    // the seat is free before 济南西 and after 南京南, so the next ticket there reuses it
    const after = await book({
      from: 'NKH',
      to: 'AOH',
      seatClass: '9',
      passengers: [adult('吴二')],
    });
    expect(after.data.passengers[0]!.seat).toBe(res.data.passengers[0]!.seat);
  });
});

describe('passenger rules', () => {
  const kid = (age: number, name = '李小') => {
    const y = Number(date.slice(0, 4)) - age;
    return person(name, `${y}${date.slice(5, 7)}${date.slice(8, 10)}`, '2');
  };
  it.each([
    [
      'a wrong check digit',
      [{ name: '张三', idType: '1', idNo: '340524198001010013' }],
      '身份证号码不正确',
    ],
    ['a child under 6', [adult(), kid(5)], '未满6周岁'],
    ['a child ticket at 14', [adult(), kid(14)], '年满14周岁应购买成人票'],
    ['a child alone', [kid(8)], '须与成人同行'],
    ['a student in 一等座', [person('学生', '20050101', '3')], '学生票仅限'],
    [
      'the same ID twice',
      [
        { ...adult('赵六'), idNo: '11010519491231002X' },
        { ...adult('赵六'), idNo: '11010519491231002X' },
      ],
      '证件号码重复',
    ],
    [
      'a passport child without birth date',
      [adult(), { name: 'LI/XIAO', idType: 'B', idNo: 'E12345678', ticketType: '2' }],
      '出生日期',
    ],
    ['a bad name', [{ ...adult(), name: '1234' }], '乘客姓名'],
  ])('refuses %s', async (_label, passengers, message) => {
    const seatClass = _label === 'a student in 一等座' ? 'M' : 'O';
    const res = await book({ passengers, seatClass });
    expect([14005, 10001]).toContain(res.code);
    expect(res.message).toContain(message);
    expect(res.data).toBeNull();
  });

  it('prices a child at 6 and under 14 and a disabled soldier (a saved passenger with a certificate)', async () => {
    // 学生票 (an approved student profile, inside the student periods): discount-tickets.test.ts
    const vet = await savedPerson(app, token, '钱五', '19700101', {
      disabledSoldier: { certType: 'SOLDIER', certNo: 'JC1990001' },
    });
    const res = await book({
      passengers: [
        adult('钱一'),
        kid(6, '钱二'),
        kid(13, '钱三'),
        { savedPassengerId: vet.id, ticketType: '4' },
      ],
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.passengers.map((p) => p.priceFen)).toEqual([60650, 30350, 30350, 30350]);
    expect(res.data.passengers.map((p) => p.ticketTypeLabel)).toEqual([
      '成人票',
      '儿童票',
      '儿童票',
      '残军票',
    ]);
    const d = await detail(res.data.orderNo);
    expect(d.data.passengers.map((p) => p.passengerType)).toEqual(['ADT', 'CHD', 'CHD', 'ADT']);
    expect(d.data.passengers[3]!.name).toBe('钱五');
  });
});

describe('journey conflicts, sale window, cut-off and pay hold', () => {
  it('refuses an ID number on an overlapping journey, for any member; allows a later train', async () => {
    const p = adult('冯一');
    expect((await book({ passengers: [p] })).code).toBe(200);
    const clash = await book({ trainCode: 'G101', passengers: [p] }, other);
    expect(clash).toMatchObject({ code: 17005, message: expect.stringContaining('冯一') });
    const part = await book({ trainCode: 'G101', from: 'NKH', to: 'AOH', passengers: [p] });
    expect(part.code).toBe(17005); // 11:16–12:40 lies inside G1's 09:00–13:28
    expect((await book({ trainCode: 'G11', passengers: [p] })).code).toBe(200);
  });

  it('sells 15 days including today and stops 30 minutes before departure', async () => {
    expect((await book({ date: dayFromNow(15) })).code).toBe(14006);
    expect((await book({ date: dayFromNow(-1) })).code).toBe(14006);
    expect((await book({ date: dayFromNow(14) })).code).toBe(200);
    const saved = clock.now();
    const day = dayFromNow(2);
    const departs = Date.parse(`${day}T09:00:00+08:00`);
    try {
      clock.set(new Date(departs - 29 * 60_000));
      const t = await loginMember(app); // tokens live on the app clock
      expect((await book({ date: day }, t)).code).toBe(17004);
      clock.set(new Date(departs - 90 * 60_000));
      const near = await book({ date: day }, t);
      expect(near.code).toBe(200);
      expect(Date.parse(near.data.payDeadline) - clock.now().getTime()).toBe(10 * 60_000);
      const seat = { trainCode: 'G1', from: 'VNP', to: 'AOH', date: day, seatClass: 'O' as const };
      const held = await seatsLeftOf(app, seat);
      clock.advance(9 * 60_000);
      await closeExpiredOrders(app.orders.deps);
      expect((await detail(near.data.orderNo, t)).data.state).toBe('PENDING_PAYMENT');
      clock.advance(2 * 60_000);
      await closeExpiredOrders(app.orders.deps);
      expect((await detail(near.data.orderNo, t)).data.state).toBe('CLOSED');
      expect(await seatsLeftOf(app, seat)).toBe(held + 1);
      clock.set(new Date(departs - 35 * 60_000));
      const last = await book({ date: day }, t);
      expect(Date.parse(last.data.payDeadline)).toBe(departs - 30 * 60_000);
      clock.set(new Date(departs - 3 * 3_600_000));
      const early = await book({ date: day }, t);
      expect(Date.parse(early.data.payDeadline) - clock.now().getTime()).toBe(30 * 60_000);
    } finally {
      clock.set(saved);
    }
  });
});

describe('bad order bodies', () => {
  it.each([
    [{ passengers: [] }],
    [{ passengers: Array.from({ length: 6 }, () => adult()) }],
    [{ seatLetters: ['E'] }],
    [{ seatClass: 'X' }],
    [{ from: 'vnp' }],
    [{ contact: { name: '张三', mobile: '123' } }],
    [{ passengers: [{ ...adult(), ticketType: '9' }] }],
    [{ passengers: [{ ...adult(), idType: 'Z' }] }],
  ])('%j answers 10001', async (patch) => {
    const res = await book(patch);
    expect(res).toMatchObject({ code: 10001, data: null });
  });

  it('unknown train or stops answer 17002', async () => {
    expect((await book({ trainCode: 'G99999' })).code).toBe(17002);
    expect((await book({ from: 'AOH', to: 'VNP' })).code).toBe(17002);
    expect((await book({ seatClass: '3' })).code).toBe(17002);
  });

  it('a resident ID born in the future is refused', async () => {
    const born = dayFromNow(30).replaceAll('-', '');
    const res = await book({
      passengers: [{ name: '未来', idType: '1', idNo: residentId(born, 1) }],
    });
    expect(res.code).toBe(14005);
  });
});
