import {
  idTypeLabel,
  maskMobile,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  type PassengerType,
  type ProductKind,
} from '@lvxing/shared';
import { snapshotOf, type OrderRow, type PassengerRow, type ProductHandler } from './product';
import type { PaymentRow } from '../payment/payment.repository';
import type { RefundRow } from '../payment/refund.repository';
import type { OrderEventRow } from './order-events.repository';
import { stateLabel } from './order-states';

/** The list view of an order of `h`'s kind (no day of travel reads as ''). */
export function toSummary(
  h: ProductHandler,
  order: OrderRow,
  passengers: PassengerRow[],
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
  };
}

/** What the detail view shows of an order, as read. */
export interface OrderParts {
  order: OrderRow;
  passengers: PassengerRow[];
  events: OrderEventRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** Each person's ID number masked (first 3, stars, last 4), by person id; none: ''. */
  maskedIdNos: ReadonlyMap<string, string>;
}

/**
 * The detail view: summary plus people (ID masked; '' for a person without one), prices, the
 * 全款 payment line, refunds, timeline.
 * @param refundFeeFen the fee if refunded now, null when the order cannot be refunded now.
 */
export function toDetail(
  h: ProductHandler,
  { order, passengers, events, payments, refunds, maskedIdNos }: OrderParts,
  refundFeeFen: number | null,
  now: Date,
): OrderDetail {
  const snap = snapshotOf(order);
  const full = payments.filter((p) => p.purpose === 'FULL');
  const payment = full.find((p) => p.state !== 'CLOSED') ?? full[0];
  const pending = order.state === 'PENDING_PAYMENT' && order.payDeadline > now;
  const refundable = h.fulfilment.refundableIn.includes(order.state);
  return {
    ...toSummary(h, order, passengers),
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
    },
  };
}
