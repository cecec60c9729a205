import { describe, expect, it } from 'vitest';
import { ErrorCode, TransferPath, addDays } from '@lvxing/shared';
import { arrivalOf, isoWeekday } from '../src/modules/flight/flight-instances';
import { buildTestApp, call, dayFromNow } from './helper';
import { beijingClock } from './hotel-fixtures';
import { flightInto, lookup, weeklyFlightInto } from './transfer-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const date = addDays(today, 3);

describe('transfer lookup by flight number', () => {
  it('接机 fills in the arrival airport, its city and the scheduled arrival (Beijing time)', async () => {
    const f = flightInto('PVG', (t) => t >= '10:00' && t < '20:00');
    const res = await lookup(app, {
      transferType: 'FLIGHT_PICKUP',
      tripNo: f.flightNo.toLowerCase(),
      date,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      number: f.flightNo,
      hub: { code: 'PVG', name: '上海浦东国际机场', cityName: '上海' },
      to: { date, time: arrivalOf(f).arrTime },
      serviceTime: { date, time: arrivalOf(f).arrTime },
    });
    expect(res.data.serviceNote).toContain('免费等待60分钟');
  });

  it('knows the terminal where the airline has one (东航 at 浦东: T1), else none', async () => {
    const mu = flightInto('PVG', () => true, 'MU');
    const res = await lookup(app, { transferType: 'FLIGHT_PICKUP', tripNo: mu.flightNo, date });
    expect(res.data.hub).toMatchObject({ name: '上海浦东国际机场', terminal: 'T1' });
    const other = flightInto('PVG', () => true, '3U');
    const res2 = await lookup(app, { transferType: 'FLIGHT_PICKUP', tripNo: other.flightNo, date });
    expect(res2.data.hub.terminal).toBeNull();
  });

  it('送机 suggests the pick-up 3 hours before departure (dated rule)', async () => {
    const f = flightInto('PVG', () => true);
    const res = await lookup(app, { transferType: 'FLIGHT_DROPOFF', tripNo: f.flightNo, date });
    expect(res.code).toBe(200);
    expect(res.data.hub.code).toBe(f.dep);
    const lead = Date.parse(res.data.scheduledAt) - Date.parse(res.data.serviceAt);
    expect(lead).toBe(3 * 3_600_000);
    expect(res.data.serviceNote).toBe('建议起飞前3小时上车');
  });

  it('an unknown flight number answers 28001 in Chinese', async () => {
    const res = await lookup(app, { transferType: 'FLIGHT_PICKUP', tripNo: 'ZZ9999', date });
    expect(res.code).toBe(ErrorCode.TRANSFER_TRIP_NOT_FOUND);
    expect(res.message).toBe('未找到航班ZZ9999，请核对航班号');
  });

  it('a day the flight does not fly answers 28002 with its days', async () => {
    const f = weeklyFlightInto('PVG');
    let day = date;
    while (f.daysOfWeek.includes(isoWeekday(day))) day = addDays(day, 1);
    const res = await lookup(app, { transferType: 'FLIGHT_PICKUP', tripNo: f.flightNo, date: day });
    expect(res.code).toBe(ErrorCode.TRANSFER_NOT_RUNNING);
    expect(res.message).toMatch(new RegExp(`^航班${f.flightNo}在${day}不执行（每周`));
  });

  it('too soon or past the window: 28005 and 28002', async () => {
    const f = flightInto('PVG', (t) => t < '11:00');
    const soon = await lookup(app, {
      transferType: 'FLIGHT_PICKUP',
      tripNo: f.flightNo,
      date: today,
    });
    expect(soon.code).toBe(ErrorCode.TRANSFER_TOO_LATE);
    expect(soon.message).toBe('请至少提前2小时预订接送服务');
    const far = await lookup(app, {
      transferType: 'FLIGHT_PICKUP',
      tripNo: f.flightNo,
      date: addDays(today, 90),
    });
    expect(far.code).toBe(ErrorCode.TRANSFER_NOT_RUNNING);
  });

  it('a bad number is a field error naming the field', async () => {
    const res = await lookup(app, { transferType: 'FLIGHT_PICKUP', tripNo: '航班', date });
    expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(res.message).toContain('航班号或车次');
  });
});

describe('transfer lookup by train number', () => {
  it('接站 gives the arrival station and time (G7 at 上海虹桥 14:28)', async () => {
    const res = await lookup(app, { transferType: 'TRAIN_PICKUP', tripNo: 'G7', date });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      carrier: '高铁',
      from: { name: '北京南站', time: '10:00' },
      hub: { name: '上海虹桥站', cityName: '上海', terminal: null },
      serviceTime: { date, time: '14:28' },
    });
  });

  it('送站 at an intermediate stop suggests 1.5 hours before the train leaves', async () => {
    const res = await lookup(app, {
      transferType: 'TRAIN_DROPOFF',
      tripNo: 'G7',
      date,
      tripStation: '南京南站',
    });
    expect(res.code).toBe(200);
    expect(res.data.hub.name).toBe('南京南站');
    expect(res.data.serviceTime.time).toBe('11:55');
  });

  it('an unknown train, or a station it does not stop at: 28001', async () => {
    const none = await lookup(app, { transferType: 'TRAIN_PICKUP', tripNo: 'G99999', date });
    expect(none.code).toBe(ErrorCode.TRANSFER_TRIP_NOT_FOUND);
    expect(none.message).toBe('未找到车次G99999，请核对车次');
    const stop = await lookup(app, {
      transferType: 'TRAIN_PICKUP',
      tripNo: 'G7',
      date,
      tripStation: '杭州东',
    });
    expect(stop.code).toBe(ErrorCode.TRANSFER_TRIP_NOT_FOUND);
    expect(stop.message).toBe('G7次列车不经停杭州东站');
  });

  it('a date past the booking window answers 28002', async () => {
    const res = await lookup(app, {
      transferType: 'TRAIN_PICKUP',
      tripNo: 'G7',
      date: addDays(today, 61),
    });
    expect(res.code).toBe(ErrorCode.TRANSFER_NOT_RUNNING);
    expect(res.message).toContain('最多提前60天');
  });
});

describe('transfer places', () => {
  it('suggests the city’s landmarks and hotels by keyword', async () => {
    const res = await call<{ items: { id: string; name: string; kind: string }[] }>(
      app,
      TransferPath.placeSuggest,
      { cityCode: '310100', keyword: '外滩' },
    );
    expect(res.code).toBe(200);
    expect(res.data.items[0]).toMatchObject({ id: 'L310100-6', name: '外滩', kind: 'LANDMARK' });
    const hotels = await call<{ items: { kind: string }[] }>(app, TransferPath.placeSuggest, {
      cityCode: '310100',
      keyword: '全季',
    });
    expect(hotels.data.items.length).toBeGreaterThan(0);
    expect(hotels.data.items.every((p) => p.kind === 'HOTEL')).toBe(true);
  });
});
