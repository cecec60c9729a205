import type { BusSchedule } from '@lvxing/shared';
import {
  busQueryFromParams,
  busQueryToParams,
  defaultBusQuery,
} from '@/components/bus-search/bus-query';
import { BusSearchForm } from '@/components/bus-search/bus-search-form';
import { formatTravelDate } from '@/components/datetime';
import { RailSearchPage } from '@/components/rail-search-page';
import { useSearchPage } from '@/components/search-page';
import '@/styles/flights.css';
import '@/styles/rail.css';
import { BusIntro } from '../components/bus-intro';
import { BusList } from '../components/bus-list';
import { useBusSearch } from '../hooks/use-bus-search';
import { busBookingUrl } from '../lib/booking-url';

const base = defaultBusQuery();

/** The train tab keeps the cities of the coach search. */
function trainHref(from: string | null, to: string | null): string {
  if (!from || !to) return '/train';
  const p = new URLSearchParams({ type: 'train', from, fromName: from, to, toName: to });
  return `/train?${p}`;
}

/** /train?type=bus: the 汽车票 tab — search form, day strip, filters, sorts and departures. */
export default function BusPage() {
  const page = useSearchPage();
  const { params, isMobile } = page;
  const query = busQueryFromParams(params, base);
  const hasRoute = !!query.from && !!query.to && params.has('from') && params.has('to');
  const search = useBusSearch(
    hasRoute ? { from: query.from!, to: query.to!, date: query.date } : null,
  );
  const result = search.data;

  const onBook = (s: BusSchedule) =>
    page.book(
      busBookingUrl({ scheduleId: s.scheduleId, date: s.date, from: query.from!, to: query.to! }),
    );

  return (
    <RailSearchPage
      kind="bus"
      page={page}
      otherTab={trainHref(query.from, query.to)}
      hasRoute={hasRoute}
      loading={search.loading}
      answered={result ? { from: result.from, to: result.to, date: result.date } : null}
      summary={{ route: `${query.from} → ${query.to}`, meta: formatTravelDate(query.date) }}
      form={
        <BusSearchForm
          key={params.toString()}
          variant="bar"
          initial={query}
          onSearch={(q) => page.navigate(`/train?${busQueryToParams(q)}`)}
        />
      }
      intro={<BusIntro />}
      loadingText="正在查询班次…"
      failed={{ title: '暂时无法查询班次', sub: '请检查出发城市、到达城市和日期后重新查询' }}
      list={
        result && (
          <BusList
            key={`${result.date}-${result.from}-${result.to}`}
            result={result}
            isMobile={isMobile}
            onBook={onBook}
          />
        )
      }
    />
  );
}
