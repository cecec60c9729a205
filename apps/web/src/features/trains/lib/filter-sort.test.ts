import { describe, expect, it } from 'vitest';
import { trains, train } from '../test/fixtures';
import { filterTrains, hasTickets, lowestPrice, sortTrains, type TrainSort } from './filter-sort';
import { seatsText, stopMark } from './train-marks';

const codes = (list: { trainCode: string }[]) => list.map((t) => t.trainCode);
const by = (key: TrainSort['key'], order: TrainSort['order'] = 'asc') => ({ key, order });

describe('train list filters', () => {
  it('keeps train types, time bands and stations that are picked', () => {
    expect(codes(filterTrains(trains, { trainTypes: ['G', 'D'] }))).toEqual([
      'G7001',
      'D3125',
      'G1',
    ]);
    expect(codes(filterTrains(trains, { depTimeBands: ['18-24'] }))).toEqual(['K1158']);
    expect(codes(filterTrains(trains, { arrTimeBands: ['00-06'] }))).toEqual(['K1158']);
    expect(codes(filterTrains(trains, { depStations: ['SHH'] }))).toEqual(['D3125', 'K1158']);
    expect(codes(filterTrains(trains, { arrStations: ['NKH'] }))).toEqual(['G7001', 'G1']);
  });

  it('keeps trains selling a picked seat class, and with 只看有票 only those with seats in it', () => {
    expect(codes(filterTrains(trains, { seatClasses: ['3'] }))).toEqual(['K1158']);
    expect(codes(filterTrains(trains, { seatClasses: ['M'] }))).toEqual(['G7001', 'D3125', 'G1']);
    expect(codes(filterTrains(trains, { seatClasses: ['M'], onlyAvailable: true }))).toEqual([
      'G7001',
      'G1',
    ]);
    expect(codes(filterTrains(trains, { onlyAvailable: true }))).toEqual(['G7001', 'D3125', 'G1']);
  });

  it('counts a train that stopped selling as without tickets', () => {
    const closed = train({ trainCode: 'G9', saleState: 'CLOSED' });
    expect(hasTickets(closed)).toBe(false);
    expect(filterTrains([closed], { onlyAvailable: true })).toEqual([]);
  });
});

describe('train list sorts', () => {
  it('sorts by departure, arrival across midnight, and duration, both ways', () => {
    expect(codes(sortTrains(trains, by('depTime')))).toEqual(['D3125', 'G7001', 'G1', 'K1158']);
    expect(codes(sortTrains(trains, by('depTime', 'desc')))).toEqual([
      'K1158',
      'G1',
      'G7001',
      'D3125',
    ]);
    expect(codes(sortTrains(trains, by('arrTime')))).toEqual(['G7001', 'D3125', 'G1', 'K1158']);
    expect(codes(sortTrains(trains, by('duration')))).toEqual(['G1', 'G7001', 'D3125', 'K1158']);
  });

  it('sorts by the lowest bookable fare with sold-out trains last either way', () => {
    expect(lowestPrice(trains[0]!)).toBe(13900);
    expect(lowestPrice(trains[0]!, { seatClasses: ['M'] })).toBe(23900);
    expect(codes(sortTrains(trains, by('price')))).toEqual(['D3125', 'G7001', 'G1', 'K1158']);
    expect(codes(sortTrains(trains, by('price', 'desc')))).toEqual([
      'G1',
      'G7001',
      'D3125',
      'K1158',
    ]);
    expect(codes(sortTrains(trains, by('price'), { seatClasses: ['M'] }))).toEqual([
      'G7001',
      'G1',
      'D3125',
      'K1158',
    ]);
  });
});

describe('12306 texts', () => {
  it('shows 有 from 20 seats, N张 below, 无 at none', () => {
    expect(seatsText(120)).toBe('有');
    expect(seatsText(20)).toBe('有');
    expect(seatsText(19)).toBe('19张');
    expect(seatsText(1)).toBe('1张');
    expect(seatsText(0)).toBe('无');
  });

  it('marks origin, passing and terminal stations', () => {
    const [g7001, , k1158, g1] = trains;
    expect(stopMark(g7001!, 'from')).toBe('始');
    expect(stopMark(g7001!, 'to')).toBe('过');
    expect(stopMark(k1158!, 'from')).toBe('过');
    expect(stopMark(g1!, 'from')).toBe('过');
    expect(stopMark(g1!, 'to')).toBe('过');
    expect(stopMark(trains[1]!, 'to')).toBe('终');
  });
});
