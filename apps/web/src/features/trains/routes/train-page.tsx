import { SearchLoading } from '@/components/progressive-list-parts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SeatClass, TrainResult, TrainSearchResult } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { RailTabs } from '@/components/rail-tabs';
import { SearchSummaryBar } from '@/components/search-summary-bar';
import { TrainSearchForm } from '@/components/train-search/train-search-form';
import {
  defaultTrainQuery,
  GD_TYPES,
  trainQueryFromParams,
  trainQueryToParams,
  type TrainQuery,
} from '@/components/train-search/train-query';
import { savePendingBooking } from '@/lib/pending-booking';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/flights.css';
import '@/styles/rail.css';
import { TrainIntro } from '../components/train-intro';
import { TrainResults } from '../components/train-results';
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
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useUserStore((s) => s.isMobile);
  const loggedIn = useUserStore(selectLoggedIn);
  const hasRoute = params.has('from') && params.has('to');
  const query = trainQueryFromParams(params, base);
  const search = useTrainSearch(
    hasRoute && query.from && query.to
      ? { from: query.from.code, to: query.to.code, date: query.date }
      : null,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const compact = isMobile && hasRoute && editing !== params.toString();

  const onBook = (train: TrainResult, seatClass: SeatClass) => {
    const url = trainBookingUrl({
      trainCode: train.trainCode,
      date: train.date,
      from: train.from.telecode,
      to: train.to.telecode,
      seatClass,
    });
    if (!loggedIn) {
      savePendingBooking(url);
      requireLogin();
      return;
    }
    navigate(url);
  };
  const pickDate = (date: string) => {
    const next = new URLSearchParams(params);
    next.set('date', date);
    setParams(next);
  };

  return (
    <div className="fsearch rail">
      <div className="fsearch__top">
        <div className="container">
          <RailTabs active="train" busHref={busHref(search.data, query)} />
          {compact ? (
            <SearchSummaryBar
              route={`${query.from?.name} → ${query.to?.name}`}
              meta={`${formatTravelDate(query.date)}${query.gd ? ' · 只看高铁动车' : ''}`}
              onEdit={() => setEditing(params.toString())}
            />
          ) : (
            <TrainSearchForm
              key={params.toString()}
              variant="bar"
              initial={query}
              onSearch={(q) => navigate(`/train?${trainQueryToParams(q)}`)}
            />
          )}
        </div>
      </div>
      <div className="container fsearch__body">
        {!hasRoute && <TrainIntro />}
        {hasRoute && search.loading && !search.data && <SearchLoading text="正在查询车次…" />}
        {hasRoute && search.data && (
          <TrainResults
            result={search.data}
            initialFilters={query.gd ? { trainTypes: [...GD_TYPES] } : {}}
            isMobile={isMobile}
            onPickDate={pickDate}
            onBook={onBook}
          />
        )}
        {hasRoute && !search.loading && !search.data && (
          <div className="card empty">
            <p className="empty__title">暂时无法查询车次</p>
            <p className="empty__sub">请检查出发站、到达站和日期后重新查询</p>
          </div>
        )}
      </div>
    </div>
  );
}
