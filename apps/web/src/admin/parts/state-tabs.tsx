import { Tabs } from 'antd';
import { ALL_STATES } from './use-staff-queue';

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
  return (
    <Tabs
      activeKey={props.active}
      onChange={props.onChange}
      items={[
        { key: ALL_STATES, label: `全部 (${all})` },
        ...states.map((s) => ({ key: s, label: `${labels[s]} (${counts[s] ?? 0})` })),
      ]}
    />
  );
}
