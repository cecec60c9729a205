import type { SeatClass, TrainResult, TrainSearchResult } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { RailSearchPage } from '@/components/rail-search-page';
import { useSearchPage } from '@/components/search-page';
import { TrainSearchForm } from '@/components/train-search/train-search-form';
import {
  defaultTrainQuery,
  GD_TYPES,
  trainQueryFromParams,
  trainQueryToParams,
  type TrainQuery,
} from '@/components/train-search/train-query';
import '@/styles/flights.css';
import '@/styles/rail.css';
import { TrainIntro } from '../components/train-intro';
import { TrainList } from '../components/train-list';
import { useTrainSearch } from '../hooks/use-train-search';
import { trainBookingUrl } from '../lib/booking-url';

const base = defaultTrainQuery();

/** The coach tab keeps the cities of the train search when they are city names. */
function busHref(result: TrainSearchResult | undefined, q: TrainQuery): string {
  const p = new URLSearchParams({ type: 'bus' });
  const from = result?.from.name ?? q.from?.name;
  const to = result?.to.name ?? q.to?.name;
  if (from && to) {
    p.set('from', from);
    p.set('to', to);
  }
  return `/train?${p}`;
}

/** /train: the 火车票 tab — search form, day strip, filters, sorts, trains and seat classes. */
export default function TrainPage() {
  const page = useSearchPage();
  const { params, isMobile } = page;
  const hasRoute = params.has('from') && params.has('to');
  const query = trainQueryFromParams(params, base);
  const search = useTrainSearch(
    hasRoute && query.from && query.to
      ? { from: query.from.code, to: query.to.code, date: query.date }
      : null,
  );
  const result = search.data;

  const onBook = (train: TrainResult, seatClass: SeatClass) =>
    page.book(
      trainBookingUrl({
        trainCode: train.trainCode,
        date: train.date,
        from: train.from.telecode,
        to: train.to.telecode,
        seatClass,
      }),
    );

  return (
    <RailSearchPage
      kind="train"
      page={page}
      otherTab={busHref(result, query)}
      hasRoute={hasRoute}
      loading={search.loading}
      answered={result ? { from: result.from.name, to: result.to.name, date: result.date } : null}
      summary={{
        route: `${query.from?.name} → ${query.to?.name}`,
        meta: `${formatTravelDate(query.date)}${query.gd ? ' · 只看高铁动车' : ''}`,
      }}
      form={
        <TrainSearchForm
          key={params.toString()}
          variant="bar"
          initial={query}
          onSearch={(q) => page.navigate(`/train?${trainQueryToParams(q)}`)}
        />
      }
      intro={<TrainIntro />}
      loadingText="正在查询车次…"
      failed={{ title: '暂时无法查询车次', sub: '请检查出发站、到达站和日期后重新查询' }}
      list={
        result && (
          <TrainList
            key={`${result.date}-${result.from.name}-${result.to.name}`}
            result={result}
            initialFilters={query.gd ? { trainTypes: [...GD_TYPES] } : {}}
            isMobile={isMobile}
            onBook={onBook}
          />
        )
      }
    />
  );
}
