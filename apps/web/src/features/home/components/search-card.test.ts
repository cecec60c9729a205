import { describe, expect, it } from 'vitest';
import { defaultQuery } from '@/components/flight-search/search-query';
import { otherTabs } from './search-card';
import { searchTarget } from './search-target';

describe('home search targets', () => {
  it('sends a flight search to /ticket/search with the query in the URL', () => {
    const q = defaultQuery({
      from: { code: 'CBJS', name: '北京' },
      to: { code: 'CSHA', name: '上海' },
      date: '2026-11-25',
    });
    const url = new URL(searchTarget(q), 'http://x');
    expect(url.pathname).toBe('/ticket/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
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
    });
  });

  it('links the other tabs to their areas', () => {
    expect(otherTabs.map((t) => t.to)).toEqual(['/train', '/train?type=bus', '/hotel', '/car']);
  });
});
