import { useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { PageBanner } from '@/components/page-banner';
import { PageSpinner } from '@/components/page-spinner';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/orders.css';
import { PassengersCard, PriceCard, SegmentsCard, VendorCard } from '../components/detail-cards';
import { EmptyOrders } from '../components/empty-orders';
import { PaymentCard, RefundsCard, TimelineCard } from '../components/history-cards';
import { OrderActions } from '../components/order-actions';
import { StateBanner } from '../components/state-banner';
import { useOrderDetail } from '../hooks/use-order-detail';

const ORDER_NO = /^\d{12,24}$/;

/** /orderDetail?orderNo=…: state, flights, passengers and tickets, prices, rules, history, actions. */
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
        description="行程、乘客与支付信息"
        icon={<Icon svg={FileTextOutlined} />}
      />
      <div className="container area__body order-detail">
        {(!valid || !loggedIn) && <EmptyOrders text="未找到该订单" />}
        {valid && loggedIn && loading && !order && <PageSpinner />}
        {valid && loggedIn && !loading && !order && <EmptyOrders text="未找到该订单" />}
        {order && (
          <>
            <StateBanner order={order} />
            <div className="order-detail__grid">
              <div className="order-detail__main">
                <SegmentsCard order={order} />
                <PassengersCard order={order} />
                {order.vendor && <VendorCard vendor={order.vendor} />}
                {order.refunds.length > 0 && <RefundsCard refunds={order.refunds} />}
              </div>
              <div className="order-detail__side">
                <PriceCard order={order} />
                {order.payment && <PaymentCard payment={order.payment} />}
                <TimelineCard timeline={order.timeline} />
              </div>
            </div>
            <OrderActions order={order} />
          </>
        )}
      </div>
    </div>
  );
}
