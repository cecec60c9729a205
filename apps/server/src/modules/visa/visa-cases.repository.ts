import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, visaApplicants, visaApplications, visaItems } from '../../db/schema';
import type { OrderRow } from '../orders/product';

// The staff's case lists and the sandbox job's pick, across orders.

type Conn = Db | Tx;

/** Cases the staff work: those of paid orders (an unpaid or closed order's wait or are void). */
const WORKED = inArray(orders.state, ['PROCESSING', 'COMPLETED']);

/** A page of cases of paid orders (optionally of one state), most recently moved first, with their total. */
export async function listCases(
  db: Conn,
  filter: { state?: string; page: number; pageSize: number },
) {
  const where = and(WORKED, filter.state ? eq(visaApplicants.state, filter.state) : undefined);
  const waiting = sql<number>`(select count(*)::int from ${visaItems}
    where ${visaItems.applicantId} = ${visaApplicants.id} and ${visaItems.state} = 'UPLOADED')`;
  const rows = await db
    .select({
      a: visaApplicants,
      orderNo: orders.orderNo,
      title: orders.title,
      consulateCity: visaApplications.consulateCity,
      departDate: visaApplications.departDate,
      waitingItems: waiting,
    })
    .from(visaApplicants)
    .innerJoin(orders, eq(orders.id, visaApplicants.orderId))
    .innerJoin(visaApplications, eq(visaApplications.orderId, visaApplicants.orderId))
    .where(where)
    .orderBy(sql`${visaApplicants.updatedAt} desc`, asc(visaApplicants.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(visaApplicants)
    .innerJoin(orders, eq(orders.id, visaApplicants.orderId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many cases are in each state (paid orders only: unpaid ones are not worked). */
export async function caseStateCounts(db: Conn): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: visaApplicants.state, n: count() })
    .from(visaApplicants)
    .innerJoin(orders, eq(orders.id, visaApplicants.orderId))
    .where(WORKED)
    .groupBy(visaApplicants.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * The next case of `states` last moved before `upTo` whose order is in `orderState`, its
 * order locked FOR UPDATE SKIP LOCKED (then the applicant, the order-first lock order of every
 * path), so instances never take the same case.
 */
export async function lockDueCase(
  tx: Tx,
  states: readonly string[],
  orderState: string,
  upTo: Date,
): Promise<{ order: OrderRow; applicantId: string } | undefined> {
  const [row] = await tx
    .select({ order: orders, applicantId: visaApplicants.id })
    .from(visaApplicants)
    .innerJoin(orders, eq(orders.id, visaApplicants.orderId))
    .where(
      and(
        inArray(visaApplicants.state, [...states]),
        lt(visaApplicants.updatedAt, upTo),
        eq(orders.state, orderState),
      ),
    )
    .orderBy(asc(visaApplicants.updatedAt))
    .limit(1)
    .for('update', { of: [orders], skipLocked: true });
  return row;
}
