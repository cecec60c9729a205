import { useState } from 'react';
import { hotelSearchPageKey, type HotelSearchBody, type HotelSearchResult } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { hotelKeys } from '@/lib/query-keys';
import { searchHotels } from '../api/search-hotels';

/**
 * A page of hotels for `body` (null: no destination yet, nothing to search); the first one may
 * have come with the page the server rendered (packages/shared/src/page-data.ts). While another page,
 * filter or sort of the same city and stay is asked, the last answer stays on screen (`stale`),
 * so the list and its controls do not blink away on every click.
 */
export function useHotelSearch(body: HotelSearchBody | null) {
  const q = useApiQuery(body && hotelKeys.search(body), () => searchHotels(body!, QUERY_REQUEST), {
    pageKey: body ? hotelSearchPageKey(body) : undefined,
  });
  const [last, setLast] = useState<HotelSearchResult | undefined>(undefined);
  if (q.data && q.data !== last) setLast(q.data);
  const sameStay =
    !!body &&
    !!last &&
    last.city.code === body.cityCode &&
    last.checkIn === body.checkIn &&
    last.checkOut === body.checkOut;
  const keep = !q.data && q.loading && sameStay;
  return { ...q, data: q.data ?? (keep ? last : undefined), stale: keep };
}
