import { ShowMoreRow } from '@/components/progressive-list-parts';
import { useMemo, useState } from 'react';
import type { SeatClass, TrainResult, TrainSearchResult } from '@lvxing/shared';
import { FilterBar } from '@/components/filter-bar';
import { SortBar } from '@/components/sort-bar';
import { useProgressiveList } from '@/components/use-progressive-list';
import {
  filterTrains,
  sortTrains,
  type TrainFilters,
  type TrainSort,
  type TrainSortKey,
} from '../lib/filter-sort';
import { trainFilterGroups } from './train-filter-groups';
import { TrainItem } from './train-item';

interface TrainListProps {
  result: TrainSearchResult;
  /** Filters to start with (只看高铁动车 from the search form). */
  initialFilters: TrainFilters;
  isMobile: boolean;
  onBook: (train: TrainResult, seatClass: SeatClass) => void;
}

const sortKeys: { key: TrainSortKey; label: string; short: string }[] = [
  { key: 'depTime', label: '出发时间', short: '出发' },
  { key: 'arrTime', label: '到达时间', short: '到达' },
  { key: 'duration', label: '耗时', short: '耗时' },
  { key: 'price', label: '价格', short: '价格' },
];
const shortSortKeys = sortKeys.map((k) => ({ key: k.key, label: k.short }));

/** Filters, sorts and the trains of a day; a seat class button goes to booking. */
export function TrainList({ result, initialFilters, isMobile, onBook }: TrainListProps) {
  const [filters, setFilters] = useState<TrainFilters>(initialFilters);
  const [sort, setSort] = useState<TrainSort>({ key: 'depTime', order: 'asc' });
  const trains = useMemo(
    () => sortTrains(filterTrains(result.trains, filters), sort, filters),
    [result.trains, filters, sort],
  );
  const shown = useProgressiveList(trains, JSON.stringify({ filters, sort }));

  return (
    <section className="flist tlist" aria-label="车次列表">
      <div className="flist__bar card">
        <FilterBar
          groups={trainFilterGroups(result)}
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
        <SortBar keys={isMobile ? shortSortKeys : sortKeys} value={sort} onChange={setSort} />
      </div>
      <p className="flist__count" data-testid="train-count">
        共 {trains.length} 个车次
        {trains.length !== result.trains.length && `（已筛选，全部 ${result.trains.length} 个）`}
      </p>
      {trains.length ? (
        <ul className="flist__items">
          {shown.visible.map((t) => (
            <TrainItem
              key={`${t.trainCode}-${t.from.telecode}-${t.to.telecode}`}
              train={t}
              filters={filters}
              isMobile={isMobile}
              onBook={onBook}
            />
          ))}
          <ShowMoreRow shown={shown} label="显示更多车次" />
        </ul>
      ) : (
        <div className="card empty flist__empty">
          <p className="empty__title">
            {result.trains.length ? '没有符合筛选条件的车次' : '该日期暂无直达车次'}
          </p>
          <p className="empty__sub">
            {result.trains.length ? '试试减少筛选条件' : '换个日期或车站试试'}
          </p>
        </div>
      )}
    </section>
  );
}
