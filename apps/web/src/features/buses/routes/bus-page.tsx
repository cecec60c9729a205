import { SearchLoading } from '@/components/progressive-list-parts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BusSchedule } from '@lvxing/shared';
import {
  busQueryFromParams,
  busQueryToParams,
  defaultBusQuery,
} from '@/components/bus-search/bus-query';
import { BusSearchForm } from '@/components/bus-search/bus-search-form';
import { formatTravelDate } from '@/components/datetime';
import { DayStrip } from '@/components/day-strip';
import { RailTabs } from '@/components/rail-tabs';
import { saleWindow } from '@/components/sale-window';
import { SearchSummaryBar } from '@/components/search-summary-bar';
import { savePendingBooking } from '@/lib/pending-booking';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
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
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useUserStore((s) => s.isMobile);
  const loggedIn = useUserStore(selectLoggedIn);
  const query = busQueryFromParams(params, base);
  const hasRoute = !!query.from && !!query.to && params.has('from') && params.has('to');
  const search = useBusSearch(
    hasRoute ? { from: query.from!, to: query.to!, date: query.date } : null,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const compact = isMobile && hasRoute && editing !== params.toString();
  const sale = saleWindow('bus');

  const onBook = (s: BusSchedule) => {
    const url = busBookingUrl({
      scheduleId: s.scheduleId,
      date: s.date,
      from: query.from!,
      to: query.to!,
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
          <RailTabs active="bus" trainHref={trainHref(query.from, query.to)} />
          {compact ? (
            <SearchSummaryBar
              route={`${query.from} → ${query.to}`}
              meta={formatTravelDate(query.date)}
              onEdit={() => setEditing(params.toString())}
            />
          ) : (
            <BusSearchForm
              key={params.toString()}
              variant="bar"
              initial={query}
              onSearch={(q) => navigate(`/train?${busQueryToParams(q)}`)}
            />
          )}
        </div>
      </div>
      <div className="container fsearch__body">
        {!hasRoute && <BusIntro />}
        {hasRoute && search.loading && !search.data && <SearchLoading text="正在查询班次…" />}
        {hasRoute && search.data && (
          <div className="fresults">
            <h2 className="fresults__title" data-testid="route-title">
              {search.data.from} → {search.data.to}
              <small>{formatTravelDate(search.data.date)}</small>
            </h2>
            <DayStrip date={search.data.date} min={sale.min} max={sale.max} onPick={pickDate} />
            <BusList
              key={`${search.data.date}-${search.data.from}-${search.data.to}`}
              result={search.data}
              isMobile={isMobile}
              onBook={onBook}
            />
          </div>
        )}
        {hasRoute && !search.loading && !search.data && (
          <div className="card empty">
            <p className="empty__title">暂时无法查询班次</p>
            <p className="empty__sub">请检查出发城市、到达城市和日期后重新查询</p>
          </div>
        )}
      </div>
    </div>
  );
}
