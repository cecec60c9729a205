import { useMemo, useState } from 'react';
import type { FilterGroupDef } from './filter-bar';
import { filterBarOver } from './filter-state';
import type { SortState } from './sort-bar';

/** What a kind's result list filters and sorts by (a module constant). */
export interface ResultListSpec<T, F extends object, K extends string> {
  /** The sort buttons; the list starts sorted by the first, ascending. */
  sortKeys: readonly { key: K; label: string }[];
  /** The yes/no filters (只看有票…). */
  toggles: { key: keyof F & string; label: string }[];
  /** What 清空 restores. */
  reset: F;
  /** What passes `filters`, sorted by `sort`. */
  apply: (items: readonly T[], filters: F, sort: SortState<K>) => T[];
}

/**
 * The filter and sort state of a day's result list (every kind's): the filters and the sort the
 * visitor picked, the list they give, and the bars' props for `ResultList`.
 */
export function useResultControls<T, F extends object, K extends string>(
  spec: ResultListSpec<T, F, K>,
  /** The day's full result, and its filter groups (from its facets). */
  items: readonly T[],
  groups: FilterGroupDef[],
  /** The filters to start with. */
  initial: F = spec.reset,
) {
  const { apply } = spec;
  const [filters, setFilters] = useState<F>(initial);
  const [sort, setSort] = useState<SortState<K>>({ key: spec.sortKeys[0]!.key, order: 'asc' });
  const list = useMemo(() => apply(items, filters, sort), [apply, items, filters, sort]);
  return {
    filters,
    list,
    filter: filterBarOver(filters, setFilters, groups, spec.toggles, spec.reset),
    sort: { keys: spec.sortKeys, value: sort, onChange: setSort },
  };
}
