import { PRODUCT_KIND_LABEL } from '@lvxing/shared';
import { ORDER_KINDS, type OrderKindFilter } from '../api/search-orders';

const label = (k: OrderKindFilter) => (k === 'ALL' ? '全部类型' : PRODUCT_KIND_LABEL[k]);

/** 全部类型 / 机票 / 火车票 / 汽车票 / 酒店 (the kinds on sale) */
export function KindFilter({
  value,
  onChange,
}: {
  value: OrderKindFilter;
  onChange: (k: OrderKindFilter) => void;
}) {
  return (
    <div className="kind-filter" role="radiogroup" aria-label="订单类型">
      {ORDER_KINDS.map((k) => (
        <button
          key={k}
          type="button"
          role="radio"
          aria-checked={k === value}
          className={k === value ? 'kind-filter__chip is-active' : 'kind-filter__chip'}
          data-testid={`kind-${k}`}
          onClick={() => onChange(k)}
        >
          {label(k)}
        </button>
      ))}
    </div>
  );
}
