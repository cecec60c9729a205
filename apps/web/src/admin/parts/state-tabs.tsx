import { Radio, Tabs } from 'antd';
import { ALL_STATES } from './use-staff-queue';

/**
 * More states than fit a row of tabs (a visa case's 11): antd's tabs would fold the rest into a
 * 更多 button inside the tab list, which screen readers cannot use (axe aria-required-children),
 * so such a queue picks its state from a wrapping row of buttons instead.
 */
const MAX_TABS = 8;

/** A queue's state tabs: 全部 and one per state, each with its count. */
export function StateTabs<S extends string>(props: {
  active: string;
  onChange: (state: string) => void;
  states: readonly S[];
  labels: Record<S, string>;
  counts: Partial<Record<string, number>>;
}) {
  const { states, labels, counts } = props;
  const all = Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
  const items = [
    { key: ALL_STATES, label: `全部 (${all})` },
    ...states.map((s) => ({ key: s, label: `${labels[s]} (${counts[s] ?? 0})` })),
  ];
  if (items.length > MAX_TABS) {
    return (
      <Radio.Group
        className="admin-state-picker"
        aria-label="按状态筛选"
        optionType="button"
        value={props.active}
        onChange={(e) => props.onChange(e.target.value as string)}
        options={items.map((i) => ({ value: i.key, label: i.label }))}
      />
    );
  }
  return <Tabs activeKey={props.active} onChange={props.onChange} items={items} />;
}
