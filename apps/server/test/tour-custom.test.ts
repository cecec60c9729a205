// Custom trip requests (定制游, issue 28, the spec's /api/trourism/itinerary/submit): the body
// checked field by field in Chinese, cities checked against the catalogs, and the answer's
// indicative range made of the site's own prices: raising a hotel's or a day tour's price in
// the catalogs moves its line, and nothing else.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, TourPath, type ItinerarySubmitResult } from '@lvxing/shared';
import { cooperationRequests } from '../src/db/schema';
import { getHotelCatalog } from '../src/modules/hotel/catalog';
import { getTourCatalog } from '../src/modules/tour/catalog';
import { buildTestApp, call, dayFromNow, uniqueIp, uniqueMobile } from './helper';

const app = await buildTestApp({ jobs: false });
const db = app.orders.deps.db;

const trip = (over: object = {}) => ({
  destinations: ['三亚'],
  departureCity: '北京',
  departDate: dayFromNow(20),
  tripDays: 5,
  adults: 2,
  children: 1,
  budgetFen: 300_000,
  hotelStandard: '高档型',
  guide: true,
  car: true,
  themes: ['亲子', '美食'],
  contactName: '赵女士',
  mobile: uniqueMobile(),
  consent: true,
  ...over,
});
const submit = (body: object) =>
  call<ItinerarySubmitResult | null>(app, TourPath.itinerarySubmit, body, { ip: uniqueIp() });
const lineOf = (r: ItinerarySubmitResult, key: string) =>
  r.estimate.lines.find((l) => l.key === key)!;

/** Runs `fn` with `change` applied to the catalogs in memory, undone after. */
async function withChange<T>(change: () => () => void, fn: () => Promise<T>): Promise<T> {
  const undo = change();
  try {
    return await fn();
  } finally {
    undo();
  }
}

