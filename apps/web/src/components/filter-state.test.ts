import { describe, expect, it, vi } from 'vitest';
import type { FilterGroupDef } from './filter-bar';
import { filterBarOver } from './filter-state';

interface State {
  cabin: string;
  airlines?: string[];
  directOnly?: boolean;
}

const groups: FilterGroupDef[] = [
  { key: 'airlines', label: '航空公司', options: [{ value: 'MU', label: '东航' }] },
  { key: 'cabin', label: '舱位', single: true, options: [{ value: 'Y', label: '经济舱' }] },
];

/** Applies what the bar sets to `state`. */
function run(state: State, act: (bar: ReturnType<typeof filterBarOver<State>>) => void): State {
  let next = state;
  const set = vi.fn((u: State | ((s: State) => State)) => {
    next = typeof u === 'function' ? u(next) : u;
  });
  act(
    filterBarOver(state, set, groups, [{ key: 'directOnly', label: '仅看直飞' }], { cabin: 'Y' }),
  );
  return next;
}

describe('the filter bar over a filter state', () => {
  it('shows a single group as its one value and a toggle by its field', () => {
    const bar = filterBarOver<State>(
      { cabin: 'C', airlines: ['MU'], directOnly: true },
      vi.fn(),
      groups,
      [{ key: 'directOnly', label: '仅看直飞' }],
      { cabin: 'Y' },
    );
    expect(bar.value).toEqual({ airlines: ['MU'], cabin: ['C'] });
    expect(bar.toggles?.map((t) => [t.label, t.checked])).toEqual([['仅看直飞', true]]);
  });

  it('sets picks, the single value, toggles, and resets', () => {
    const s: State = { cabin: 'C' };
    expect(run(s, (b) => b.onChange('airlines', ['MU']))).toEqual({ cabin: 'C', airlines: ['MU'] });
    expect(run(s, (b) => b.onChange('cabin', ['F']))).toEqual({ cabin: 'F' });
    expect(run(s, (b) => b.toggles![0]!.onChange(true))).toEqual({ cabin: 'C', directOnly: true });
    expect(run({ cabin: 'F', airlines: ['MU'] }, (b) => b.onReset())).toEqual({ cabin: 'Y' });
  });
});
