import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderDetail, OrderStay, OrderTour } from '@lvxing/shared';
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
import { StayActions, type StayIntent } from '../components/stay-actions';
import { GuestsCard, StayCard } from '../components/stay-cards';
import { CancelPolicyCard, NightlyPriceCard } from '../components/stay-policy';
import { TourActions } from '../components/tour-actions';
import { TourCard, TravellersCard } from '../components/tour-cards';
import { useOrderDetail } from '../hooks/use-order-detail';

const ORDER_NO = /^\d{12,24}$/;
/** 报销凭证, loaded on demand: the page's first load does not carry it. */
const InvoiceCard = lazy(() => import('../components/invoice/invoice-card'));
/** States of an order that was never paid: no invoice to ask for. */
const UNPAID = ['PENDING_PAYMENT', 'CANCELLED', 'CLOSED'];

/** The 报销凭证 card of a paid order. */
function Invoices({ order }: { order: OrderDetail }) {
  if (UNPAID.includes(order.state)) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceCard order={order} />
    </Suspense>
  );
}
/** States in which a stay may still be cancelled: its free deadline counts down. */
const STAY_OPEN = ['PENDING_PAYMENT', 'CONFIRMING', 'CONFIRMED'];

/** A ticket order: its journey, passengers and tickets, prices, rules, history and actions. */
function TicketOrder({ order }: { order: OrderDetail }) {
  return (
    <>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <SegmentsCard order={order} />
          <PassengersCard order={order} />
          {order.vendor && <VendorCard vendor={order.vendor} />}
          {order.refunds.length > 0 && <RefundsCard refunds={order.refunds} />}
          <Invoices order={order} />
        </div>
        <div className="order-detail__side">
          <PriceCard order={order} />
          {order.payment && <PaymentCard payment={order.payment} />}
          <TimelineCard timeline={order.timeline} />
        </div>
      </div>
      <OrderActions order={order} />
    </>
  );
}

/** A hotel order: the stay, guests, cancel policy with its countdown, nightly prices, history. */
function StayOrder({ order, stay }: { order: OrderDetail; stay: OrderStay }) {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const intent: StayIntent = action === 'cancel' || action === 'review' ? action : null;
  // the intent is spent once acted on: a reload does not open the dialog again
  const spend = () => intent && setParams({ orderNo: order.orderNo }, { replace: true });
  return (
    <>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <StayCard order={order} stay={stay} />
          <GuestsCard order={order} />
          <CancelPolicyCard stay={stay} open={STAY_OPEN.includes(order.state)} />
          {order.refunds.length > 0 && <RefundsCard refunds={order.refunds} word="退订" />}
          <Invoices order={order} />
        </div>
        <div className="order-detail__side">
          <NightlyPriceCard stay={stay} totalFen={order.totalFen} />
          {order.payment && <PaymentCard payment={order.payment} />}
          <TimelineCard timeline={order.timeline} />
        </div>
      </div>
      <StayActions order={order} stay={stay} intent={intent} onIntentDone={spend} />
    </>
  );
}

/** A tour order: the tour (dates, party, 成团进度, contract), travellers, prices, history. */
function TourOrder({ order, tour }: { order: OrderDetail; tour: OrderTour }) {
  return (
    <>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <TourCard order={order} tour={tour} />
          <TravellersCard order={order} />
          {order.refunds.length > 0 && <RefundsCard refunds={order.refunds} word="退订" />}
          <Invoices order={order} />
        </div>
        <div className="order-detail__side">
          <PriceCard order={order} />
          {order.payment && <PaymentCard payment={order.payment} />}
          <TimelineCard timeline={order.timeline} />
        </div>
      </div>
      <TourActions order={order} tour={tour} />
    </>
  );
}

/** What the page's banner says it shows, by what the order is. */
function descriptionOf(order: OrderDetail | undefined): string {
  if (order?.stay) return '入住、房费与支付信息';
  if (order?.tour) return '行程、出游人与支付信息';
  return '行程、乘客与支付信息';
}

/** The order's own part: a stay, a tour, or a ticket's journey. */
function OrderBody({ order }: { order: OrderDetail }) {
  if (order.stay) return <StayOrder order={order} stay={order.stay} />;
  if (order.tour) return <TourOrder order={order} tour={order.tour} />;
  return <TicketOrder order={order} />;
}

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
