import { describe, expect, it } from 'vitest';
import { defaultBusQuery } from '@/components/bus-search/bus-query';
import { defaultQuery } from '@/components/flight-search/search-query';
import { defaultTrainQuery } from '@/components/train-search/train-query';
import { formTabs, otherTabs } from './search-card';
import {
  busSearchTarget,
  hotelSearchTarget,
  searchTarget,
  trainSearchTarget,
} from './search-target';

const params = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

describe('home search targets', () => {
  it('sends a flight search to /ticket/search with the query in the URL', () => {
    const q = defaultQuery({
      from: { code: 'CBJS', name: '北京' },
      to: { code: 'CSHA', name: '上海' },
      date: '2026-11-25',
    });
    expect(params(searchTarget(q))).toEqual({
      path: '/ticket/search',
      query: {
        trip: 'OW',
        from: 'CBJS',
        fromName: '北京',
        to: 'CSHA',
        toName: '上海',
        date: '2026-11-25',
        cabin: 'Y',
        adults: '1',
        children: '0',
        infants: '0',
      },
    });
  });

  it('sends a train search to the 火车票 tab of /train', () => {
    const q = defaultTrainQuery({
      from: { code: '上海', name: '上海' },
      to: { code: 'NKH', name: '南京南' },
      date: '2026-11-26',
      gd: true,
    });
    expect(params(trainSearchTarget(q))).toEqual({
      path: '/train',
      query: {
        type: 'train',
        from: '上海',
        fromName: '上海',
        to: 'NKH',
        toName: '南京南',
        date: '2026-11-26',
        gd: '1',
      },
    });
  });

  it('sends a coach search to the 汽车票 tab of /train', () => {
    const q = defaultBusQuery({ from: '南京', to: '上海', date: '2026-11-26' });
    expect(params(busSearchTarget(q))).toEqual({
      path: '/train',
      query: { type: 'bus', from: '南京', to: '上海', date: '2026-11-26' },
    });
  });

  it('sends a hotel search to /hotel with the city, dates and guests in the URL', () => {
    const target = hotelSearchTarget({
      city: '310100',
      cityName: '上海',
      place: { type: 'LANDMARK', id: 'L310100-3', name: '外滩' },
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      rooms: 1,
      adults: 2,
      childAges: [5],
    });
    expect(params(target)).toEqual({
      path: '/hotel',
      query: {
        city: '310100',
        cityName: '上海',
        place: 'LANDMARK:L310100-3',
        placeName: '外滩',
        checkIn: '2026-12-03',
        checkOut: '2026-12-05',
        rooms: '1',
        adults: '2',
        childAges: '5',
      },
    });
  });

  it('has forms for 机票, 火车票, 汽车票, 酒店 and links the other tabs to their areas', () => {
    expect(formTabs.map((t) => t.label)).toEqual(['机票', '火车票', '汽车票', '酒店', '旅游']);
    expect(otherTabs.map((t) => t.to)).toEqual(['/car']);
  });
});
