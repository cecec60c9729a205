import {
  TIME_BAND_LABEL,
  TIME_BANDS,
  type BusSchedule,
  type BusSearchResult,
} from '@lvxing/shared';
import type { FilterGroupDef } from '@/components/filter-bar';
import { ResultList } from '@/components/result-list';
import { useResultControls, type ResultListSpec } from '@/components/use-result-controls';
import {
  filterSchedules,
  sortSchedules,
  type BusFilters,
  type BusSortKey,
} from '../lib/filter-sort';
import { BusItem } from './bus-item';

interface BusListProps {
  result: BusSearchResult;
  isMobile: boolean;
  onBook: (s: BusSchedule) => void;
}

const sortKeys: { key: BusSortKey; label: string }[] = [
  { key: 'depTime', label: '出发时间' },
  { key: 'price', label: '价格' },
  { key: 'duration', label: '耗时' },
];

function groups(result: BusSearchResult): FilterGroupDef[] {
  const station = (f: { code: string; name: string }) => ({ value: f.code, label: f.name });
  return [
    {
      key: 'depTimeBands',
      label: '出发时间',
      options: TIME_BANDS.map((b) => ({ value: b, label: TIME_BAND_LABEL[b] })),
    },
    { key: 'depStations', label: '出发车站', options: result.facets.depStations.map(station) },
    { key: 'arrStations', label: '到达车站', options: result.facets.arrStations.map(station) },
  ];
}

const spec: ResultListSpec<BusSchedule, BusFilters, BusSortKey> = {
  sortKeys,
  toggles: [{ key: 'onlyAvailable', label: '只看有票' }],
  reset: {},
  apply: (list, f, sort) => sortSchedules(filterSchedules(list, f), sort),
};

/** Filters, sorts and the departures of a day. */
export function BusList({ result, isMobile, onBook }: BusListProps) {
  const controls = useResultControls(spec, result.schedules, groups(result));
  return (
    <ResultList
      className="flist blist"
      ariaLabel="班次列表"
      filter={controls.filter}
      sort={controls.sort}
      isMobile={isMobile}
      unit="班次"
      countTestId="bus-count"
      total={result.schedules.length}
      items={controls.list}
      // the first screenfuls at once, the rest as the list scrolls
      step={20}
      renderItem={(s) => <BusItem key={s.scheduleId} schedule={s} onBook={onBook} />}
      none={{ title: '该日期暂无班次', sub: '换个日期或城市试试' }}
    />
  );
}
