import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
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
  return (
    <div className="sort-bar" role="group" aria-label="排序">
      {keys.map((k) => {
        const active = value.key === k.key;
        const order = active ? value.order : 'asc';
        return (
          <button
            key={k.key}
            type="button"
            className={active ? 'sort-bar__btn is-active' : 'sort-bar__btn'}
            aria-pressed={active}
            data-testid={`sort-${k.key}`}
            onClick={() =>
              onChange({ key: k.key, order: active && value.order === 'asc' ? 'desc' : 'asc' })
            }
          >
            {k.label}
            {order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            <span className="sr-only">{order === 'asc' ? '升序' : '降序'}</span>
          </button>
        );
      })}
    </div>
  );
}
