import type { ReactNode } from 'react';
import { FilterBar, type FilterBarProps } from './filter-bar';
import { ShowMoreRow } from './progressive-list-parts';
import { SortBar, type SortState } from './sort-bar';
import { useProgressiveList } from './use-progressive-list';

interface ResultListProps<T, K extends string> {
  /** `flist` plus the kind's class. */
  className: string;
  /** 车次列表, 班次列表… */
  ariaLabel: string;
  filter: Omit<FilterBarProps, 'isMobile'>;
  sort: {
    keys: readonly { key: K; label: string }[];
    value: SortState<K>;
    onChange: (s: SortState<K>) => void;
  };
  isMobile: boolean;
  /** What the list counts: 车次, 班次, 航班. */
  unit: string;
  countTestId: string;
  /** How many the day has before filtering. */
  total: number;
  /** What passes the filters, sorted. */
  items: T[];
  /** Rows rendered in the first slice (then as the list scrolls). */
  step?: number;
  renderItem: (item: T) => ReactNode;
  /** The day has none at all: what to say and what to try. */
  none: { title: string; sub: string };
}

/**
 * A day's results (trains, coaches, flights): the filter and sort bar, the count, the rows a
 * slice at a time with 显示更多, or why there is nothing to show.
 */
export function ResultList<T, K extends string>(props: ResultListProps<T, K>) {
  const { items, total, unit, filter, sort } = props;
  const shown = useProgressiveList(
    items,
    JSON.stringify([filter.value, filter.toggles?.map((t) => t.checked), sort.value]),
    props.step,
  );
  return (
    <section className={props.className} aria-label={props.ariaLabel}>
      <div className="flist__bar card">
        <FilterBar {...filter} isMobile={props.isMobile} />
        <SortBar keys={sort.keys} value={sort.value} onChange={sort.onChange} />
      </div>
      <p className="flist__count" data-testid={props.countTestId}>
        共 {items.length} 个{unit}
        {items.length !== total && `（已筛选，全部 ${total} 个）`}
      </p>
      {items.length ? (
        <ul className="flist__items">
          {shown.visible.map(props.renderItem)}
          <ShowMoreRow shown={shown} label={`显示更多${unit}`} />
        </ul>
      ) : (
        <div className="card empty flist__empty">
          <p className="empty__title">{total ? `没有符合筛选条件的${unit}` : props.none.title}</p>
          <p className="empty__sub">{total ? '试试减少筛选条件' : props.none.sub}</p>
        </div>
      )}
    </section>
  );
}
