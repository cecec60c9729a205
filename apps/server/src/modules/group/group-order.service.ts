import {
  ErrorCode,
  type GroupActResult,
  type GroupIndicative,
  type PayQrcodeResult,
} from '@lvxing/shared';
import QRCode from 'qrcode';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockedOrderFacts } from '../orders/order-facts.service';
import { insertOrder, lockOrder } from '../orders/order.service';
import type { OrderRow } from '../orders/product';
import { openLine } from '../payment/payment-lines.service';
import type { GroupDeps } from './group.deps';
import { actResult } from './group.service';
import {
  lockGroupByNo,
  quotesOf,
  updateGroup,
  type GroupRow,
  type QuoteRow,
} from './group.repository';
import { currentOf } from './group.views';
import type { GroupOrderDetail } from './group.product';

/** How long a 尾款 line's QR code stays open; a new one is opened after. */
const BALANCE_LINE_MS = 7 * 86_400_000;
/** How long the 定金 may wait once a quote is accepted (as any order's payment hold), at most until the quote's deadline. */
const DEPOSIT_HOLD_MS = 30 * 60_000;
/** States of an accepted request's order that let the member accept the quote again. */
const ENDED_UNPAID = ['CLOSED', 'CANCELLED'];

/** A member's request locked in `tx`. @throws AppError 24001 (unknown or another member's) */
async function lockMine(tx: Tx, memberId: string, requestNo: string): Promise<GroupRow> {
  const row = await lockGroupByNo(tx, requestNo);
  if (!row || row.memberId !== memberId) throw new AppError(ErrorCode.GROUP_NOT_FOUND);
  return row;
}

/** Places the group order of an accepted quote: 定金 opens it, 尾款 follows (group.product.ts). */
function placeOrder(deps: GroupDeps, tx: Tx, r: GroupRow, q: QuoteRow, now: Date) {
  const ind = r.indicative as GroupIndicative;
  const route = ind.segments.map((s) => `${s.fromName}—${s.toName}`).join('，');
  const detail: GroupOrderDetail = {
    requestNo: r.requestNo,
    version: q.version,
    depositFen: q.depositFen,
  };
  return insertOrder(
    deps,
    tx,
    {
      memberId: r.memberId!,
      kind: 'GROUP',
      title: `团队游 ${route} ${r.adults + r.children}人`,
      travelDate: (r.segments as { date: string }[])[0]?.date ?? null,
      departsAt: null,
      totalFen: q.totalFen,
      contact: { name: r.contactName, mobile: r.contactMobile },
      payDeadline: new Date(Math.min(q.validUntil.getTime(), now.getTime() + DEPOSIT_HOLD_MS)),
      product: {
        segments: [],
        priceLines: [{ label: `团队报价 v${q.version}`, unitFen: q.totalFen, count: 1 }],
        vendor: null,
        detail,
      },
      passengers: [
        {
          name: r.contactName,
          idType: null,
          idNo: null,
          birthDate: null,
          passengerType: 'ADT',
          priceFen: q.totalFen,
          productKey: `GROUP:${r.requestNo}`,
        },
      ],
    },
    now,
  );
}

/** An accepted request whose deposit order closed unpaid (its hold ran out): it may be accepted again. */
async function depositLapsed(tx: Tx, r: GroupRow): Promise<boolean> {
  if (r.state !== 'CONFIRMED' || !r.orderNo) return false;
  const order = await lockOrder(tx, r.orderNo);
  return ENDED_UNPAID.includes(order?.state ?? '');
}

/**
 * A member accepts the current quote (`version`) of their request (已报价): its group order is
 * placed (total = the quote's; its 定金 line, opened by the pay page, waits 30 minutes, at most
 * until the quote's deadline) and the request is 已确认; an order that closed unpaid may be
 * replaced by accepting again while the quote is valid. An expired quote closes the request (已关闭) and is refused.
 * @throws AppError 24001, 24002 not 已报价, 24003 expired, 24004 not the current version
 */
export async function acceptQuote(
  deps: GroupDeps,
  memberId: string,
  body: { requestNo: string; version: number },
): Promise<GroupActResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const r = await lockMine(tx, memberId, body.requestNo);
    const now = deps.now();
    const q = currentOf(await quotesOf(tx, [r.id]));
    if (!q || !(r.state === 'QUOTED' || (await depositLapsed(tx, r))))
      throw new AppError(ErrorCode.GROUP_STATE_INVALID, '该申请当前没有可接受的报价');
    if (q.version !== body.version) throw new AppError(ErrorCode.GROUP_QUOTE_SUPERSEDED);
    if (q.validUntil <= now) {
      await updateGroup(tx, r.id, { state: 'CLOSED', closedReason: '报价已过期' }, now);
      return 'EXPIRED' as const;
    }
    const order = await placeOrder(deps, tx, r, q, now);
    await updateGroup(
      tx,
      r.id,
      { state: 'CONFIRMED', orderId: order.id, orderNo: order.orderNo },
      now,
    );
    return actResult({ requestNo: r.requestNo, state: 'CONFIRMED', orderNo: order.orderNo });
  });
  // the close commits; the refusal follows it
  if (outcome === 'EXPIRED') {
    throw new AppError(
      ErrorCode.GROUP_QUOTE_EXPIRED,
      '报价已过期，无法接受，申请已关闭；如需出行请重新提交',
    );
  }
  return outcome;
}

/** What is left to pay of a locked group order (fen): the total less what its lines paid net. */
export async function balanceLeftFen(tx: Tx, order: OrderRow): Promise<number> {
  return order.totalFen - (await lockedOrderFacts(tx, order)).paidNetFen;
}

/**
 * The QR code of a member's waiting 尾款 line (opened by the staff's balance call), for the
 * request's page; reopened when its code expired.
 * @throws AppError 24001; 16002 when no balance is due
 */
export async function balanceQrcode(
  deps: GroupDeps,
  memberId: string,
  requestNo: string,
): Promise<PayQrcodeResult> {
  const line = await deps.db.transaction(async (tx) => {
    const r = await lockMine(tx, memberId, requestNo);
    const order = r.orderNo ? await lockOrder(tx, r.orderNo) : undefined;
    if (!order || order.state !== 'BALANCE_DUE') {
      throw new AppError(ErrorCode.PAY_CLOSED, '当前没有待支付的尾款');
    }
    const now = deps.now();
    const amountFen = await balanceLeftFen(tx, order);
    const expiresAt = new Date(now.getTime() + BALANCE_LINE_MS);
    const opened = await openLine(deps, tx, order, {
      purpose: 'BALANCE',
      amountFen,
      expiresAt,
      now,
    });
    return { ...opened, orderNo: order.orderNo };
  });
  return {
    orderNo: line.orderNo,
    // a balance is paid by its QR code on the request's page, as a 改签 line is
    wallets: [],
    paymentNo: line.paymentNo,
    provider: line.provider,
    codeUrl: line.codeUrl,
    qrDataUrl: await QRCode.toDataURL(line.codeUrl, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    }),
    amountFen: line.amountFen,
    expiresAt: line.expiresAt.toISOString(),
    title: `尾款：团队申请 ${requestNo}`,
  };
}
