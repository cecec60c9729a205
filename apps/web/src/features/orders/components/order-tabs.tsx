import type { ReactNode } from 'react';
import type { OrderTab } from '../api/search-orders';

export const TAB_LABEL: Record<OrderTab, string> = {
  ALL: '全部',
  PENDING_PAYMENT: '待支付',
  TICKETED: '已出票',
  REFUND: '退票',
  CLOSED: '已关闭',
};

/** 全部 / 待支付 / 已出票 / 退票 / 已关闭, with more filters (the kinds) at the end of the bar. */
export function OrderTabs({
  value,
  onChange,
  children,
}: {
  value: OrderTab;
  onChange: (t: OrderTab) => void;
  children?: ReactNode;
}) {
  return (
    <div className="order-tabs card">
      <div className="order-tabs__list" role="tablist" aria-label="订单状态">
        {(Object.keys(TAB_LABEL) as OrderTab[]).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === value}
            className={t === value ? 'order-tabs__tab is-active' : 'order-tabs__tab'}
            onClick={() => onChange(t)}
          >
            {TAB_LABEL[t]}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
