import { SortBar as ResultSortBar } from '@/components/sort-bar';
import type { SortKey, SortState } from '../lib/filter-sort';

const keys: { key: SortKey; label: string }[] = [
  { key: 'depTime', label: '起飞时间' },
  { key: 'price', label: '价格' },
  { key: 'duration', label: '耗时' },
];

/** 起飞时间 / 价格 / 耗时: click picks, click again flips the order. */
export function SortBar({
  value,
  onChange,
}: {
  value: SortState;
  onChange: (s: SortState) => void;
}) {
  return <ResultSortBar keys={keys} value={value} onChange={onChange} />;
}
