import '@/styles/results.css';
import { Icon } from '@/components/icon';
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';

export interface SortState<K extends string = string> {
  key: K;
  order: 'asc' | 'desc';
}

interface SortBarProps<K extends string> {
  keys: readonly { key: K; label: string }[];
  value: SortState<K>;
  onChange: (s: SortState<K>) => void;
}

/** Sort buttons of a result list: a click picks a key, a second click flips the order. */
export function SortBar<K extends string>({ keys, value, onChange }: SortBarProps<K>) {
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
            {order === 'asc' ? <Icon svg={ArrowUpOutlined} /> : <Icon svg={ArrowDownOutlined} />}
            <span className="sr-only">{order === 'asc' ? '升序' : '降序'}</span>
          </button>
        );
      })}
    </div>
  );
}
