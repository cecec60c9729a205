import { CAR_DEPOSIT_NOTES, yuanAmount } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { eachDueOrder } from '../orders/kind-jobs';
import { transition } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import { refundPart } from '../payment/payment-lines.service';
import type { CarDeps } from './car.deps';
import { releaseHold } from './car-deposits';
import { settleRental } from './car-settle.service';
import type { CarOrderDetail } from './car-order-snapshot';
import {
  deactivateRental,
  depositRowsOf,
  lockDueRental,
  updateRental,
  type CarRentalRow,
  type DueRentals,
} from './car-rentals.repository';
import { carRulesOn } from './car-rules';
import { carProduct } from './car.product';
import { beijingToday } from '@lvxing/shared';

type Step = (tx: Tx, order: OrderRow, rental: CarRentalRow, now: Date) => Promise<unknown>;

/** The rental orders `due`, one per transaction, each locked with its rental (SKIP LOCKED). */
function eachDue(deps: CarDeps, due: DueRentals, step: Step): Promise<number> {
  let rental: CarRentalRow | undefined;
  return eachDueOrder(
    deps,
    async (tx) => {
      const row = await lockDueRental(tx, due);
      rental = row?.rental;
      return row?.order;
    },
    (tx, order, now) => step(tx, order, rental!, now),
  );
}

/** Whether both deposits are frozen (or the rental is 免押): the counter hands the car over. */
async function depositsReady(tx: Tx, rental: CarRentalRow): Promise<boolean> {
  if (rental.depositFree) return true;
  const held = (await depositRowsOf(tx, [rental.orderId])).filter(
    (p) => p.purpose === 'HOLD' && p.state === 'HELD',
  );
  return Object.values(CAR_DEPOSIT_NOTES).every((n) => held.some((h) => h.note === n));
}

/** The sandbox counter hands the car over at the pick-up time once the deposits are frozen: 用车中. */
export function pickUpDueRentals(deps: CarDeps): Promise<number> {
  return eachDue(deps, { what: 'pickup', now: deps.now() }, async (tx, order, rental, now) => {
    if (!(await depositsReady(tx, rental))) return;
    await transition(tx, carProduct, order, 'PICKED_UP', '已取车，祝您用车愉快', now);
    await updateRental(tx, order.id, { pickedUpAt: now });
  });
}

/**
 * A rental not picked up `noShowGraceHours` after its time (the deposits never frozen, so the
 * counter could not hand the car over): 未取车, the no-show fee (dated rule `car.cancel`) kept
 * and the rest refunded, the car back to its counter, any deposit released.
 */
export async function noShowDueRentals(deps: CarDeps): Promise<number> {
  const now = deps.now();
  const rules = await carRulesOn(deps.db, beijingToday(now));
  const before = new Date(now.getTime() - rules.cancel.noShowGraceHours * 3_600_000);
  return eachDue(deps, { what: 'noShow', before }, async (tx, order, _rental, at) => {
    const fee = Math.min(snapshotOf<CarOrderDetail>(order).detail.noShowFeeFen, order.totalFen);
    const text = `超过取车时间未取车，收取未取车费 ${yuanAmount(fee)}，其余 ${yuanAmount(order.totalFen - fee)} 原路退还`;
    await transition(tx, carProduct, order, 'NO_SHOW', text, at);
    await refundPart(tx, order.id, {
      amountFen: order.totalFen - fee,
      feeFen: fee,
      reason: '未取车',
      now: at,
    });
    await deactivateRental(tx, order.id);
    for (const note of Object.values(CAR_DEPOSIT_NOTES)) {
      await releaseHold(tx, order.id, note, '未取车，押金全额解冻', at);
    }
  });
}

/** The sandbox driver returns the car at the booked time: 已还车 (待结算). */
export function returnDueRentals(deps: CarDeps): Promise<number> {
  return eachDue(deps, { what: 'return', now: deps.now() }, async (tx, order, _rental, now) => {
    await transition(tx, carProduct, order, 'RETURNED', '已还车，等待门店结算', now);
    await updateRental(tx, order.id, { returnedAt: now });
  });
}

/**
 * Settles a returned rental as the sandbox counter (no extra lines: ¥0) through the staff's
 * settlement ({@link settleRental}): 已完成, the car's deposit released, the violation deposit's
 * release day set (`car.deposits.releaseDays` after return).
 */
export function settleReturnedRentals(deps: CarDeps): Promise<number> {
  return eachDue(deps, { what: 'settle' }, (tx, order, rental, now) =>
    settleRental(tx, order, rental, { lines: [], staffId: null, now }),
  );
}

/** D+30 with no violation recorded: the violation deposit released, 违章押金已退. */
export function releaseViolationDeposits(deps: CarDeps): Promise<number> {
  return eachDue(deps, { what: 'violation', now: deps.now() }, async (tx, order, _r, now) => {
    await releaseHold(
      tx,
      order.id,
      CAR_DEPOSIT_NOTES.violation,
      '还车后违章查询期满，无违章记录',
      now,
    );
    await transition(tx, carProduct, order, 'DEPOSIT_REFUNDED', '违章押金已解冻退还', now);
  });
}

/** The rental's periodic jobs, in the order the order-job timer runs them. */
export const CAR_JOBS = [
  pickUpDueRentals,
  noShowDueRentals,
  returnDueRentals,
  settleReturnedRentals,
  releaseViolationDeposits,
] as const;
