import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import type { Cabin, Flight, FlightLegResult, VendorOffer } from '@lvxing/shared';
import { ResultList } from '@/components/result-list';
import { useResultControls, type ResultListSpec } from '@/components/use-result-controls';
import {
  filterFlights,
  sortFlights,
  type FilterState,
  type SortKey,
  type SortState,
} from '../lib/filter-sort';
import { flightFilterGroups } from './filter-groups';
import { FlightItem } from './flight-item';

// a flight's offers (with their fee popovers) load when a flight is first opened
const VendorOffers = lazy(() => import('./vendor-offers'));

const FIRST_ROWS = 20;

const sortKeys: { key: SortKey; label: string }[] = [
  { key: 'depTime', label: '起飞时间' },
  { key: 'price', label: '价格' },
  { key: 'duration', label: '耗时' },
];
const sortedFlights = (list: readonly Flight[], f: FilterState, sort: SortState) =>
  sortFlights(filterFlights(list, f), sort, f.cabin);
/** 清空 keeps the cabin searched. */
const spec = (cabin: Cabin): ResultListSpec<Flight, FilterState, SortKey> => ({
  sortKeys,
  toggles: [{ key: 'directOnly', label: '仅看直飞' }],
  reset: { cabin },
  apply: sortedFlights,
});

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
  const listSpec = useMemo(() => spec(cabin), [cabin]);
  const controls = useResultControls(listSpec, leg.flights, flightFilterGroups(leg.facets));
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback(
    (flightNo: string) => setOpen((o) => (o === flightNo ? null : flightNo)),
    [],
  );
  return (
    <ResultList
      className="flist"
      ariaLabel="航班列表"
      filter={controls.filter}
      sort={controls.sort}
      isMobile={isMobile}
      unit="航班"
      countTestId="flight-count"
      total={leg.flights.length}
      items={controls.list}
      // the first screenfuls at once, the rest as the list scrolls
      step={FIRST_ROWS}
      renderItem={(f) => (
        <FlightRow
          key={f.flightNo}
          flight={f}
          cabin={controls.filters.cabin}
          expanded={open === f.flightNo}
          onToggle={toggle}
          bookText={bookText}
          onBook={onBook}
        />
      )}
      none={{ title: '该日期暂无航班', sub: '换个日期或城市试试，或查看上方低价日历' }}
    />
  );
}
