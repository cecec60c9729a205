import type { SeatClass, TrainResult, TrainSearchResult } from '@lvxing/shared';
import { ResultList } from '@/components/result-list';
import { useResultControls, type ResultListSpec } from '@/components/use-result-controls';
import { filterTrains, sortTrains, type TrainFilters, type TrainSortKey } from '../lib/filter-sort';
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

const spec: ResultListSpec<TrainResult, TrainFilters, TrainSortKey> = {
  sortKeys,
  toggles: [{ key: 'onlyAvailable', label: '只看有票' }],
  reset: {},
  apply: (list, f, sort) => sortTrains(filterTrains(list, f), sort, f),
};

/** Filters, sorts and the trains of a day; a seat class button goes to booking. */
export function TrainList({ result, initialFilters, isMobile, onBook }: TrainListProps) {
  const controls = useResultControls(
    spec,
    result.trains,
    trainFilterGroups(result),
    initialFilters,
  );
  const { filters } = controls;

  return (
    <ResultList
      className="flist tlist"
      ariaLabel="车次列表"
      filter={controls.filter}
      sort={{ ...controls.sort, keys: isMobile ? shortSortKeys : sortKeys }}
      isMobile={isMobile}
      unit="车次"
      countTestId="train-count"
      total={result.trains.length}
      items={controls.list}
      renderItem={(t) => (
        <TrainItem
          key={`${t.trainCode}-${t.from.telecode}-${t.to.telecode}`}
          train={t}
          filters={filters}
          isMobile={isMobile}
          onBook={onBook}
        />
      )}
      none={{ title: '该日期暂无直达车次', sub: '换个日期或车站试试' }}
    />
  );
}
