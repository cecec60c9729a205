import {
  ErrorCode,
  groupDepositFen,
  type GroupActResult,
  type StaffGroupQueueResult,
  type staffGroupQuoteBody,
  type staffGroupQueueBody,
} from '@lvxing/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { handlerOf } from '../orders/product';
import { lockOrder } from '../orders/order.service';
import { transition } from '../orders/order-states';
import { openLine } from '../payment/payment-lines.service';
import { appendAudit } from '../staff/audit.service';
import type { Actor } from '../staff/staff-orders.service';
import type { GroupDeps } from './group.deps';
import { balanceLeftFen } from './group-order.service';
import { actResult } from './group.service';
import {
  insertQuote,
  lockGroupByNo,
  queuePage,
  quotesOf,
  stateCounts,
  updateGroup,
  type GroupRow,
} from './group.repository';
import { currentOf, summaryView } from './group.views';

/** How long a 尾款 line's QR code stays open. */
const BALANCE_LINE_MS = 7 * 86_400_000;

/** The staff's group queue: filtered, newest first, with the counts by state. */
export async function groupQueue(
  deps: GroupDeps,
  body: z.output<typeof staffGroupQueueBody>,
): Promise<StaffGroupQueueResult> {
  const { rows, total } = await queuePage(
    deps.db,
    { state: body.state, mobile: body.mobile },
    { offset: (body.page - 1) * body.pageSize, limit: body.pageSize },
  );
  const quotes = await quotesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    ...summaryView(
      r,
      quotes.filter((q) => q.requestId === r.id),
    ),
    orgName: r.orgName,
    contactName: r.contactName,
    mobile: r.contactMobile,
    orderNo: r.orderNo,
  }));
  return { items, total, counts: await stateCounts(deps.db) };
}

type Act = (tx: Tx, r: GroupRow, now: Date) => Promise<{ state: string; extra?: object }>;

/**
 * Runs a staff act on request `requestNo` (locked) with its audit row (object GROUP_REQUEST,
 * state before and after) in one transaction: the act commits with its row or not at all.
 * @throws AppError 24001 unknown request
 */
function audited(deps: GroupDeps, actor: Actor, action: string, requestNo: string, act: Act) {
  return deps.db.transaction(async (tx) => {
    const r = await lockGroupByNo(tx, requestNo);
    if (!r) throw new AppError(ErrorCode.GROUP_NOT_FOUND);
    const now = deps.now();
    const { state, extra } = await act(tx, r, now);
    const after: GroupActResult = actResult({ requestNo, state, orderNo: r.orderNo });
    await appendAudit(tx, {
      at: now,
      ...actor,
      action,
      objectType: 'GROUP_REQUEST',
      objectId: requestNo,
      before: { state: r.state },
      after: { ...after, ...extra },
    });
    return after;
  });
}

/** Refuses an act in a state that does not allow it, naming the state. @throws AppError 24002 */
function expect(r: GroupRow, states: string[], act: string): void {
  if (!states.includes(r.state)) {
    throw new AppError(ErrorCode.GROUP_STATE_INVALID, `该申请当前状态不能${act}`);
  }
}

/** 受理: 已提交 → 已受理 (GROUP_ACCEPT). @throws AppError 24001, 24002 */
export function acceptGroup(deps: GroupDeps, actor: Actor, requestNo: string) {
  return audited(deps, actor, 'GROUP_ACCEPT', requestNo, async (tx, r, now) => {
    expect(r, ['SUBMITTED'], '受理');
    await updateGroup(tx, r.id, { state: 'ACCEPTED' }, now);
    return { state: 'ACCEPTED' };
  });
}

/**
 * A new quote version (GROUP_QUOTE): v1, v2…, the new one superseding the current; from 已受理
 * or 已报价 (a requote), the request is 已报价. The deadline must be in the future.
 * @throws AppError 24001, 24002; 10001 deadline passed or deposit above the total
 */
export function quoteGroup(
  deps: GroupDeps,
  actor: Actor,
  body: z.output<typeof staffGroupQuoteBody>,
) {
  return audited(deps, actor, 'GROUP_QUOTE', body.requestNo, async (tx, r, now) => {
    expect(r, ['ACCEPTED', 'QUOTED'], '报价');
    const validUntil = new Date(body.validUntil);
    if (validUntil <= now) throw new AppError(ErrorCode.INVALID_PARAMS, '报价有效期应晚于当前时间');
    const depositFen = groupDepositFen(body.depositType, body.depositValue, body.totalFen);
    if (depositFen < 1) throw new AppError(ErrorCode.INVALID_PARAMS, '定金不正确');
    const version = (currentOf(await quotesOf(tx, [r.id]))?.version ?? 0) + 1;
    await insertQuote(tx, {
      requestId: r.id,
      version,
      totalFen: body.totalFen,
      perPersonFen: Math.round(body.totalFen / (r.adults + r.children)),
      depositFen,
      validUntil,
      nameListDeadline: body.nameListDeadline,
      refundRules: body.refundRules,
      staffId: actor.staffId,
      createdAt: now,
    });
    await updateGroup(tx, r.id, { state: 'QUOTED' }, now);
    return { state: 'QUOTED', extra: { version, totalFen: body.totalFen, depositFen } };
  });
}

/** 关闭 (GROUP_CLOSE) a request not yet paid, with the reason the member sees. @throws 24001, 24002 */
export function closeGroup(
  deps: GroupDeps,
  actor: Actor,
  body: { requestNo: string; reason: string },
) {
  return audited(deps, actor, 'GROUP_CLOSE', body.requestNo, async (tx, r, now) => {
    expect(r, ['SUBMITTED', 'ACCEPTED', 'QUOTED'], '关闭');
    await updateGroup(tx, r.id, { state: 'CLOSED', closedReason: body.reason }, now);
    return { state: 'CLOSED', extra: { reason: body.reason } };
  });
}

/**
 * 通知付尾款 (GROUP_BALANCE): the group order 已付定金 → 待付尾款 with a 尾款 line of what is
 * left; nothing left (a deposit of the whole) completes it at once.
 * @throws AppError 24001, 24002 not 已付定金
 */
export function balanceDue(deps: GroupDeps, actor: Actor, requestNo: string) {
  return audited(deps, actor, 'GROUP_BALANCE', requestNo, async (tx, r, now) => {
    expect(r, ['DEPOSIT_PAID'], '通知付尾款');
    const order = r.orderNo ? await lockOrder(tx, r.orderNo) : undefined;
    if (order?.state !== 'DEPOSIT_PAID')
      throw new AppError(ErrorCode.GROUP_STATE_INVALID, '该申请的订单当前不能通知付尾款');
    const handler = handlerOf(deps.products, order);
    const leftFen = await balanceLeftFen(tx, order);
    if (leftFen <= 0) {
      await transition(tx, handler, order, 'COMPLETED', '团队出票完成', now);
      await updateGroup(tx, r.id, { state: 'COMPLETED' }, now);
      return { state: 'COMPLETED' };
    }
    await transition(
      tx,
      handler,
      order,
      'BALANCE_DUE',
      `请支付尾款 ¥${(leftFen / 100).toFixed(2)}`,
      now,
    );
    const expiresAt = new Date(now.getTime() + BALANCE_LINE_MS);
    await openLine(deps, tx, order, { purpose: 'BALANCE', amountFen: leftFen, expiresAt, now });
    return { state: 'DEPOSIT_PAID', extra: { balanceFen: leftFen } };
  });
}
