import {
  ORDER_STATE_LABEL,
  idTypeLabel,
  maskIdNumber,
  maskMobile,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  type PassengerType,
  type ProductKind,
} from '@lvxing/shared';
import { snapshotOf, type OrderRow, type PassengerRow } from './product';
import type { PaymentRow } from '../payment/payment.repository';
import type { RefundRow } from '../payment/refund.repository';
import type { OrderEventRow } from './order-events.repository';

/** The list view of an order. */
export function toSummary(order: OrderRow, passengers: PassengerRow[]): OrderSummary {
  const snap = snapshotOf(order);
  return {
    orderNo: order.orderNo,
    kind: order.kind as ProductKind,
    state: order.state as OrderState,
    stateLabel: ORDER_STATE_LABEL[order.state as OrderState] ?? order.state,
    title: order.title,
    travelDate: order.travelDate,
    totalFen: order.totalFen,
    createdAt: order.createdAt.toISOString(),
    payDeadline: order.state === 'PENDING_PAYMENT' ? order.payDeadline.toISOString() : null,
    passengerNames: passengers.map((p) => p.name),
    passengerSeats: passengers.map((p) => p.seat),
    segments: snap.segments,
  };
}

/** The detail view: summary plus passengers (ID masked), prices, payment, refunds, timeline. */
export function toDetail(
  order: OrderRow,
  passengers: PassengerRow[],
  events: OrderEventRow[],
  payments: PaymentRow[],
  refunds: RefundRow[],
  refundFeeFen: number | null,
  now: Date,
  ticketTypeLabel: (p: PassengerRow) => string,
): OrderDetail {
  const snap = snapshotOf(order);
  const payment = payments.find((p) => p.state !== 'CLOSED') ?? payments[0];
  const pending = order.state === 'PENDING_PAYMENT' && order.payDeadline > now;
  return {
    ...toSummary(order, passengers),
    contact: { name: order.contactName, mobileMasked: maskMobile(order.contactMobile) },
    passengers: passengers.map((p) => ({
      id: p.id,
      name: p.name,
      idType: p.idType,
      idTypeLabel: idTypeLabel(p.idType),
      idNoMasked: maskIdNumber(p.idNo),
      passengerType: p.passengerType as PassengerType,
      ticketTypeLabel: ticketTypeLabel(p),
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
      canRefund: order.state === 'TICKETED' && refundFeeFen !== null,
      refundFeeFen: order.state === 'TICKETED' ? refundFeeFen : null,
    },
  };
}
