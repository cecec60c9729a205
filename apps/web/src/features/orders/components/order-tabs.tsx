import type { ReactNode } from 'react';
import type { OrderTab } from '../api/search-orders';

/**
 * The tabs, in words true of every kind: TICKETED is every paid state in progress (出票中,
 * 出票成功, 待确认, 已确认, 已入住…), REFUND both 退票 and a stay's 退订.
 */
export const TAB_LABEL: Record<OrderTab, string> = {
  ALL: '全部',
  PENDING_PAYMENT: '待支付',
  TICKETED: '已支付',
  REFUND: '退款/售后',
  CLOSED: '已关闭',
};

/** 全部 / 待支付 / 已支付 / 退款/售后 / 已关闭, with more filters (the kinds) at the end of the bar. */
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
