import { hotelSearchBodyOf } from '@lvxing/shared';
import { HotelSearchForm } from '@/components/hotel-search/hotel-search-form';
import { SearchPageFrame, useSearchPage } from '@/components/search-page';
import { SearchSummaryBar } from '@/components/search-summary-bar';
import '@/styles/flights.css';
import '@/styles/rail.css';
import { HotelResults } from '../components/results/hotel-results';
import '../components/results/hotel-results.css';
import { HotelIntro } from '../components/search/hotel-intro';
import { useHotelSearch } from '../hooks/use-hotel-search';
import { patchQuery, readResultQuery } from '../lib/result-query';
import { parseStayQuery, stayQueryString } from '../lib/stay-query';
import { stayLine } from '../lib/stay-text';

/**
 * /hotel?city=…&checkIn=…: the hotel search (destination, dates, rooms and guests) and one page
 * of the city's hotels with filters, sorts and a map. Everything is in the address, so the hotel
 * page's 返回 and a shared link show the same list.
 */
export default function HotelPage() {
  const page = useSearchPage();
  const { params, isMobile } = page;
  const stay = parseStayQuery(params);
  const query = readResultQuery(params);
  const search = useHotelSearch(hotelSearchBodyOf(stay, query));
  const result = search.data;
  const hasCity = !!stay.city;
  const cityName = stay.cityName ?? result?.city.name ?? null;
  const shown = { ...stay, cityName };
  const top = page.compact(hasCity) ? (
    <SearchSummaryBar
      route={stay.place?.name ?? cityName ?? '酒店'}
      meta={stayLine(stay)}
      onEdit={page.edit}
    />
  ) : (
    <HotelSearchForm
      key={params.toString()}
      variant="bar"
      initial={shown}
      onSearch={(q) => page.navigate(`/hotel?${stayQueryString(q)}`)}
    />
  );
  const hrefOf = (hotelId: string) =>
    `/hotel/detail?${new URLSearchParams({ hotelId })}&${stayQueryString(shown)}`;
  return (
    <SearchPageFrame
      className="fsearch hotel-search"
      top={
        <>
          {top}
          <p className="hotel-sample" role="note">
            酒店信息为示例数据，仅供演示预订流程
          </p>
        </>
      }
      hasRoute={hasCity}
      loading={search.loading}
      hasData={!!result}
      intro={<HotelIntro />}
      loadingText="正在搜索酒店…"
      failed={{ title: '暂时无法搜索酒店', sub: '请检查目的地和入住、离店日期后重新搜索' }}
      results={
        result && (
          <HotelResults
            result={result}
            stale={search.stale}
            query={query}
            isMobile={isMobile}
            hrefOf={hrefOf}
            onPatch={(patch) => page.setParams(patchQuery(params, patch))}
          />
        )
      }
    />
  );
}
