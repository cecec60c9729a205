import { HOTEL_CONFIRM_SLA_MINUTES, ORDER_STATE_LABEL, type OrderStay } from '@lvxing/shared';
import { snapshotOf, type OrderRow, type ProductHandler } from '../orders/product';
import { cancelFeeFen } from './catalog';
import { bookingExtrasOf, setConfirmBy, type BookingExtra } from './hotel-bookings.repository';
import { releaseRoomNights } from './hotel-inventory.repository';
import type { HotelOrderDetail } from './hotel-order-snapshot';

const stayOf = (order: OrderRow) => snapshotOf<HotelOrderDetail>(order).detail;

/**
 * The fee (fen) of cancelling a stay at `now` by its rate plan's policy as sold (free before the
 * deadline, then the first night, a tier or everything paid; see the catalog's `cancelFeeFen`),
 * on what was paid online; null when the policy allows no cancel now.
 */
export function hotelCancelFee(order: OrderRow, now: Date): number | null {
  const d = stayOf(order);
  return cancelFeeFen(
    d.plan,
    d.checkIn,
    { paidFen: d.payNowFen, firstNightFen: d.firstNightFen, totalFen: order.totalFen },
    now,
  );
}

/** States in which a stay may be cancelled by the member (退订). */
const REFUNDABLE_IN = ['CONFIRMING', 'CONFIRMED'];

/** The stay of an order as its views show it (the list takes the brief part). */
function stayView(order: OrderRow, extra: unknown, now: Date): OrderStay {
  const d = stayOf(order);
  const b = extra as BookingExtra | undefined;
  const {
    plan: _plan,
    ratePlanId: _id,
    roomTypeId: _rt,
    firstNightFen: _f,
    payNowFen: _p,
    ...shown
  } = d;
  return {
    ...shown,
    nights: d.nightly.length,
    confirmationNo: b?.confirmationNo ?? null,
    cancelFeeNowFen: REFUNDABLE_IN.includes(order.state) ? hotelCancelFee(order, now) : null,
    confirmBy: order.state === 'CONFIRMING' ? (b?.confirmBy?.toISOString() ?? null) : null,
    canReview: order.state === 'CHECKED_OUT' && b?.reviewed === false,
    reviewed: b?.reviewed ?? false,
  };
}

/**
 * The hotel kind of the order core: guests named without documents; after payment (or placed to
 * be paid at the hotel) 待确认 → 已确认 (confirmation number) → 已入住 → 已离店, or 未入住 (the
 * hotel reports a no-show; the guarantee is kept; the staff correct either way, hotel-corrections);
 * cancelled (退订) in 待确认 or 已确认 with the rate plan's fee at that moment; the rooms of every
 * night are released when it ends unused.
 */
export const hotelProduct: ProductHandler = {
  kind: 'HOTEL',
  people: { noun: '入住人', idRequired: false },
  fulfilment: {
    paidState: 'CONFIRMING',
    paidText: '等待酒店确认',
    placedText: '订单已提交，到店付款，等待酒店确认',
    states: {
      CONFIRMING: { label: ORDER_STATE_LABEL.CONFIRMING, action: '支付' },
      CONFIRMED: { label: ORDER_STATE_LABEL.CONFIRMED, action: '确认' },
      CHECKED_IN: { label: ORDER_STATE_LABEL.CHECKED_IN, action: '入住' },
      CHECKED_OUT: { label: ORDER_STATE_LABEL.CHECKED_OUT, action: '离店' },
      NO_SHOW: { label: ORDER_STATE_LABEL.NO_SHOW, action: '标记未入住' },
    },
    transitions: {
      CONFIRMING: ['CONFIRMED'],
      // the check-in job moves by the date at 14:00; the hotel may still report a no-show after
      CONFIRMED: ['CHECKED_IN', 'NO_SHOW'],
      CHECKED_IN: ['CHECKED_OUT', 'NO_SHOW'],
      // the staff's correction when the hotel's no-show report was wrong (hotel-corrections)
      NO_SHOW: ['CHECKED_IN'],
    },
    refundableIn: REFUNDABLE_IN,
  },
  holds: '房间',
  refundWord: '退订',
  stateLabels: { REFUNDING: '退订中', REFUNDED: '已退订' },
  refundClosedText: (order) =>
    stayOf(order).plan.cancel.type === 'NON_REFUNDABLE'
      ? '该价格为不可取消价格，预订成功后不可取消'
      : '该订单已过免费取消时间且不可取消',
  async release(tx, order) {
    const d = stayOf(order);
    await releaseRoomNights(
      tx,
      d.roomTypeId,
      d.nightly.map((n) => n.date),
      d.rooms,
    );
  },
  refundFee: hotelCancelFee,
  personLabel: () => '入住人',
  openingLine(order) {
    const d = stayOf(order);
    return d.guaranteeFen > 0
      ? { purpose: 'GUARANTEE', amountFen: d.guaranteeFen }
      : { purpose: 'FULL', amountFen: order.totalFen };
  },
  async onPaid(tx, order, now) {
    await setConfirmBy(tx, order.id, new Date(now.getTime() + HOTEL_CONFIRM_SLA_MINUTES * 60_000));
  },
  viewExtras: (db, orders) =>
    bookingExtrasOf(
      db,
      orders.map((o) => o.id),
    ),
  productView: (order, extra, now) => ({ kind: 'HOTEL', ...stayView(order, extra, now) }),
};