describe(TourPath.itinerarySubmit, () => {
  it('names the wrong field in Chinese and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ destinations: [] }, '请至少填写一个目的地'],
      [{ destinations: ['三亚', '三亚'] }, '目的地不能重复'],
      [{ destinations: ['a', 'b', 'c', 'd', 'e', 'f'] }, '目的地最多5个'],
      [{ destinations: ['火星城'] }, '目的地“火星城”暂不在本站目的地中，请换一个城市'],
      [{ departureCity: '' }, '请填写出发城市'],
      [{ departDate: '' }, '请选择出发日期或出发月份'],
      [{ departDate: dayFromNow(0) }, '出发日期最早为明天'],
      [{ departDate: '', month: '2020-01' }, '出发月份不能早于本月'],
      [{ tripDays: 31 }, '行程天数不能大于30'],
      [{ tripDays: 1.5 }, '行程天数应为整数'],
      [{ adults: 0 }, '成人人数不能小于1'],
      [{ hotelStandard: '经济型' }, '请选择酒店标准'],
      [{ themes: ['探险'] }, '主题不正确'],
      [{ mobile: '12345' }, '请输入正确的手机号'],
      [{ contactName: '' }, '请输入联系人姓名'],
      [{ consent: false }, '请阅读并同意个人信息处理说明'],
    ];
    const before = await db.select().from(cooperationRequests);
    for (const [over, message] of cases) {
      const res = await submit(trip(over));
      expect(res.code, JSON.stringify(over)).toBe(ErrorCode.INVALID_PARAMS);
      expect(res.message, JSON.stringify(over)).toContain(message);
    }
    expect(await db.select().from(cooperationRequests)).toHaveLength(before.length);
  });

  it('answers a visitor at once with a range per line, per person and for the party', async () => {
    const res = await submit(trip());
    expect(res.code).toBe(200);
    const r = res.data!;
    expect(r).toMatchObject({ state: 'SUBMITTED', stateLabel: '已提交' });
    expect(r.estimate.lines.map((l) => l.label)).toEqual(['大交通', '住宿', '当地游玩/导游用车']);
    for (const line of r.estimate.lines) {
      expect(line.items.length, line.label).toBeGreaterThan(0);
      expect(line.party.lowFen, line.label).toBeGreaterThan(0);
      expect(line.party.lowFen).toBeLessThanOrEqual(line.party.highFen);
      expect(line.party.lowFen % 10_000).toBe(0);
      expect(line.party.highFen % 10_000).toBe(0);
    }
    // 北京→三亚 and back on 20 and 24 days from now, by air: both legs priced from flights
    expect(lineOf(r, 'TRANSPORT').items.map((i) => i.text)).toEqual([
      expect.stringMatching(/^北京→三亚 .*机票/),
      expect.stringMatching(/^三亚→北京 .*机票/),
    ]);
    expect(lineOf(r, 'HOTEL').items[0]!.text).toMatch(/三亚 4晚 高档型（4钻）×1间/);
    expect(lineOf(r, 'LOCAL').items.map((i) => i.text)).toEqual([
      expect.stringMatching(/^三亚 当地游玩4天/),
      expect.stringMatching(/^三亚 导游\+用车4天/),
    ]);
    const sum = (k: 'lowFen' | 'highFen') =>
      r.estimate.lines.reduce((s, l) => s + l.perPerson[k], 0);
    expect(r.estimate.perPerson).toEqual({ lowFen: sum('lowFen'), highFen: sum('highFen') });
    expect(r.estimate.travellers).toBe(3);
    const [row] = await db
      .select()
      .from(cooperationRequests)
      .where(eq(cooperationRequests.requestNo, r.requestNo));
    expect(row).toMatchObject({
      kind: 'TOUR_CUSTOM',
      memberId: null,
      orgName: '三亚 5天 2成人1儿童',
      contactName: '赵女士',
      services: ['导游', '用车', '亲子', '美食'],
      details: { estimate: r.estimate, trip: { destinations: ['三亚'], hotelStandard: '高档型' } },
    });
  });

  it("moves the 住宿 line with the city's hotel prices, and only that line", async () => {
    const body = trip({ mobile: uniqueMobile() });
    const before = (await submit(body)).data!;
    const sanya = getHotelCatalog().cities.find((c) => c.name === '三亚')!;
    const rooms = getHotelCatalog()
      .hotelsByCity.get(sanya.code)!
      .filter((h) => h.stars === 4)
      .flatMap((h) => h.roomTypes);
    const raise = () => {
      const old = rooms.map((room) => room.basePriceFen);
      for (const room of rooms) room.basePriceFen *= 2;
      return () => rooms.forEach((room, i) => (room.basePriceFen = old[i]!));
    };
    const after = (await withChange(raise, () => submit({ ...body, mobile: uniqueMobile() })))
      .data!;
    const [was, now] = [lineOf(before, 'HOTEL').party, lineOf(after, 'HOTEL').party];
    expect(now.lowFen).toBeGreaterThanOrEqual(was.lowFen * 2 - 10_000);
    expect(now.highFen).toBeGreaterThanOrEqual(was.highFen * 2 - 20_000);
    expect(lineOf(after, 'TRANSPORT')).toEqual(lineOf(before, 'TRANSPORT'));
    expect(lineOf(after, 'LOCAL')).toEqual(lineOf(before, 'LOCAL'));
    expect(after.estimate.party.highFen).toBeGreaterThan(before.estimate.party.highFen);
  });

  it("moves the 当地游玩 line with the city's day tour prices", async () => {
    const body = trip({ guide: false, car: false, mobile: uniqueMobile() });
    const before = (await submit(body)).data!;
    const tours = getTourCatalog().products.filter(
      (p) => p.type === 'LOCAL' && p.destinations.includes('三亚'),
    );
    expect(tours.length).toBeGreaterThan(0);
    const raise = () => {
      const old = tours.map((p) => p.basePriceFen);
      for (const p of tours) p.basePriceFen += 50_000;
      return () => tours.forEach((p, i) => (p.basePriceFen = old[i]!));
    };
    const after = (await withChange(raise, () => submit({ ...body, mobile: uniqueMobile() })))
      .data!;
    // ¥500 more a day tour (about: the calendar's season and wobble apply), 4 days, 3 people
    const moved = lineOf(after, 'LOCAL').party.lowFen - lineOf(before, 'LOCAL').party.lowFen;
    expect(moved).toBeGreaterThan(4 * 3 * 40_000);
    expect(lineOf(after, 'HOTEL')).toEqual(lineOf(before, 'HOTEL'));
  });

  it('prices children at the child fares and day tour prices, below adults', async () => {
    const party = async (adults: number, children: number, over: object = {}) =>
      (
        await submit(
          trip({ adults, children, guide: false, car: false, mobile: uniqueMobile(), ...over }),
        )
      ).data!;
    const [grown, family, couple] = [await party(4, 0), await party(2, 2), await party(2, 0)];
    const local = [grown, family, couple].map((r) => lineOf(r, 'LOCAL').party);
    expect(local[1]!.lowFen).toBeLessThan(local[0]!.lowFen);
    expect(local[1]!.lowFen).toBeGreaterThan(local[2]!.lowFen);
    // a discounted fare below half the full fare is what a child pays too (CAAC)
    const air = [grown, family].map((r) => lineOf(r, 'TRANSPORT').party);
    expect(air[1]!.highFen).toBeLessThanOrEqual(air[0]!.highFen);
    // the children share their parents' room: the same rooms as the couple's
    expect(lineOf(family, 'HOTEL').party).toEqual(lineOf(couple, 'HOTEL').party);
    expect(family.estimate.basis).toContain('火车儿童票半价');
    // 上海→杭州 by train: a 儿童票 is half the fare
    const byRail = { destinations: ['杭州'], departureCity: '上海', tripDays: 2 };
    const [rail4, rail22] = [await party(4, 0, byRail), await party(2, 2, byRail)];
    const [r4, r22] = [rail4, rail22].map((r) => lineOf(r, 'TRANSPORT'));
    expect(r4!.items[0]!.text).toMatch(/火车票/);
    expect(r22!.party.highFen).toBeLessThan(r4!.party.highFen);
  });

  it('prices a flexible month from its 15th and says which parts it could not price', async () => {
    const month = dayFromNow(45).slice(0, 7);
    const res = await submit(
      trip({ departDate: '', month, destinations: ['东京'], departureCity: '上海' }),
    );
    expect(res.code).toBe(200);
    const r = res.data!;
    expect(r.estimate.pricedFrom).toBe(`${month}-15`);
    // the hotel catalog has no hotels abroad: the consultant quotes them
    expect(lineOf(r, 'HOTEL')).toMatchObject({ items: [], party: { lowFen: 0, highFen: 0 } });
    expect(lineOf(r, 'HOTEL').note).toBe('东京高档型酒店暂无本站价格，由顾问报价');
    expect(lineOf(r, 'LOCAL').items.length).toBeGreaterThan(0);
  });
});
