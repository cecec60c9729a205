import {
  idTypeLabel,
  maskMobile,
  orderProductBriefSchema,
  type OrderDetail,
  type OrderProductBrief,
  type OrderState,
  type OrderSummary,
  type PaymentPurpose,
  type PendingChange,
  type PassengerType,
  type ProductKind,
} from '@lvxing/shared';
import { snapshotOf, type OrderRow, type PassengerRow, type ProductHandler } from './product';
import { OPENING_PURPOSES } from '../payment/payment-lines.service';
import type { PaymentRow } from '../payment/payment.repository';
import type { RefundRow } from '../payment/refund.repository';
import type { OrderEventRow } from './order-events.repository';
import { stateLabel } from './order-states';

/** What a view of an order reads besides its rows: the kind's extras and the time. */
export interface ViewContext {
  /** The kind's `viewExtras` entry of this order (a stay: its booking row). */
  extra: unknown;
  now: Date;
}

/**
 * The list's part of the kind's full `product`: only the brief schema's fields, and null for a
 * kind the list shows nothing more of (a tour), as the brief schema has no member for it.
 */
function productBrief(product: unknown): OrderProductBrief | null {
  if (!product) return null;
  const brief = orderProductBriefSchema.safeParse(product);
  return brief.success ? brief.data : null;
}

/** The list view of an order of `h`'s kind (no day of travel reads as ''; `product` brief or null). */
export function toSummary(
  h: ProductHandler,
  order: OrderRow,
  passengers: PassengerRow[],
  view: ViewContext,
): OrderSummary {
  const snap = snapshotOf(order);
  return {
    orderNo: order.orderNo,
    kind: order.kind as ProductKind,
    state: order.state as OrderState,
    stateLabel: stateLabel(h, order.state),
    title: order.title,
    travelDate: order.travelDate ?? '',
    totalFen: order.totalFen,
    createdAt: order.createdAt.toISOString(),
    payDeadline: order.state === 'PENDING_PAYMENT' ? order.payDeadline.toISOString() : null,
    passengerNames: passengers.map((p) => p.name),
    passengerSeats: passengers.map((p) => p.seat),
    segments: snap.segments,
    product: productBrief(h.productView?.(order, view.extra, view.now)),
  };
}

const NO_CHANGE = { canChange: false, pending: null };

/** What the detail view shows of an order, as read. */
export interface OrderParts {
  order: OrderRow;
  passengers: PassengerRow[];
  events: OrderEventRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** Each person's ID number masked (first 3, stars, last 4), by person id; none: ''. */
  maskedIdNos: ReadonlyMap<string, string>;
  /** The kind's `viewExtras` entry of this order, if any. */
  extra?: unknown;
}

/**
 * The detail view: summary plus people (ID masked; '' for a person without one), prices, the
 * opening payment line (全款, or 定金/担保), refunds, timeline, and the kind's part in full (`product`: a stay, a tour).
 * @param refundFeeFen the fee if refunded now, null when the order cannot be refunded now.
 * @param change whether a change (改签) may be asked now, and the one waiting for payment.
 */
export function toDetail(
  h: ProductHandler,
  { order, passengers, events, payments, refunds, maskedIdNos, extra }: OrderParts,
  refundFeeFen: number | null,
  now: Date,
  change: { canChange: boolean; pending: PendingChange | null } = NO_CHANGE,
): OrderDetail {
  const snap = snapshotOf(order);
  const opening = payments.filter((p) => OPENING_PURPOSES.includes(p.purpose as PaymentPurpose));
  const payment = opening.find((p) => p.state !== 'CLOSED') ?? opening[0];
  const pending = order.state === 'PENDING_PAYMENT' && order.payDeadline > now;
  const refundable = h.fulfilment.refundableIn.includes(order.state);
  return {
    ...toSummary(h, order, passengers, { extra, now }),
    product: h.productView?.(order, extra, now) ?? null,
    contact: { name: order.contactName, mobileMasked: maskMobile(order.contactMobile) },
    passengers: passengers.map((p) => ({
      id: p.id,
      name: p.name,
      idType: p.idType ?? '',
      idTypeLabel: p.idType ? idTypeLabel(p.idType) : '',
      idNoMasked: maskedIdNos.get(p.id) ?? '',
      passengerType: p.passengerType as PassengerType,
      ticketTypeLabel: h.personLabel(p),
      ticketNo: p.ticketNo,
      seat: p.seat,
      priceFen: p.priceFen,
    })),
    priceLines: snap.priceLines,
    vendor: snap.vendor
      ? {
          nameZh: snap.vendor.nameZh,
          refundRules: snap.vendor.refundRules.map((r) => ({
            label: r.label,
            feePercent: r.feePercent,
          })),
          baggage: snap.vendor.baggage,
        }
      : null,
    payment: payment
      ? {
          paymentNo: payment.paymentNo,
          provider: payment.provider,
          state: payment.state as 'WAITING' | 'PAID' | 'CLOSED' | 'REFUNDED',
          amountFen: payment.amountFen,
          paidAt: payment.paidAt?.toISOString() ?? null,
        }
      : null,
    refunds: refunds.map((r) => ({
      refundNo: r.refundNo,
      state: r.state as 'PROCESSING' | 'SUCCEEDED',
      amountFen: r.amountFen,
      feeFen: r.feeFen,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    timeline: events.map((e) => ({ at: e.at.toISOString(), state: e.toState, text: e.text })),
    actions: {
      canPay: pending,
      canCancel: pending,
      canRefund: refundable && refundFeeFen !== null,
      refundFeeFen: refundable ? refundFeeFen : null,
      canChange: change.canChange,
    },
    pendingChange: change.pending,
  };
}
