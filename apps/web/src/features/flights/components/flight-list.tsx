import { ShowMoreRow } from '@/components/progressive-list-parts';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import type { Cabin, Flight, FlightLegResult, VendorOffer } from '@lvxing/shared';
import { useProgressiveList } from '@/components/use-progressive-list';
import { filterFlights, sortFlights, type FilterState, type SortState } from '../lib/filter-sort';
import { FilterBar } from './filter-bar';
import { FlightItem } from './flight-item';
import { SortBar } from './sort-bar';

// a flight's offers (with their fee popovers) load when a flight is first opened
const VendorOffers = lazy(() => import('./vendor-offers'));

const FIRST_ROWS = 20;

interface FlightListProps {
  leg: FlightLegResult;
  cabin: Cabin;
  isMobile: boolean;
  bookText: string;
  onBook: (offer: VendorOffer, flight: Flight) => void;
}

interface FlightRowProps {
  flight: Flight;
  cabin: Cabin;
  expanded: boolean;
  onToggle: (flightNo: string) => void;
  bookText: string;
  onBook: (offer: VendorOffer, flight: Flight) => void;
}

/**
 * A flight and, once opened, its offers. Memoized: the list adds its rows a few per task
 * (use-progressive-list.ts), and without it each task rendered every row again.
 */
const FlightRow = memo(function FlightRow({
  flight,
  cabin,
  expanded,
  onToggle,
  bookText,
  onBook,
}: FlightRowProps) {
  return (
    <FlightItem
      flight={flight}
      cabin={cabin}
      expanded={expanded}
      onToggle={() => onToggle(flight.flightNo)}
    >
      <Suspense fallback={<div className="offers offers--hint">正在查询报价…</div>}>
        <VendorOffers flight={flight} cabin={cabin} bookText={bookText} onBook={onBook} />
      </Suspense>
    </FlightItem>
  );
});

/** Filters, sorts and the flights of one leg; a click on a flight opens its vendor offers. */
export function FlightList({ leg, cabin, isMobile, bookText, onBook }: FlightListProps) {
  const initial: FilterState = { cabin };
  const [filters, setFilters] = useState<FilterState>(initial);
  const [sort, setSort] = useState<SortState>({ key: 'depTime', order: 'asc' });
  const [open, setOpen] = useState<string | null>(null);
  const flights = useMemo(
    () => sortFlights(filterFlights(leg.flights, filters), sort, filters.cabin),
    [leg.flights, filters, sort],
  );
  const toggle = useCallback(
    (flightNo: string) => setOpen((o) => (o === flightNo ? null : flightNo)),
    [],
  );
  // the first screenfuls at once, the rest as the list scrolls
  const shown = useProgressiveList(flights, JSON.stringify({ filters, sort }), FIRST_ROWS);

  return (
    <section className="flist" aria-label="航班列表">
      <div className="flist__bar card">
        <FilterBar
          facets={leg.facets}
          value={filters}
          onChange={setFilters}
          onReset={() => setFilters(initial)}
          isMobile={isMobile}
        />
        <SortBar value={sort} onChange={setSort} />
      </div>
      <p className="flist__count" data-testid="flight-count">
        共 {flights.length} 个航班
        {flights.length !== leg.flights.length && `（已筛选，全部 ${leg.flights.length} 个）`}
      </p>
      {flights.length ? (
        <ul className="flist__items">
          {shown.visible.map((f) => (
            <FlightRow
              key={f.flightNo}
              flight={f}
              cabin={filters.cabin}
              expanded={open === f.flightNo}
              onToggle={toggle}
              bookText={bookText}
              onBook={onBook}
            />
          ))}
          <ShowMoreRow shown={shown} label="显示更多航班" />
        </ul>
      ) : (
        <div className="card empty flist__empty">
          <p className="empty__title">
            {leg.flights.length ? '没有符合筛选条件的航班' : '该日期暂无航班'}
          </p>
          <p className="empty__sub">
            {leg.flights.length ? '试试减少筛选条件' : '换个日期或城市试试，或查看上方低价日历'}
          </p>
        </div>
      )}
    </section>
  );
}
