// A returned rental's settlement (已还车（待结算） → 已完成): the extra lines found at the return
// (超时、油费、车损、其他) taken from the 车辆押金 pre-authorisation, the rest of it released, the
// violation deposit's release day set. The staff's call and the sandbox counter both settle here.
import {
  CAR_SETTLE_LINE_LABEL,
  ErrorCode,
  beijingToday,
  yuanAmount,
  type CarSettleLine,
  type CarSettlement,
  type StaffCarSettleBody,
  type StaffCarSettleResult,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockOrder } from '../orders/order.service';
import { stateLabel, transition } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import { appendAudit } from '../staff/audit.service';
import type { Actor } from '../staff/staff-orders.service';
import type { CarDeps } from './car.deps';
import { settleVehicleHold } from './car-deposits';
import type { CarOrderDetail } from './car-order-snapshot';
import { lockRentalOf, updateRental, type CarRentalRow } from './car-rentals.repository';
import { carProduct } from './car.product';

/** What settles a rental: its lines (none: ¥0), who settles (null: the sandbox counter), when. */
export interface SettleInput {
  lines: readonly CarSettleLine[];
  staffId: string | null;
  now: Date;
}

/** The ledger reason of a capture: each line's kind, amount and why. */
const captureReason = (lines: readonly CarSettleLine[]) =>
  `还车结算：${lines
    .map((l) => `${CAR_SETTLE_LINE_LABEL[l.code]}${yuanAmount(l.amountFen)}（${l.reason}）`)
    .join('；')}`;

/** The timeline text of a settlement. */
function settledText(s: CarSettlement, violationReleaseAt: Date): string {
  const after = `违章押金将于${beijingToday(violationReleaseAt)}无违章后退还`;
  if (s.totalFen === 0) return `还车结算完成，无额外费用；${after}`;
  const owed = s.owedFen > 0 ? `，超出押金的 ${yuanAmount(s.owedFen)} 由门店另行收取` : '';
  return `还车结算完成，额外费用 ${yuanAmount(s.totalFen)}（从车辆押金扣除 ${yuanAmount(s.deductedFen)}${owed}）；${after}`;
}

/**
 * Settles a locked RETURNED rental order in the caller's transaction: the lines' sum captured
 * from the vehicle hold (at most what it still holds; the rest recorded as owed, collected by the
 * store; all of it for 免押), the rest of the hold released, the lines kept on the order's
 * snapshot (`detail.settlement`), the rental's `settlementFen` (the lines' sum) and violation
 * release day (`car.deposits.releaseDays` after the return) set, the order 已完成 with its
 * timeline row. The 违章押金 stays held. @throws AppError 15002 when the order is not RETURNED.
 */
export async function settleRental(
  tx: Tx,
  order: OrderRow,
  rental: CarRentalRow,
  input: SettleInput,
): Promise<CarSettlement> {
  const { lines, now } = input;
  const totalFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const reason = lines.length > 0 ? captureReason(lines) : '还车结算';
  const deductedFen = await settleVehicleHold(tx, order.id, { captureFen: totalFen, reason, now });
  const settlement: CarSettlement = {
    lines: lines.map((l) => ({ ...l, label: CAR_SETTLE_LINE_LABEL[l.code] })),
    totalFen,
    deductedFen,
    owedFen: totalFen - deductedFen,
    at: now.toISOString(),
    staffId: input.staffId,
  };
  const snap = snapshotOf<CarOrderDetail>(order);
  const returned = rental.returnedAt ?? now;
  const violationReleaseAt = new Date(
    returned.getTime() + snap.detail.deposits.releaseDays * 86_400_000,
  );
  await updateRental(tx, order.id, { settlementFen: totalFen, violationReleaseAt });
  const product = { ...snap, detail: { ...snap.detail, settlement } };
  const text = settledText(settlement, violationReleaseAt);
  await transition(tx, carProduct, order, 'COMPLETED', text, now, { product });
  return settlement;
}

/** The locked CAR order `orderNo` 已还车（待结算） with its rental. @throws AppError 15001, 15002 */
async function lockReturned(tx: Tx, orderNo: string) {
  const order = await lockOrder(tx, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  if (order.kind !== 'CAR') {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '该订单不是租车订单，不能进行还车结算');
  }
  const rental = await lockRentalOf(tx, order.id);
  if (order.state !== 'RETURNED' || !rental || rental.settlementFen !== null) {
    const label = stateLabel(carProduct, order.state);
    throw new AppError(
      ErrorCode.ORDER_STATE_CONFLICT,
      `该订单当前为「${label}」，只有已还车（待结算）的订单可以结算`,
    );
  }
  return { order, rental };
}

/**
 * 运营/管理员 settle a returned rental (POST /api/staff/car/settle, audited as CAR_SETTLE with
 * the state before and after and the lines), in one transaction: order and rental locked,
 * {@link settleRental}, the audit row. @throws AppError 15001 unknown order; 15002 another
 * kind's order, or one not 已还车（待结算） (settled already included)
 */
export function settleByStaff(
  deps: CarDeps,
  actor: Actor,
  body: StaffCarSettleBody,
): Promise<StaffCarSettleResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const { order, rental } = await lockReturned(tx, body.orderNo);
    const before = order.state;
    const lines = body.lines as CarSettleLine[];
    const settlement = await settleRental(tx, order, rental, {
      lines,
      staffId: actor.staffId,
      now,
    });
    await appendAudit(tx, {
      at: now,
      ...actor,
      action: 'CAR_SETTLE',
      objectType: 'ORDER',
      objectId: order.orderNo,
      before: { state: before },
      after: { state: order.state, ...settlement },
    });
    return {
      orderNo: order.orderNo,
      state: order.state,
      stateLabel: stateLabel(carProduct, order.state),
      settlement,
    };
  });
}
