import { ShowMoreRow } from '@/components/progressive-list-parts';
import { useMemo, useState } from 'react';
import {
  TIME_BAND_LABEL,
  TIME_BANDS,
  type BusSchedule,
  type BusSearchResult,
} from '@lvxing/shared';
import { FilterBar, type FilterGroupDef } from '@/components/filter-bar';
import { SortBar } from '@/components/sort-bar';
import { useProgressiveList } from '@/components/use-progressive-list';
import {
  filterSchedules,
  sortSchedules,
  type BusFilters,
  type BusSort,
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

/** Filters, sorts and the departures of a day. */
export function BusList({ result, isMobile, onBook }: BusListProps) {
  const [filters, setFilters] = useState<BusFilters>({});
  const [sort, setSort] = useState<BusSort>({ key: 'depTime', order: 'asc' });
  const list = useMemo(
    () => sortSchedules(filterSchedules(result.schedules, filters), sort),
    [result.schedules, filters, sort],
  );
  // the first screenfuls at once, the rest as the list scrolls
  const shown = useProgressiveList(list, JSON.stringify({ filters, sort }), 20);
  return (
    <section className="flist blist" aria-label="班次列表">
      <div className="flist__bar card">
        <FilterBar
          groups={groups(result)}
          value={filters as Record<string, string[] | undefined>}
          onChange={(key, picked) => setFilters((f) => ({ ...f, [key]: picked }))}
          toggles={[
            {
              key: 'onlyAvailable',
              label: '只看有票',
              checked: !!filters.onlyAvailable,
              onChange: (onlyAvailable) => setFilters((f) => ({ ...f, onlyAvailable })),
            },
          ]}
          onReset={() => setFilters({})}
          isMobile={isMobile}
        />
        <SortBar keys={sortKeys} value={sort} onChange={setSort} />
      </div>
      <p className="flist__count" data-testid="bus-count">
        共 {list.length} 个班次
        {list.length !== result.schedules.length &&
          `（已筛选，全部 ${result.schedules.length} 个）`}
      </p>
      {list.length ? (
        <ul className="flist__items">
          {shown.visible.map((s) => (
            <BusItem key={s.scheduleId} schedule={s} onBook={onBook} />
          ))}
          <ShowMoreRow shown={shown} label="显示更多班次" />
        </ul>
      ) : (
        <div className="card empty flist__empty">
          <p className="empty__title">
            {result.schedules.length ? '没有符合筛选条件的班次' : '该日期暂无班次'}
          </p>
          <p className="empty__sub">
            {result.schedules.length ? '试试减少筛选条件' : '换个日期或城市试试'}
          </p>
        </div>
      )}
    </section>
  );
}
