import type { Dispatch, SetStateAction } from 'react';
import type { FilterBarProps, FilterGroupDef } from './filter-bar';

/**
 * The filter bar over a list's filter state: each group edits the state's field of its key (a
 * list of picks; for a `single` group the one value), each toggle a yes/no field, and 清空
 * restores `reset`.
 */
export function filterBarOver<F extends object>(
  state: F,
  setState: Dispatch<SetStateAction<F>>,
  groups: FilterGroupDef[],
  toggles: { key: keyof F & string; label: string }[],
  reset: F,
): Omit<FilterBarProps, 'isMobile'> {
  const fields = state as Record<string, unknown>;
  const single = new Set(groups.filter((g) => g.single).map((g) => g.key));
  const value = Object.fromEntries(
    groups.map((g) => {
      const v = fields[g.key];
      return [g.key, single.has(g.key) ? [v as string] : (v as string[] | undefined)];
    }),
  );
  return {
    groups,
    value,
    onChange: (key, picked) =>
      setState((f) => ({ ...f, [key]: single.has(key) ? picked[0] : picked })),
    toggles: toggles.map((t) => ({
      key: t.key,
      label: t.label,
      checked: !!fields[t.key],
      onChange: (checked: boolean) => setState((f) => ({ ...f, [t.key]: checked })),
    })),
    onReset: () => setState(reset),
  };
}
