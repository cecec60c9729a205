import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type {
  OrderCar,
  OrderDetail,
  OrderProduct,
  OrderProductKind,
  OrderProductOf,
  OrderStay,
  OrderTour,
  OrderVisa,
  OrderTransfer,
} from '@lvxing/shared';
import { CarCard, DepositLedgerCard, SettlementCard } from './car-cards';
import { PassengersCard, PeopleCard, PriceCard, SegmentsCard, VendorCard } from './detail-cards';
import { PaymentCard, RefundsCard, TimelineCard } from './history-cards';
import { CANCEL_REFUND, OrderActions } from './order-actions';
import { StayActions, type StayIntent } from './stay-actions';
import { GuestsCard, StayCard } from './stay-cards';
import { CancelPolicyCard, NightlyPriceCard } from './stay-policy';
import { TourActions } from './tour-actions';
import { TourCard } from './tour-cards';
import { VisaCard } from './visa-cases';
import { TransferCard } from './transfer-cards';

// The detail page's body by what the order is: a ticket's journey, or its kind's own part.

/** 报销凭证, loaded on demand: the page's first load does not carry it. */
const InvoiceCard = lazy(() => import('./invoice/invoice-card'));
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

/** The detail's columns: `main` cards, refunds, 报销凭证; `price`, payment, history; `actions`. */
function DetailLayout(props: {
  order: OrderDetail;
  main: ReactNode;
  price: ReactNode;
  actions: ReactNode;
  /** What a refund is called (退票 by default; 退订 for a stay or a tour). */
  refundWord?: string;
}) {
  const { order } = props;
  return (
    <>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          {props.main}
          {order.refunds.length > 0 && (
            <RefundsCard refunds={order.refunds} word={props.refundWord} />
          )}
          <Invoices order={order} />
        </div>
        <div className="order-detail__side">
          {props.price}
          {order.payment && <PaymentCard payment={order.payment} />}
          <TimelineCard timeline={order.timeline} />
        </div>
      </div>
      {props.actions}
    </>
  );
}

/** A ticket order: its journey, passengers and tickets, prices, rules, history and actions. */
function TicketOrder({ order }: { order: OrderDetail }) {
  const main = (
    <>
      <SegmentsCard order={order} />
      <PassengersCard order={order} />
      {order.vendor && <VendorCard vendor={order.vendor} />}
    </>
  );
  const price = <PriceCard order={order} />;
  return <DetailLayout {...{ order, main, price }} actions={<OrderActions order={order} />} />;
}

/** A hotel order: the stay, guests, cancel policy with its countdown, nightly prices, history. */
function StayOrder({ order, stay }: { order: OrderDetail; stay: OrderStay }) {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const intent: StayIntent = action === 'cancel' || action === 'review' ? action : null;
  // the intent is spent once acted on: a reload does not open the dialog again
  const spend = () => intent && setParams({ orderNo: order.orderNo }, { replace: true });
  const main = (
    <>
      <StayCard order={order} stay={stay} />
      <GuestsCard order={order} />
      <CancelPolicyCard stay={stay} open={STAY_OPEN.includes(order.state)} />
    </>
  );
  const price = <NightlyPriceCard stay={stay} totalFen={order.totalFen} />;
  const actions = <StayActions order={order} stay={stay} intent={intent} onIntentDone={spend} />;
  return <DetailLayout {...{ order, main, price, actions }} refundWord="退订" />;
}

/** A tour order: the tour (dates, party, 成团进度, contract), travellers, prices, history. */
function TourOrder({ order, tour }: { order: OrderDetail; tour: OrderTour }) {
  const main = (
    <>
      <TourCard order={order} tour={tour} />
      <PeopleCard order={order} titleId="traveller-title" />
    </>
  );
  const price = <PriceCard order={order} />;
  const actions = <TourActions order={order} tour={tour} />;
  return <DetailLayout {...{ order, main, price, actions }} refundWord="退订" />;
}

/** A visa order: each applicant's case, prices, payment and history. */
function VisaOrder({ order, visa }: { order: OrderDetail; visa: OrderVisa }) {
  const main = <VisaCard order={order} visa={visa} />;
  const price = <PriceCard order={order} />;
  return <DetailLayout {...{ order, main, price }} actions={<OrderActions order={order} />} />;
}

/** A transfer order: the trip, the driver card once dispatched, prices, history. */
function TransferOrder({ order, transfer }: { order: OrderDetail; transfer: OrderTransfer }) {
  const main = <TransferCard order={order} transfer={transfer} />;
  const price = <PriceCard order={order} />;
  const actions = <OrderActions order={order} words={CANCEL_REFUND} />;
  return <DetailLayout {...{ order, main, price, actions }} refundWord="取消" />;
}

/** A rental: the rental, the driver, the settlement, the deposit ledger, prices, history. */
function CarOrder({ order, car }: { order: OrderDetail; car: OrderCar }) {
  const main = (
    <>
      <CarCard order={order} car={car} />
      <PeopleCard order={order} titleId="driver-title" />
      <SettlementCard car={car} />
      <DepositLedgerCard car={car} />
    </>
  );
  const price = <PriceCard order={order} />;
  return (
    <DetailLayout
      {...{ order, main, price }}
      actions={<OrderActions order={order} words={CANCEL_REFUND} />}
      refundWord="取消"
    />
  );
}

/** What the detail page shows of a kind's own part (`product`): its banner's words, its body. */
interface ProductView<K extends OrderProductKind> {
  description: string;
  Body: ComponentType<{ order: OrderDetail; part: OrderProductOf<K> }>;
}

/** Each kind's part as the detail shows it: a compile error until a new kind has its entry. */
const PRODUCT_VIEWS: { [K in OrderProductKind]: ProductView<K> } = {
  HOTEL: {
    description: '入住、房费与支付信息',
    Body: ({ order, part }) => <StayOrder order={order} stay={part} />,
  },
  TOUR: {
    description: '行程、出游人与支付信息',
    Body: ({ order, part }) => <TourOrder order={order} tour={part} />,
  },
  VISA: {
    description: '申请人、办理进度与支付信息',
    Body: ({ order, part }) => <VisaOrder order={order} visa={part} />,
  },
  TRANSFER: {
    description: '用车、司机与支付信息',
    Body: ({ order, part }) => <TransferOrder order={order} transfer={part} />,
  },
  CAR: {
    description: '取还车、驾驶员、押金与支付信息',
    Body: ({ order, part }) => <CarOrder order={order} car={part} />,
  },
};

/** The view of `part`'s kind (the map's entries and the union's members go together). */
const viewOf = (part: OrderProduct) => PRODUCT_VIEWS[part.kind] as ProductView<OrderProductKind>;

/** What the page's banner says it shows, by what the order is. */
export function descriptionOf(order: OrderDetail | undefined): string {
  return order?.product ? viewOf(order.product).description : '行程、乘客与支付信息';
}

/** The order's own part: its kind's (a stay, a tour), or a ticket's journey. */
export function OrderBody({ order }: { order: OrderDetail }) {
  if (!order.product) return <TicketOrder order={order} />;
  const { Body } = viewOf(order.product);
  return <Body order={order} part={order.product} />;
}
