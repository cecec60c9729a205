import { ORDER_STATE_LABEL, beijingToday, daysBetween, type OrderTour } from '@lvxing/shared';
import { snapshotOf, type OrderRow, type ProductHandler } from '../orders/product';
import { refundFeePercent } from './catalog';
import { setTourConfirmBy, tourExtrasOf, type TourExtra } from './tour-bookings.repository';
import { releasePlaces } from './tour-departures.repository';
import type { TourOrderDetail } from './tour-order-snapshot';

const tourOf = (order: OrderRow) => snapshotOf<TourOrderDetail>(order).detail;

/** States in which the member may cancel (退订) by the ladder; 未成团 is refunded in full. */
const REFUNDABLE_IN = ['CONFIRMING', 'CONFIRMED', 'FORMED', 'NOT_FORMED'];

/** What the insurance of the order cost (refunded in full before departure, never laddered). */
const insuranceFen = (order: OrderRow) =>
  snapshotOf(order)
    .priceLines.filter((l) => l.label === '旅游意外险')
    .reduce((s, l) => s + l.unitFen * l.count, 0);

/**
 * The fee (fen) of cancelling a tour at `now`: the ladder sold with it (GF—2014—2401/2402) on the
 * tour price, by whole days from today (Beijing) to departure; before the ladder starts, none
 * (the sample suppliers have no costs yet); a group that did not form, none (旅游法 art. 63).
 * Null from the departure day on when the ladder has no step for it (the trip has begun).
 */
export function tourCancelFee(order: OrderRow, now: Date): number | null {
  if (order.state === 'NOT_FORMED') return 0;
  const t = tourOf(order);
  const daysBefore = daysBetween(beijingToday(now), t.date);
  if (daysBefore < 0) return null;
  const percent = refundFeePercent({ scope: t.scope, tiers: t.ladder }, daysBefore) ?? 0;
  return Math.round(((order.totalFen - insuranceFen(order)) * percent) / 100);
}

function tourView(order: OrderRow, extra: unknown, now: Date): OrderTour {
  const t = tourOf(order);
  const e = extra as TourExtra | undefined;
  return {
    code: t.code,
    title: t.title,
    date: t.date,
    returnDate: t.returnDate,
    adults: t.party.adults,
    children: t.party.children.length,
    singleRooms: t.party.singleRooms,
    insurance: t.party.insurance,
    contractNo: t.contractNo,
    booked: e?.booked ?? 0,
    groupMin: e?.groupMin ?? t.minGroupSize,
    cancelFeeNowFen: REFUNDABLE_IN.includes(order.state) ? tourCancelFee(order, now) : null,
  };
}

/**
 * The tour kind of the order core: travellers with documents; after payment 待确认 (the
 * supplier confirms: at once for 即时确认, within its hours otherwise; the sandbox's job) →
 * 已确认 → 已成团 (the departure decided: enough travellers by the 旅游法 art. 63 notice day, or
 * a type that forms with its booking) → 出行中 → 已完成; or 未成团, refunded in full. Cancelled
 * (退订) before departure by the ladder sold with it; the places are given back when it ends
 * unused.
 */
export const tourProduct: ProductHandler = {
  kind: 'TOUR',
  people: { noun: '出游人', idRequired: true },
  fulfilment: {
    paidState: 'CONFIRMING',
    paidText: '等待供应商确认',
    states: {
      CONFIRMING: { label: ORDER_STATE_LABEL.CONFIRMING, action: '支付' },
      CONFIRMED: { label: ORDER_STATE_LABEL.CONFIRMED, action: '确认' },
      FORMED: { label: ORDER_STATE_LABEL.FORMED, action: '成团' },
      NOT_FORMED: { label: ORDER_STATE_LABEL.NOT_FORMED, action: '取消未成团' },
      TRAVELLING: { label: ORDER_STATE_LABEL.TRAVELLING, action: '出发' },
      COMPLETED: { label: ORDER_STATE_LABEL.COMPLETED, action: '结束行程' },
    },
    transitions: {
      CONFIRMING: ['CONFIRMED', 'NOT_FORMED'],
      CONFIRMED: ['FORMED', 'NOT_FORMED'],
      FORMED: ['TRAVELLING'],
      TRAVELLING: ['COMPLETED'],
    },
    refundableIn: REFUNDABLE_IN,
  },
  holds: '名额',
  refundWord: '退订',
  stateLabels: { REFUNDING: '退订中', REFUNDED: '已退订' },
  refundClosedText: () => '行程已开始，不能退订',
  async release(tx, order) {
    const t = tourOf(order);
    await releasePlaces(tx, t.code, t.date, t.party.adults + t.party.children.length);
  },
  refundFee: tourCancelFee,
  personLabel: (person) => (person.passengerType === 'CHD' ? '儿童' : '成人'),
  async onPaid(tx, order, now) {
    // the sandbox supplier's job confirms it once this time is `TOUR_CONFIRM_DELAY_MS` past
    await setTourConfirmBy(tx, order.id, now);
  },
  viewExtras: (db, orders) =>
    tourExtrasOf(
      db,
      orders.map((o) => o.id),
    ),
  productView: (order, extra, now) => ({ kind: 'TOUR', ...tourView(order, extra, now) }),
};
