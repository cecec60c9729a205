import { TRANSFER_TYPE_LABEL, maskMobile, type OrderTransfer } from '@lvxing/shared';
import { snapshotOf, type OrderRow, type ProductHandler } from '../orders/product';
import {
  setDispatchBy,
  transferExtrasOf,
  type TransferExtra,
} from './transfer-bookings.repository';
import type { TransferOrderDetail } from './transfer-order-snapshot';

const transferOf = (order: OrderRow) => snapshotOf<TransferOrderDetail>(order).detail;

/** States in which the member may cancel (取消): until the car meets them. */
const REFUNDABLE_IN = ['CONFIRMING', 'CONFIRMED'];

/** End of the free cancellation: `freeCancelHours` (sold with the order) before the service. */
export function freeCancelUntil(order: OrderRow): Date {
  const t = transferOf(order);
  return new Date(Date.parse(t.trip.serviceAt) - t.freeCancelHours * 3_600_000);
}

/**
 * The fee (fen) of cancelling a transfer at `now`: none until `freeCancelHours` before the car
 * meets the member, then `lateCancelPercent` of the total (whole yuan), both as sold with the
 * order (dated rule `transfer.policy`); null from the service time on.
 */
export function transferCancelFee(order: OrderRow, now: Date): number | null {
  const t = transferOf(order);
  if (now.getTime() >= Date.parse(t.trip.serviceAt)) return null;
  if (now.getTime() < freeCancelUntil(order).getTime()) return 0;
  return Math.round((order.totalFen * t.lateCancelPercent) / 100 / 100) * 100;
}

function transferView(order: OrderRow, extra: unknown, now: Date): OrderTransfer {
  const t = transferOf(order);
  const driver = (extra as TransferExtra | undefined)?.driver ?? null;
  return {
    type: t.trip.type,
    typeLabel: TRANSFER_TYPE_LABEL[t.trip.type],
    tripNo: t.trip.number,
    hubName: t.trip.hub.name,
    terminal: t.trip.hub.terminal,
    placeName: t.place.name,
    scheduledAt: t.trip.scheduledAt,
    serviceAt: t.trip.serviceAt,
    classLabel: t.classLabel,
    distanceKm: t.distanceKm,
    passengerName: order.contactName,
    passengerMobileMasked: maskMobile(order.contactMobile),
    nameSign: t.nameSign,
    childSeats: t.childSeats,
    freeWaitMinutes: t.freeWaitMinutes,
    freeCancelUntil: freeCancelUntil(order).toISOString(),
    cancelFeeNowFen: REFUNDABLE_IN.includes(order.state) ? transferCancelFee(order, now) : null,
    driver: driver && {
      name: driver.name,
      phoneMasked: maskMobile(driver.phone),
      plate: driver.plate,
      car: driver.car,
      colour: driver.colour,
    },
  };
}

/**
 * The transfer kind of the order core: one passenger without a document; after payment 待接单
 * → 已派车 (the sandbox dispatch's driver card) → 服务中 (from the service time) → 已完成 (the
 * ride over); cancelled (取消) until the car meets the member: free until `freeCancelHours`
 * before, then the late fee. Nothing is held, so nothing is released.
 */
export const transferProduct: ProductHandler = {
  kind: 'TRANSFER',
  people: { noun: '乘车人', idRequired: false },
  fulfilment: {
    paidState: 'CONFIRMING',
    paidText: '等待司机接单',
    states: {
      CONFIRMING: { label: '待接单', action: '支付' },
      CONFIRMED: { label: '已派车', action: '派车' },
      TRAVELLING: { label: '服务中', action: '开始服务' },
      COMPLETED: { label: '已完成', action: '完成服务' },
    },
    transitions: {
      CONFIRMING: ['CONFIRMED'],
      CONFIRMED: ['TRAVELLING'],
      TRAVELLING: ['COMPLETED'],
    },
    refundableIn: REFUNDABLE_IN,
  },
  holds: '车辆',
  refundWord: '取消',
  stateLabels: { REFUNDING: '取消中', REFUNDED: '已取消' },
  refundClosedText: () => '已到用车时间，不能取消',
  release: async () => {},
  refundFee: transferCancelFee,
  personLabel: () => '乘车人',
  async onPaid(tx, order, now) {
    // the sandbox dispatch's job assigns a driver once this time is `TRANSFER_DISPATCH_DELAY_MS` past
    await setDispatchBy(tx, order.id, now);
  },
  viewExtras: (db, orders) =>
    transferExtrasOf(
      db,
      orders.map((o) => o.id),
    ),
  productView: (order, extra, now) => ({ kind: 'TRANSFER', ...transferView(order, extra, now) }),
};
