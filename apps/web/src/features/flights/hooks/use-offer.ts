import { pageDataKey } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { flightKeys } from '@/lib/query-keys';
import { getVendorPrices } from '../api/get-vendor-prices';
import { parseOfferId } from '../lib/offer-id';

/**
 * The flight and vendor offer behind an offer id (fetched through the vendor price list; on a
 * page the server rendered, the list came with the page: packages/shared/src/page-data.ts).
 */
export function useOffer(offerId: string | null) {
  const ref = parseOfferId(offerId);
  const { data, loading, error } = useApiQuery(
    ref && offerId ? flightKeys.offers(ref.flightNo, ref.date, ref.cabin) : null,
    () =>
      getVendorPrices(
        { flightNo: ref!.flightNo, date: ref!.date, cabin: ref!.cabin },
        QUERY_REQUEST,
      ),
    { pageKey: offerId ? pageDataKey.flightOffer(offerId) : undefined },
  );
  const offer = data?.offers.find((o) => o.offerId === offerId) ?? null;
  return {
    ref,
    flight: data?.flight ?? null,
    offer,
    loading,
    /** The id is malformed, the call failed, or the offer is gone. */
    missing: !ref || (!loading && (!!error || !offer)),
  };
}
