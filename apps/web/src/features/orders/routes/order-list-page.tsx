import { useSearchParams } from 'react-router';
import { ProfileOutlined } from '@ant-design/icons';
import { PageBanner } from '@/components/page-banner';
import { PageSpinner } from '@/components/page-spinner';
import { useRequest } from '@/components/use-request';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/orders.css';
import { ORDER_TABS, searchOrders, type OrderTab } from '../api/search-orders';
import { EmptyOrders } from '../components/empty-orders';
import { OrderCard } from '../components/order-card';
import { OrderTabs } from '../components/order-tabs';
import { Pager } from '../components/pager';

const PAGE_SIZE = 10;

/** /orderList (title 我的订单): tabs, order cards and paging. */
export default function OrderListPage() {
  const loggedIn = useUserStore(selectLoggedIn);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') as OrderTab | null;
  const tab: OrderTab = tabParam && ORDER_TABS.includes(tabParam) ? tabParam : 'ALL';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading } = useRequest(loggedIn ? `${tab}:${page}` : null, () =>
    searchOrders({ tab, page, pageSize: PAGE_SIZE }),
  );
  const go = (t: OrderTab, p: number) => {
    setParams(t === 'ALL' && p === 1 ? {} : { tab: t, page: String(p) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="我的订单"
        description="机票、火车票、汽车票订单一站查看"
        icon={<ProfileOutlined />}
      />
      <div className="container area__body orders">
        {!loggedIn ? (
          <EmptyOrders text="暂无订单" />
        ) : (
          <>
            <OrderTabs value={tab} onChange={(t) => go(t, 1)} />
            {loading && !data && <PageSpinner />}
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
                  onChange={(p) => go(tab, p)}
                />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
