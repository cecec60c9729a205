import type { Flight, FlightSearchResult, VendorOffer } from '@lvxing/shared';
import { FlightSearchForm } from '@/components/flight-search/flight-search-form';
import {
  defaultQuery,
  queryFromParams,
  queryToParams,
  type FlightQuery,
} from '@/components/flight-search/search-query';
import { SearchPageFrame, useSearchPage } from '@/components/search-page';
import '@/styles/flights.css';
import { FlightResults } from '../components/flight-results';
import { FlightIntro } from '../components/flight-intro';
import { SearchSummary } from '../components/search-summary';
import { useFlightSearch } from '../hooks/use-flight-search';
import { useNavArea } from '../hooks/use-nav-area';
import { bookingUrl } from '../lib/pending-booking';

const base = defaultQuery({
  from: { code: 'CBJS', name: '北京' },
  to: { code: 'CSHA', name: '上海' },
});

/** A link without `fromName`/`toName` shows codes until the result names the cities. */
function withCityNames(q: FlightQuery, result: FlightSearchResult | null | undefined): FlightQuery {
  if (!result) return q;
  const name = (v: FlightQuery['from'], city: { code: string; nameZh: string }) =>
    v && v.name === v.code && v.code === city.code ? { code: v.code, name: city.nameZh } : v;
  return { ...q, from: name(q.from, result.outbound.from), to: name(q.to, result.outbound.to) };
}

/** /ticket/search: the search form, the day strip, filters, sorts, flights and vendor offers. */
export default function TicketSearchPage() {
  const page = useSearchPage();
  const { params, setParams, isMobile } = page;
  const hasRoute = params.has('from') && params.has('to');
  const parsed = queryFromParams(params, base);
  const outOffer = params.get('outOffer');
  const search = useFlightSearch(hasRoute ? parsed : { ...parsed, from: null });
  const query = withCityNames(parsed, search.data);
  const route = search.data?.outbound;
  useNavArea(route && !(route.from.domestic && route.to.domestic));

  const patch = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const onBook = (offer: VendorOffer, _flight: Flight) => {
    if (query.trip === 'RT' && !outOffer && search.data?.inbound) {
      patch({ outOffer: offer.offerId });
      return;
    }
    const count = query.adults + query.children + query.infants;
    page.book(
      outOffer
        ? bookingUrl(outOffer, offer.offerId, count)
        : bookingUrl(offer.offerId, null, count),
    );
  };

  // mobile: the results show a one-line summary until 修改 opens the form
  const top = page.compact(hasRoute) ? (
    <SearchSummary query={query} onEdit={page.edit} />
  ) : (
    <FlightSearchForm
      key={`${params.toString()}|${query.from?.name}|${query.to?.name}`}
      variant="bar"
      initial={query}
      onSearch={(q) => page.navigate(`/ticket/search?${queryToParams(q)}`)}
    />
  );
  return (
    <SearchPageFrame
      className="fsearch"
      top={top}
      hasRoute={hasRoute}
      loading={search.loading}
      hasData={!!search.data}
      intro={<FlightIntro />}
      loadingText="正在搜索航班…"
      failed={{ title: '暂时无法查询航班', sub: '请检查出发地、目的地和日期后重新搜索' }}
      results={
        search.data && (
          <FlightResults
            query={query}
            result={search.data}
            outOffer={outOffer}
            isMobile={isMobile}
            onPickDate={(leg, d) =>
              leg === 'inbound'
                ? patch({ returnDate: d })
                : patch({
                    date: d,
                    outOffer: null,
                    ...(query.returnDate && query.returnDate < d ? { returnDate: d } : {}),
                  })
            }
            onBook={onBook}
            onReselect={() => patch({ outOffer: null })}
          />
        )
      }
    />
  );
}
