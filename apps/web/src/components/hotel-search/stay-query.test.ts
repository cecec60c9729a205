import { describe, expect, it } from 'vitest';
import { firstCheckIn, parseStayQuery, stayQueryString } from './stay-query';

// 2026-12-01 10:00 and 03:00 in Beijing
const day = new Date('2026-12-01T02:00:00Z');
const night = new Date('2026-11-30T19:00:00Z');
const parse = (q: string, now = day) => parseStayQuery(new URLSearchParams(q), now);

describe('the stay in the address (stay-query)', () => {
  it('defaults to tonight for one night, 1 room and 1 adult', () => {
    expect(parse('')).toEqual({
      city: null,
      cityName: null,
      place: null,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      rooms: 1,
      adults: 1,
      childAges: [],
    });
  });

  it('sells last night until 06:00 Beijing (凌晨房)', () => {
    expect(firstCheckIn(night)).toEqual({ date: '2026-11-30', early: true });
    expect(firstCheckIn(day)).toEqual({ date: '2026-12-01', early: false });
    expect(parse('checkIn=2026-11-30', night).checkIn).toBe('2026-11-30');
    expect(parse('checkIn=2026-11-30', day).checkIn).toBe('2026-12-01');
  });

  it('replaces bad entries: past or unreal dates, check-out not after check-in or past 30 nights', () => {
    expect(parse('checkIn=2026-02-30&checkOut=2026-12-05')).toMatchObject({
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
    });
    expect(parse('checkIn=2026-12-10&checkOut=2026-12-10').checkOut).toBe('2026-12-11');
    expect(parse('checkIn=2026-12-10&checkOut=2027-01-10').checkOut).toBe('2026-12-11');
    expect(parse('checkIn=2026-12-10&checkOut=2027-01-09').checkOut).toBe('2027-01-09');
  });

  it('keeps at least one adult per room and drops bad children’s ages', () => {
    expect(parse('rooms=3&adults=1&childAges=5,x,18,0,-1')).toMatchObject({
      rooms: 3,
      adults: 3,
      childAges: [5, 0],
    });
    expect(parse('rooms=11&adults=abc')).toMatchObject({ rooms: 1, adults: 1 });
  });

  it('writes what it reads: city, place, dates, rooms, adults and ages', () => {
    const stay = {
      city: '310100',
      cityName: '上海',
      place: { type: 'LANDMARK' as const, id: 'L310100-6', name: '外滩' },
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      rooms: 2,
      adults: 3,
      childAges: [4, 12],
    };
    expect(parse(stayQueryString(stay))).toEqual(stay);
    expect(stayQueryString({ ...stay, city: null, place: null })).toBe(
      'checkIn=2026-12-03&checkOut=2026-12-05&rooms=2&adults=3&childAges=4%2C12',
    );
  });

  it('ignores a place of an unknown type', () => {
    expect(parse('city=310100&place=PLANET:1&placeName=x').place).toBeNull();
  });
});
