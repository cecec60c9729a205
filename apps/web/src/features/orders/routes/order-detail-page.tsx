import { useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { PageBanner } from '@/components/page-banner';
import { PageSpinner } from '@/components/page-spinner';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/orders.css';
import { EmptyOrders } from '../components/empty-orders';
import { descriptionOf, OrderBody } from '../components/order-bodies';
import { StateBanner } from '../components/state-banner';
import { useOrderDetail } from '../hooks/use-order-detail';

const ORDER_NO = /^\d{12,24}$/;

/** /orderDetail?orderNo=…: state, then the journey (or stay), people, prices, rules, history, actions. */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const loggedIn = useUserStore(selectLoggedIn);
  const orderNo = params.get('orderNo') ?? '';
  const valid = ORDER_NO.test(orderNo);
  const { data: order, loading } = useOrderDetail(valid && loggedIn ? orderNo : null);

  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="订单详情"
        description={descriptionOf(order)}
        icon={<Icon svg={FileTextOutlined} />}
      />
      <div className="container area__body order-detail">
        {(!valid || !loggedIn) && <EmptyOrders text="未找到该订单" />}
        {valid && loggedIn && loading && !order && <PageSpinner />}
        {valid && loggedIn && !loading && !order && <EmptyOrders text="未找到该订单" />}
        {order && <StateBanner order={order} />}
        {order && <OrderBody order={order} />}
        {order && (
          <p className="order-detail__help">
            对订单有疑问？
            <a
              href={`/service?orderNo=${order.orderNo}&new=1`}
              style={{ textDecoration: 'underline', marginLeft: 4 }}
              data-testid="order-contact-service"
            >
              联系客服
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
