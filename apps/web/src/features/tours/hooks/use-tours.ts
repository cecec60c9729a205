import { useState } from 'react';
import type { TourSearchBody, TourSearchResult } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { tourKeys } from '@/lib/query-keys';
import { getTourCalendar, getTourDetail, searchTours } from '../api/tour-api';

/**
 * A page of products for `body`. While another page, filter or sort is asked the last answer
 * stays on screen (`stale`), so the list and its filters do not blink away on every click.
 */
export function useTourSearch(body: TourSearchBody) {
  const q = useApiQuery(tourKeys.search(body), () => searchTours(body, QUERY_REQUEST));
  const [last, setLast] = useState<TourSearchResult | undefined>(undefined);
  if (q.data && q.data !== last) setLast(q.data);
  const keep = !q.data && q.loading && !!last;
  return { ...q, data: q.data ?? (keep ? last : undefined), stale: keep };
}

/**
 * A product and its departure calendar (null code: nothing to load). An unknown code is the
 * detail's `error` (25001), already toasted by the client.
 */
export function useTourProduct(productCode: string | null) {
  const detail = useApiQuery(productCode ? tourKeys.detail(productCode) : null, () =>
    getTourDetail(productCode!, QUERY_REQUEST),
  );
  const calendar = useApiQuery(productCode ? tourKeys.calendar(productCode) : null, () =>
    getTourCalendar(productCode!, QUERY_REQUEST),
  );
  return { detail, calendar };
}
