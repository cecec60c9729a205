import { pageDataKey, type VisaChecklistBody } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { visaKeys } from '@/lib/query-keys';
import { getEntryRules, getVisaDetail, getVisaProducts, previewChecklist } from '../api/visa-api';

/**
 * Every entry rule, asked once per page load (the data changes with a release, not by the day);
 * /visa's server-rendered page comes with it.
 */
export function useEntryRules() {
  return useApiQuery(visaKeys.entries(), () => getEntryRules(QUERY_REQUEST), {
    staleTime: Infinity,
    pageKey: pageDataKey.visaEntries(),
  });
}

/** A destination's products (null: none chosen); /visa?country=… comes with the first. */
export function useVisaProducts(country: string | null) {
  return useApiQuery(
    country ? visaKeys.products(country) : null,
    () => getVisaProducts(country!, QUERY_REQUEST),
    { pageKey: country ? pageDataKey.visaProducts(country) : undefined },
  );
}

/** A product (null: no code). An unknown code is the query's `error` (27001), toasted by the client. */
export function useVisaDetail(code: string | null) {
  return useApiQuery(code ? visaKeys.detail(code) : null, () =>
    getVisaDetail(code!, QUERY_REQUEST),
  );
}

/** The checklist of `body` (null: the inputs are not complete yet). */
export function useChecklist(body: VisaChecklistBody | null) {
  return useApiQuery(body ? visaKeys.checklist(body) : null, () =>
    previewChecklist(body!, QUERY_REQUEST),
  );
}
