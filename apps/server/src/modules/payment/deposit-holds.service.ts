import { ErrorCode } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { lockOrderById } from '../orders/order.repository';
import { newPaymentNo } from '../orders/order-numbers';
import { note } from '../orders/order-states';
import type { OrderRow } from '../orders/product';
import {
  committedOfHold,
  findWaitingHold,
  lockHoldByNo,
  type HoldStep,
} from './deposit.repository';
import type { HoldProvider } from './payment-provider';
import { insertPayment, type PaymentRow } from './payment.repository';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The provider that holds deposits and its hold calls (config: Alipay 资金授权, the sandbox). */
export function holdProviderOf(deps: Pick<OrderDeps, 'providers' | 'holdProvider'>): {
  name: string;
  holds: HoldProvider;
} {
  const holds = deps.holdProvider && deps.providers.get(deps.holdProvider)?.holds;
  if (!deps.holdProvider || !holds) {
    throw new AppError(ErrorCode.PAY_CLOSED, '暂不支持押金预授权');
  }
  return { name: deps.holdProvider, holds };
}

/**
 * The order's WAITING hold named `hold.note` (车辆押金, 违章押金…), or a new one of `amountFen`
 * whose URL (QR code or phone) the payer opens to authorise freezing it, in the caller's
 * transaction with the order locked. Its notify makes it HELD: frozen, not charged.
 * @throws AppError 16002 when no configured provider holds deposits.
 */
export async function openHold(
  deps: Pick<OrderDeps, 'providers' | 'holdProvider'>,
  tx: Tx,
  order: OrderRow,
  hold: { amountFen: number; note: string; expiresAt: Date; now: Date },
): Promise<PaymentRow> {
  const existing = await findWaitingHold(tx, order.id, hold.note);
  if (existing) return existing;
  const { name, holds } = holdProviderOf(deps);
  const paymentNo = newPaymentNo(hold.now);
  const codeUrl = await holds.createHoldUrl({
    paymentNo,
    amountFen: hold.amountFen,
    expiresAt: hold.expiresAt,
    subject: `${order.title} ${hold.note}`,
  });
  return insertPayment(tx, {
    paymentNo,
    orderId: order.id,
    provider: name,
    purpose: 'HOLD',
    amountFen: hold.amountFen,
    state: 'WAITING',
    codeUrl,
    expiresAt: hold.expiresAt,
    note: hold.note,
    createdAt: hold.now,
  });
}

/**
 * Records a capture (part or all of what is still frozen, taken as payment) or a release of a
 * HELD hold as a PROCESSING line of its own; the job `settleHoldSteps` has the provider do it.
 * `amountFen` undefined: everything still frozen. In the caller's transaction.
 * @returns the step's line number.
 * @throws AppError 15002 when the hold is not HELD or the amount exceeds what is still frozen.
 */
export async function queueHoldStep(
  tx: Tx,
  hold: PaymentRow,
  step: { purpose: HoldStep; amountFen?: number; reason: string; now: Date },
): Promise<string> {
  const left = hold.amountFen - (await committedOfHold(tx, hold.id));
  const amountFen = step.amountFen ?? left;
  if (hold.state !== 'HELD' || amountFen <= 0 || amountFen > left) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `押金可用金额为 ${yuan(Math.max(left, 0))}`);
  }
  const paymentNo = newPaymentNo(step.now);
  await insertPayment(tx, {
    paymentNo,
    orderId: hold.orderId,
    provider: hold.provider,
    purpose: step.purpose,
    amountFen,
    state: 'PROCESSING',
    codeUrl: '',
    expiresAt: step.now,
    note: step.reason,
    holdId: hold.id,
    createdAt: step.now,
  });
  return paymentNo;
}

/**
 * Captures (`HOLD_CAPTURE`) or releases (`HOLD_RELEASE`) part or all of a held deposit, by the
 * hold's number, in one transaction (hold and order locked) with a timeline note; the provider is
 * called by the job. @returns the step's line number.
 * @throws AppError 15002 (see {@link queueHoldStep}; also an unknown hold).
 */
export async function stepHold(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  holdNo: string,
  step: { purpose: HoldStep; amountFen?: number; reason: string },
): Promise<string> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const hold = await lockHoldByNo(tx, holdNo);
    const order = hold && (await lockOrderById(tx, hold.orderId));
    if (!hold || !order) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '押金不存在');
    const no = await queueHoldStep(tx, hold, { ...step, now });
    const verb = step.purpose === 'HOLD_CAPTURE' ? '扣款' : '解冻';
    await note(tx, order, `${hold.note ?? '押金'}${verb}申请已提交：${step.reason}`, now);
    return no;
  });
}
