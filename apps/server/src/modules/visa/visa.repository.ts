import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  files,
  orders,
  visaApplicants,
  visaApplications,
  visaCaseSteps,
  visaItemFiles,
  visaItems,
} from '../../db/schema';
import type { OrderRow } from '../orders/product';

type Conn = Db | Tx;

export type VisaApplicationRow = typeof visaApplications.$inferSelect;
export type VisaApplicantRow = typeof visaApplicants.$inferSelect;
export type VisaItemRow = typeof visaItems.$inferSelect;
export type VisaStepRow = typeof visaCaseSteps.$inferSelect;
/** A file on an item, as the case views show it. */
export interface VisaItemFileRow {
  itemId: string;
  id: string;
  name: string;
  size: number;
  mime: string;
}

/** Inserts an order's application row, in the submit's transaction. */
export async function insertApplication(
  tx: Tx,
  row: typeof visaApplications.$inferInsert,
): Promise<void> {
  await tx.insert(visaApplications).values(row);
}

/** Inserts an applicant. @returns its id */
export async function insertApplicant(
  tx: Tx,
  row: typeof visaApplicants.$inferInsert,
): Promise<string> {
  const [r] = await tx.insert(visaApplicants).values(row).returning({ id: visaApplicants.id });
  return r!.id;
}

/** Inserts an applicant's checklist items. */
export async function insertItems(tx: Tx, rows: (typeof visaItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(visaItems).values(rows);
}

/** Appends a step to a case's history. */
export async function insertStep(tx: Tx, row: typeof visaCaseSteps.$inferInsert): Promise<void> {
  await tx.insert(visaCaseSteps).values(row);
}

/** An order's application row. */
export async function applicationOf(
  db: Conn,
  orderId: string,
): Promise<VisaApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(visaApplications)
    .where(eq(visaApplications.orderId, orderId));
  return row;
}

/** The application rows of a page of orders. */
export async function applicationsOf(db: Conn, orderIds: string[]): Promise<VisaApplicationRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(visaApplications).where(inArray(visaApplications.orderId, orderIds));
}

/** The applicants of some orders, in order then seq. */
export async function applicantsOf(db: Conn, orderIds: string[]): Promise<VisaApplicantRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(visaApplicants)
    .where(inArray(visaApplicants.orderId, orderIds))
    .orderBy(asc(visaApplicants.orderId), asc(visaApplicants.seq));
}

/** One applicant of an order, locked (the order is locked first by the caller). */
export async function lockApplicant(
  tx: Tx,
  orderId: string,
  applicantId: string,
): Promise<VisaApplicantRow | undefined> {
  const [row] = await tx
    .select()
    .from(visaApplicants)
    .where(and(eq(visaApplicants.orderId, orderId), eq(visaApplicants.id, applicantId)))
    .for('update');
  return row;
}

/** An applicant with its order (staff calls find a case by the applicant). */
export async function findApplicant(
  db: Conn,
  applicantId: string,
): Promise<{ applicant: VisaApplicantRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ applicant: visaApplicants, order: orders })
    .from(visaApplicants)
    .innerJoin(orders, eq(orders.id, visaApplicants.orderId))
    .where(eq(visaApplicants.id, applicantId));
  return row;
}

/** Sets an applicant's case state (and its updated time). */
export async function setApplicantState(
  tx: Tx,
  id: string,
  state: string,
  now: Date,
): Promise<void> {
  await tx.update(visaApplicants).set({ state, updatedAt: now }).where(eq(visaApplicants.id, id));
}

/** The checklist items of some applicants, in checklist order. */
export async function itemsOf(db: Conn, applicantIds: string[]): Promise<VisaItemRow[]> {
  if (applicantIds.length === 0) return [];
  return db
    .select()
    .from(visaItems)
    .where(inArray(visaItems.applicantId, applicantIds))
    .orderBy(asc(visaItems.seq));
}

/** Sets an item's review state and reason. */
export async function setItemState(
  tx: Tx,
  id: string,
  state: string,
  reason: string | null,
): Promise<void> {
  await tx.update(visaItems).set({ state, reason }).where(eq(visaItems.id, id));
}

/** Accepts every UPLOADED item of an applicant (the sandbox's review). */
export async function acceptUploadedItems(tx: Tx, applicantId: string): Promise<void> {
  await tx
    .update(visaItems)
    .set({ state: 'ACCEPTED', reason: null })
    .where(and(eq(visaItems.applicantId, applicantId), eq(visaItems.state, 'UPLOADED')));
}

/** The files on some items, oldest first. */
export async function itemFilesOf(db: Conn, itemIds: string[]): Promise<VisaItemFileRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: visaItemFiles.itemId,
      id: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
    })
    .from(visaItemFiles)
    .innerJoin(files, eq(files.id, visaItemFiles.fileId))
    .where(inArray(visaItemFiles.itemId, itemIds))
    .orderBy(asc(visaItemFiles.createdAt));
}

/** Attaches a stored file to an item. */
export async function attachFile(tx: Tx, itemId: string, fileId: string, now: Date) {
  await tx.insert(visaItemFiles).values({ itemId, fileId, createdAt: now });
}

/** Takes a file off an item. @returns whether it was on it */
export async function detachFile(tx: Tx, itemId: string, fileId: string): Promise<boolean> {
  const rows = await tx
    .delete(visaItemFiles)
    .where(and(eq(visaItemFiles.itemId, itemId), eq(visaItemFiles.fileId, fileId)))
    .returning({ fileId: visaItemFiles.fileId });
  return rows.length > 0;
}

/** The history of some cases, oldest first. */
export async function stepsOf(db: Conn, applicantIds: string[]): Promise<VisaStepRow[]> {
  if (applicantIds.length === 0) return [];
  return db
    .select()
    .from(visaCaseSteps)
    .where(inArray(visaCaseSteps.applicantId, applicantIds))
    .orderBy(asc(visaCaseSteps.seq));
}
