import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-card';

describe('home search targets', () => {
  it('sends flights to /ticket/search and trains and buses to /train', () => {
    expect(searchTarget('flight', '北京', '上海', '2026-05-01')).toBe(
      `/ticket/search?from=${encodeURIComponent('北京')}&to=${encodeURIComponent('上海')}&date=2026-05-01`,
    );
    expect(searchTarget('train', 'A', 'B', '2026-05-01')).toBe(
      '/train?from=A&to=B&date=2026-05-01',
    );
    expect(searchTarget('bus', 'A', 'B', '2026-05-01')).toBe(
      '/train?type=bus&from=A&to=B&date=2026-05-01',
    );
    expect(searchTarget('hotel', '', 'X', '2026-05-01')).toBe('/hotel?city=X&checkIn=2026-05-01');
  });
});
