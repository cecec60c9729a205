import {
  CAR_CLASS_LABEL,
  CAR_DEPOSIT_NOTES,
  CAR_INSURANCE_LABEL,
  ORDER_STATE_LABEL,
  type CarDepositLine,
  type OrderCar,
} from '@lvxing/shared';
import { snapshotOf, type OrderRow, type ProductHandler } from '../orders/product';
import type { PaymentRow } from '../payment/payment.repository';
import { releaseHold } from './car-deposits';
import type { CarOrderDetail } from './car-order-snapshot';
import {
  deactivateRental,
  depositRowsOf,
  rentalsOf,
  type CarRentalRow,
} from './car-rentals.repository';

const rentalOfOrder = (order: OrderRow) => snapshotOf<CarOrderDetail>(order).detail;

/**
 * The fee (fen) of cancelling a rental at `now`: none until the terms sold with it allow (a 免费
 * 取消 supplier: until pick-up; else 24 h before, dated rule `car.cancel`), then the late fee (1
 * day's rent) at most the total; null from the pick-up time on (a rental not picked up is a
 * no-show, the job's).
 */
export function carCancelFee(order: OrderRow, now: Date): number | null {
  const d = rentalOfOrder(order);
  if (now.getTime() >= (order.departsAt?.getTime() ?? 0)) return null;
  if (now.getTime() < Date.parse(d.freeCancelUntil)) return 0;
  return Math.min(d.lateFeeFen, order.totalFen);
}

/** One ledger line of a hold, capture or release. */
function ledgerLine(p: PaymentRow, holds: ReadonlyMap<string, PaymentRow>): CarDepositLine {
  const hold = p.holdId ? holds.get(p.holdId) : p;
  return {
    paymentNo: p.paymentNo,
    name: hold?.note ?? '押金',
    purpose: p.purpose as CarDepositLine['purpose'],
    state: p.state,
    amountFen: p.amountFen,
    at: (p.paidAt ?? p.createdAt).toISOString(),
    reason: p.purpose === 'HOLD' ? null : p.note,
    authoriseUrl: p.purpose === 'HOLD' && p.state === 'WAITING' ? p.codeUrl : null,
  };
}

/** What a rental view needs beyond the order row. */
interface CarExtra {
  rental: CarRentalRow;
  deposits: PaymentRow[];
}

const sum = (lines: CarDepositLine[], pick: (l: CarDepositLine) => boolean) =>
  lines.filter(pick).reduce((s, l) => s + l.amountFen, 0);

/** The rental part of an order's views, with its deposit ledger. */
export function carView(order: OrderRow, extra: CarExtra | undefined, now: Date): OrderCar {
  const d = rentalOfOrder(order);
  const rows = extra?.deposits ?? [];
  const holds = new Map(rows.filter((r) => r.purpose === 'HOLD').map((r) => [r.id, r]));
  const deposits = rows.map((r) => ledgerLine(r, holds));
  return {
    classCode: d.classCode,
    classLabel: CAR_CLASS_LABEL[d.classCode],
    modelName: d.modelName,
    supplierName: d.supplierName,
    pickupStore: d.pickupStore,
    dropoffStore: d.dropoffStore,
    pickupAt: d.pickupAt,
    returnAt: d.returnAt,
    insuranceLabel: CAR_INSURANCE_LABEL[d.insuranceTier],
    childSeats: d.childSeats,
    lines: d.lines,
    depositFree: extra?.rental.depositFree ?? false,
    deposits,
    heldFen: sum(deposits, (l) => l.purpose === 'HOLD' && ['HELD', 'SETTLED'].includes(l.state)),
    releasedFen: sum(deposits, (l) => l.purpose === 'HOLD_RELEASE' && l.state !== 'FAILED'),
    deductedFen: sum(deposits, (l) => l.purpose === 'HOLD_CAPTURE' && l.state !== 'FAILED'),
    settlementFen: extra?.rental.settlementFen ?? null,
    settlement: d.settlement ?? null,
    cancelFeeNowFen: order.state === 'CONFIRMED' ? carCancelFee(order, now) : null,
    freeCancelUntil: d.freeCancelUntil,
  };
}

/**
 * The rental kind of the order core: the driver (resident ID) is its person; after payment
 * 已确认 (待取车) → 用车中 (picked up) → 已还车 (待结算) → 已完成 (settled, the car's deposit
 * released) → 违章押金已退 (D+30); or 未取车 (no-show). Cancelled (退订) while 已确认 by the terms
 * sold with it; the car goes back to its counter and the deposits are released when it ends
 * unused.
 */
export const carProduct: ProductHandler = {
  kind: 'CAR',
  people: { noun: '驾驶员', idRequired: true },
  fulfilment: {
    paidState: 'CONFIRMED',
    paidText: '租车已确认，请按时到门店取车（请先完成押金预授权）',
    states: {
      CONFIRMED: { label: '已确认（待取车）', action: '支付' },
      PICKED_UP: { label: ORDER_STATE_LABEL.PICKED_UP, action: '取车' },
      RETURNED: { label: '已还车（待结算）', action: '还车' },
      COMPLETED: { label: ORDER_STATE_LABEL.COMPLETED, action: '结算' },
      DEPOSIT_REFUNDED: { label: ORDER_STATE_LABEL.DEPOSIT_REFUNDED, action: '退还违章押金' },
      NO_SHOW: { label: '未取车', action: '标记未取车' },
    },
    transitions: {
      CONFIRMED: ['PICKED_UP', 'NO_SHOW'],
      PICKED_UP: ['RETURNED'],
      RETURNED: ['COMPLETED'],
      COMPLETED: ['DEPOSIT_REFUNDED'],
    },
    refundableIn: ['CONFIRMED'],
  },
  holds: '车辆',
  refundWord: '取消',
  stateLabels: { REFUNDING: '取消中', REFUNDED: '已取消' },
  refundClosedText: () => '已过取车时间，不能取消',
  async release(tx, order) {
    await deactivateRental(tx, order.id);
    // a refund or close moved the order just now, so its update time is the moment of release
    const reason = '订单已取消，押金全额解冻';
    for (const note of Object.values(CAR_DEPOSIT_NOTES)) {
      await releaseHold(tx, order.id, note, reason, order.updatedAt);
    }
  },
  refundFee: carCancelFee,
  personLabel: () => '驾驶员',
  async viewExtras(db, orders) {
    const ids = orders.map((o) => o.id);
    const [rentals, deposits] = await Promise.all([rentalsOf(db, ids), depositRowsOf(db, ids)]);
    return new Map(
      [...rentals].map(([id, rental]) => [
        id,
        { rental, deposits: deposits.filter((p) => p.orderId === id) } satisfies CarExtra,
      ]),
    );
  },
  productView: (order, extra, now) => ({
    kind: 'CAR',
    ...carView(order, extra as CarExtra | undefined, now),
  }),
};
