// The rental's two deposits (车辆押金, 违章押金) through the payment module's holds: opened with
// the booking unless 免押, released at settlement (the car's, less what the settlement takes)
// and 30 days after the return (the violations'), released in full when the order ends unused.
import { CAR_DEPOSIT_NOTES } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../orders/product';
import { openHold, queueHoldStep } from '../payment/deposit-holds.service';
import type { CarDeps } from './car.deps';
import { depositRowsOf } from './car-rentals.repository';

/**
 * The sandbox's credit check (信用免押, standing in for a credit provider): approves a driver
 * whose mobile number ends in an even digit, so tests and demos can pick either outcome.
 */
export const sandboxCreditApproves = (mobile: string) => Number(mobile.at(-1)) % 2 === 0;

/** Opens both holds of a new rental (WAITING until the driver authorises them), order locked. */
export async function openRentalHolds(
  deps: CarDeps,
  tx: Tx,
  order: OrderRow,
  d: { vehicleFen: number; violationFen: number; expiresAt: Date; now: Date },
): Promise<void> {
  const common = { expiresAt: d.expiresAt, now: d.now };
  await openHold(deps, tx, order, {
    ...common,
    amountFen: d.vehicleFen,
    note: CAR_DEPOSIT_NOTES.vehicle,
  });
  await openHold(deps, tx, order, {
    ...common,
    amountFen: d.violationFen,
    note: CAR_DEPOSIT_NOTES.violation,
  });
}

/** The order's HELD hold named `note` with what is still free of it, or undefined. */
async function heldHold(tx: Tx, orderId: string, note: string) {
  const rows = await depositRowsOf(tx, [orderId]);
  const hold = rows.find((r) => r.purpose === 'HOLD' && r.note === note && r.state === 'HELD');
  if (!hold) return undefined;
  const taken = rows
    .filter((r) => r.holdId === hold.id && ['PROCESSING', 'PAID', 'RELEASED'].includes(r.state))
    .reduce((s, r) => s + r.amountFen, 0);
  return { hold, left: hold.amountFen - taken };
}

/**
 * Settles the car's deposit: `captureFen` taken for the settlement lines (at most what is held),
 * the rest released. @returns what was captured, fen.
 */
export async function settleVehicleHold(
  tx: Tx,
  orderId: string,
  s: { captureFen: number; reason: string; now: Date },
): Promise<number> {
  const held = await heldHold(tx, orderId, CAR_DEPOSIT_NOTES.vehicle);
  if (!held || held.left <= 0) return 0;
  const capture = Math.min(s.captureFen, held.left);
  if (capture > 0) {
    await queueHoldStep(tx, held.hold, {
      purpose: 'HOLD_CAPTURE',
      amountFen: capture,
      reason: s.reason,
      now: s.now,
    });
  }
  if (held.left > capture) {
    await queueHoldStep(tx, held.hold, {
      purpose: 'HOLD_RELEASE',
      reason: '还车结算完成，车辆押金解冻',
      now: s.now,
    });
  }
  return capture;
}

/** Releases what is left of a held deposit (`note`), with `reason`; nothing when none. */
export async function releaseHold(
  tx: Tx,
  orderId: string,
  note: string,
  reason: string,
  now: Date,
) {
  const held = await heldHold(tx, orderId, note);
  if (held && held.left > 0) {
    await queueHoldStep(tx, held.hold, { purpose: 'HOLD_RELEASE', reason, now });
  }
}
