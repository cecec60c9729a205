import { useSearchParams } from 'react-router';
import { PRODUCT_KIND_LABEL, SALE_KINDS } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import { PageBanner } from '@/components/page-banner';
import { PendingBlock } from '@/components/pending-block';
import { useHydrated } from '@/lib/client-value';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/orders.css';
import {
  ORDER_KINDS,
  ORDER_TABS,
  searchOrders,
  type OrderKindFilter,
  type OrderTab,
} from '../api/search-orders';
import { AccountTabs } from '../components/account-tabs';
import { EmptyOrders } from '../components/empty-orders';
import { KindFilter } from '../components/kind-filter';
import { OrderCard } from '../components/order-card';
import { OrderTabs } from '../components/order-tabs';
import { Pager } from '../components/pager';

const PAGE_SIZE = 10;
/** 机票、火车票、汽车票、酒店订单一站查看: every kind on sale. */
const DESCRIPTION = `${SALE_KINDS.map((k) => PRODUCT_KIND_LABEL[k]).join('、')}订单一站查看`;

/** Reads one of `allowed` from the query, else the first. */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return allowed.includes(value as T) ? (value as T) : allowed[0]!;
}

/** /orderList (title 我的订单): kinds, state tabs, order cards of every kind and paging. */
export default function OrderListPage() {
  const loggedIn = useUserStore(selectLoggedIn);
  const member = useUserStore((s) => s.userInfo.mobile);
  // rendered on the server as a visitor sees it, with still bars in place of the orders (or of a
  // visitor's login prompt) until the app knows who is there
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const tab = pick(params.get('tab'), ORDER_TABS);
  const kind = pick(params.get('kind'), ORDER_KINDS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { tab, page, pageSize: PAGE_SIZE, kind };
  const { data, loading } = useApiQuery(
    loggedIn ? orderKeys.list(member, filter) : null,
    () => searchOrders(filter, QUERY_REQUEST),
    MEMBER_QUERY,
  );
  const go = (next: { tab?: OrderTab; kind?: OrderKindFilter; page?: number }) => {
    const q = new URLSearchParams();
    const t = next.tab ?? tab;
    const k = next.kind ?? kind;
    const p = next.page ?? 1;
    if (k !== 'ALL') q.set('kind', k);
    if (t !== 'ALL') q.set('tab', t);
    if (p > 1) q.set('page', String(p));
    setParams(q);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="我的订单"
        description={DESCRIPTION}
        icon={<Icon svg={ProfileOutlined} />}
      />
      <div className="container area__body orders">
        <AccountTabs />
        {!hydrated ? (
          <PendingBlock />
        ) : !loggedIn ? (
          <EmptyOrders text="暂无订单" />
        ) : (
          <>
            <OrderTabs value={tab} onChange={(t) => go({ tab: t })}>
              <KindFilter value={kind} onChange={(k) => go({ kind: k })} />
            </OrderTabs>
            {loading && !data && <PendingBlock rows={2} />}
            {data && data.items.length === 0 && <EmptyOrders text="暂无相关订单" />}
            {data && data.items.length > 0 && (
              <>
                <ul className="orders__list" data-testid="order-list">
                  {data.items.map((o) => (
                    <OrderCard key={o.orderNo} order={o} />
                  ))}
                </ul>
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onChange={(p) => go({ page: p })}
                />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
