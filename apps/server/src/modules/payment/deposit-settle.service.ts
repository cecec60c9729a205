import type { Tx } from '../../db/client';
import type { OrderDeps } from '../orders/order.deps';
import { lockOrderById } from '../orders/order.repository';
import { note } from '../orders/order-states';
import type { OrderRow } from '../orders/product';
import { queueHoldStep } from './deposit-holds.service';
import {
  committedOfHold,
  hasProcessingStep,
  lockHoldById,
  lockProcessingSteps,
} from './deposit.repository';
import type { PaymentNotice } from './payment-provider';
import { updatePayment, type PaymentRow } from './payment.repository';

const BATCH = 20;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * A verified notify of a hold line (the payer authorised freezing it), in the notify's
 * transaction (line and order locked): the hold becomes HELD; when the order can no longer use
 * it (`live` false: closed, cancelled, refunded) a release of all of it is queued at once.
 * @returns whether the hold was taken (false: it was not WAITING, nothing changed).
 */
export async function holdAuthorised(
  tx: Tx,
  c: { hold: PaymentRow; order: OrderRow; notice: PaymentNotice; live: boolean; now: Date },
): Promise<boolean> {
  if (c.hold.state !== 'WAITING') return false;
  const held = { ...c.hold, state: 'HELD' };
  await updatePayment(tx, c.hold.id, {
    state: 'HELD',
    paidAt: c.notice.paidAt,
    providerTradeNo: c.notice.providerTradeNo,
  });
  const name = c.hold.note ?? '押金';
  await note(tx, c.order, `${name} ${yuan(c.hold.amountFen)} 已冻结（预授权，未扣款）`, c.now);
  if (!c.live) {
    await queueHoldStep(tx, held, {
      purpose: 'HOLD_RELEASE',
      reason: '订单已关闭，押金全额解冻',
      now: c.now,
    });
  }
  return true;
}

/**
 * Has the providers take the PROCESSING captures and releases of holds (each line locked FOR
 * UPDATE SKIP LOCKED: any number of instances; its number makes a retried call safe): a capture
 * becomes PAID with the provider's trade number, a release RELEASED, each noted on the order's
 * timeline; a hold with nothing left frozen becomes SETTLED. A step whose provider call fails is
 * rolled back to its savepoint and stays PROCESSING for the next run; the others go on.
 * @returns the steps done. @throws the first failure when no step could be done.
 */
export async function settleHoldSteps(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const steps = await lockProcessingSteps(tx, BATCH);
    const failures: unknown[] = [];
    let done = 0;
    for (const step of steps) {
      try {
        if (await tx.transaction((sp) => takeStep(deps, sp, step, now))) done += 1;
      } catch (err) {
        failures.push(err);
      }
    }
    if (done === 0 && failures.length > 0) throw failures[0];
    return done;
  });
}

/** Has the provider take one capture or release (see {@link settleHoldSteps}). */
async function takeStep(deps: OrderDeps, tx: Tx, step: PaymentRow, now: Date): Promise<boolean> {
  const hold = step.holdId ? await lockHoldById(tx, step.holdId) : undefined;
  const holds = hold && deps.providers.get(hold.provider)?.holds;
  const order = hold && (await lockOrderById(tx, hold.orderId));
  if (!hold || !holds || !order || !hold.providerTradeNo) return false;
  const base = { holdNo: hold.paymentNo, authNo: hold.providerTradeNo, amountFen: step.amountFen };
  const name = hold.note ?? '押金';
  if (step.purpose === 'HOLD_CAPTURE') {
    const { providerTradeNo } = await holds.capture({
      ...base,
      captureNo: step.paymentNo,
      subject: `${order.title} ${name}扣款`,
    });
    await updatePayment(tx, step.id, { state: 'PAID', paidAt: now, providerTradeNo });
    await note(tx, order, `${name}扣款 ${yuan(step.amountFen)}：${step.note ?? ''}`, now);
  } else {
    await holds.release({ ...base, releaseNo: step.paymentNo, reason: step.note ?? '' });
    await updatePayment(tx, step.id, { state: 'RELEASED', paidAt: now });
    await note(tx, order, `${name}解冻 ${yuan(step.amountFen)}：${step.note ?? ''}`, now);
  }
  await settleHold(tx, hold);
  return true;
}

/** A HELD hold whose every fen is captured or released, none still processing, is SETTLED. */
async function settleHold(tx: Tx, hold: PaymentRow): Promise<void> {
  if (hold.state !== 'HELD' || (await hasProcessingStep(tx, hold.id))) return;
  if ((await committedOfHold(tx, hold.id)) >= hold.amountFen) {
    await updatePayment(tx, hold.id, { state: 'SETTLED' });
  }
}
