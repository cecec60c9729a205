import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customTripQuotes } from '../../db/schema';

/** A stored quote version of a custom trip. */
export type CustomQuoteRow = typeof customTripQuotes.$inferSelect;
export type CustomQuoteInsert = typeof customTripQuotes.$inferInsert;

/** Stores a quote version (inside the caller's transaction, the request row locked by it). */
export async function insertCustomQuote(tx: Tx, row: CustomQuoteInsert): Promise<CustomQuoteRow> {
  const [inserted] = await tx.insert(customTripQuotes).values(row).returning();
  return inserted!;
}

/** Every quote version of request `requestId`, newest first. */
export function quotesOfRequest(db: Db | Tx, requestId: string): Promise<CustomQuoteRow[]> {
  return db
    .select()
    .from(customTripQuotes)
    .where(eq(customTripQuotes.requestId, requestId))
    .orderBy(desc(customTripQuotes.version));
}

/** The current (highest) version of each of `requestIds` that has a quote. */
export async function currentQuotesOf(db: Db, requestIds: string[]): Promise<CustomQuoteRow[]> {
  if (requestIds.length === 0) return [];
  const latest = db
    .select({
      requestId: customTripQuotes.requestId,
      version: max(customTripQuotes.version).as('v'),
    })
    .from(customTripQuotes)
    .where(inArray(customTripQuotes.requestId, requestIds))
    .groupBy(customTripQuotes.requestId)
    .as('latest');
  const rows = await db
    .select({ quote: customTripQuotes })
    .from(customTripQuotes)
    .innerJoin(
      latest,
      and(
        eq(customTripQuotes.requestId, latest.requestId),
        eq(customTripQuotes.version, latest.version),
      ),
    );
  return rows.map((r) => r.quote);
}

/** Marks quote `id` accepted at `at` (inside the caller's transaction). */
export async function setQuoteAccepted(tx: Tx, id: string, at: Date): Promise<CustomQuoteRow> {
  const [row] = await tx
    .update(customTripQuotes)
    .set({ acceptedAt: at })
    .where(eq(customTripQuotes.id, id))
    .returning();
  return row!;
}
