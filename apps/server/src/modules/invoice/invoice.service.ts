import {
  ErrorCode,
  type InvoiceListResult,
  type InvoiceOffer,
  type InvoiceTitleType,
  INVOICE_KIND_LABEL,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  lockedOrderFacts,
  lockMemberOrderFacts,
  memberOrderFacts,
  type OrderFacts,
} from '../orders/order-facts.service';
import type { OrderRow } from '../orders/product';
import type { InvoiceDeps } from './invoice.deps';
import {
  insertInvoice,
  invoicesOfOrder,
  voidInvoicesOf,
  type InvoiceInsert,
  type InvoiceRow,
} from './invoice.repository';
import { invoicePlanOf, whyNoInvoice, type InvoicePlan } from './invoice-rules';
import { toInvoiceView } from './invoice-view';

/** 抬头 and where to send it, as asked (the shared `invoiceRequestBody`, parsed). */
export interface InvoiceTitle {
  titleType: InvoiceTitleType;
  title: string;
  /** A company's 统一社会信用代码, checked by the schema; '' for a person. */
  taxNo: string;
  email: string;
}

const active = (r: InvoiceRow) => r.state !== 'VOIDED';

/** The tickets of an order that are still valid and have no active invoice. */
function openTickets(f: OrderFacts, rows: InvoiceRow[]) {
  const taken = new Set(rows.filter(active).map((r) => r.passengerId));
  return f.people.filter((p) => p.active && p.ticketNo && !taken.has(p.id));
}

/** The rows a request adds: one per open ticket (or `passengerId`'s), or one for the order. */
function newRows(
  plan: InvoicePlan,
  f: OrderFacts,
  rows: InvoiceRow[],
  t: InvoiceTitle & { passengerId?: string },
  now: Date,
): InvoiceInsert[] {
  const { order } = f;
  const base = {
    orderId: order.id,
    memberId: order.memberId,
    orderNo: order.orderNo,
    kind: plan.kind,
    seller: plan.seller(f),
    ...{ titleType: t.titleType, title: t.title, taxNo: t.taxNo, email: t.email },
    state: 'PENDING',
    requestedAt: now,
  };
  if (!plan.perTicket) {
    return rows.some(active) ? [] : [{ ...base, item: plan.item(f), amountFen: f.paidNetFen }];
  }
  const tickets = openTickets(f, rows).filter((p) => !t.passengerId || p.id === t.passengerId);
  return tickets.map((p) => ({
    ...base,
    passengerId: p.id,
    personName: p.name,
    item: plan.item(f, p),
    amountFen: p.priceFen,
  }));
}

/**
 * Adds the invoice requests of an order in `tx`, the order locked: per open ticket (or the one
 * asked) or one for the order, each 待开具 until the issuing job. @returns how many were added.
 * @throws AppError 21001 (not now: `whyNoInvoice`), 21002 (every one asked exists already).
 */
async function addRequests(
  tx: Tx,
  f: OrderFacts,
  t: InvoiceTitle & { passengerId?: string },
  now: Date,
): Promise<number> {
  const plan = invoicePlanOf(f.order.kind);
  const why = whyNoInvoice(plan, f);
  if (why || !plan) throw new AppError(ErrorCode.INVOICE_NOT_ALLOWED, why ?? undefined);
  const rows = newRows(plan, f, await invoicesOfOrder(tx, f.order.id), t, now);
  let added = 0;
  for (const row of rows) if ((await insertInvoice(tx, row)) !== 'duplicate') added += 1;
  if (added === 0) throw new AppError(ErrorCode.INVOICE_DUPLICATE);
  return added;
}

/**
 * A member asks for the invoice of their order (`passengerId`: one ticket of a ticket order):
 * the order must be paid, not refunded and in its kind's state (出票成功, 已离店), with something
 * paid online. @returns the order's invoices after.
 * @throws AppError 15001 (not theirs), 21001, 21002.
 */
export async function requestInvoice(
  deps: InvoiceDeps,
  memberId: string,
  body: InvoiceTitle & { orderNo: string; passengerId?: string },
): Promise<InvoiceListResult> {
  await deps.db.transaction(async (tx) => {
    const f = await lockMemberOrderFacts(tx, memberId, body.orderNo);
    await addRequests(tx, f, body, deps.now());
  });
  return listInvoices(deps, memberId, body.orderNo);
}

/**
 * The invoice asked with a booking (a stay's, kept in its order) once the order qualifies, in the
 * caller's transaction with the order locked (the stay's check-out). Nothing happens when it
 * does not (nothing paid online: the hotel issues it) or when one exists.
 * @returns whether a request was added.
 */
export async function requestStoredInvoice(
  tx: Tx,
  order: OrderRow,
  t: InvoiceTitle,
  now: Date,
): Promise<boolean> {
  const f = await lockedOrderFacts(tx, order);
  if (whyNoInvoice(invoicePlanOf(order.kind), f)) return false;
  try {
    return (await addRequests(tx, f, t, now)) > 0;
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.INVOICE_DUPLICATE) return false;
    throw err;
  }
}

/** What the order offers now, or null when its kind has no invoice from the site. */
function offerOf(f: OrderFacts, rows: InvoiceRow[]): InvoiceOffer | null {
  const plan = invoicePlanOf(f.order.kind);
  if (!plan) return null;
  const why = whyNoInvoice(plan, f);
  const tickets = plan.perTicket
    ? openTickets(f, rows).map((p) => ({ passengerId: p.id, name: p.name, amountFen: p.priceFen }))
    : [];
  const open = plan.perTicket ? tickets.length > 0 : !rows.some(active);
  return {
    kind: plan.kind,
    kindLabel: INVOICE_KIND_LABEL[plan.kind],
    perTicket: plan.perTicket,
    note: plan.note,
    canRequest: !why && open,
    why,
    tickets,
  };
}

/** An order's offer and invoices for its member. @throws AppError 15001 */
export async function listInvoices(
  deps: InvoiceDeps,
  memberId: string,
  orderNo: string,
): Promise<InvoiceListResult> {
  const f = await memberOrderFacts(deps, memberId, orderNo);
  const rows = await invoicesOfOrder(deps.db, f.order.id);
  return { orderNo, offer: offerOf(f, rows), items: rows.map(toInvoiceView) };
}

/** The order core's refund hook: a refund voids the order's invoices (待开具 and 已开具). */
export async function voidOnRefund(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await voidInvoicesOf(tx, order.id, now);
}
