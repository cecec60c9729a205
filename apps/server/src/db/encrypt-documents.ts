import { sql } from 'drizzle-orm';
import { PII_COLUMNS, type PiiCipher } from '../lib/pii-cipher';
import type { Db, Tx } from './client';

/** Rows of a raw select (PGlite and node-postgres both answer `{ rows }`). */
async function selectRows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows changed per statement batch (one transaction each). */
const BATCH = 500;

/**
 * The data step of migration 0005, run at every start after the SQL migrations (idempotent):
 * encrypts the ID numbers a database migrated from 0004 still holds in plain text
 * (`order_passengers.id_no_plain`) into `id_no_enc` with their keyed hash `id_no_hash`, empties
 * the plain column, then validates the check that keeps it empty. Nothing to do on a new database.
 * @returns how many rows it encrypted
 */
export async function encryptPlainDocuments(db: Db, pii: PiiCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await selectRows<{ id: string; id_no_plain: string }>(
        tx,
        sql`select id, id_no_plain from order_passengers where id_no_plain is not null
            limit ${BATCH} for update skip locked`,
      );
      for (const r of rows) {
        const plain = r.id_no_plain.trim().toUpperCase();
        await tx.execute(sql`update order_passengers
          set id_no_enc = ${pii.encrypt(plain, PII_COLUMNS.orderIdNo)},
              id_no_hash = ${pii.hash(plain)}, id_no_plain = null
          where id = ${r.id}`);
      }
      return rows.length;
    });
    done += n;
    if (n < BATCH) break;
  }
  await db.execute(
    sql`alter table order_passengers validate constraint order_passengers_no_plain_id`,
  );
  return done;
}

/**
 * Re-encrypts every value of the encrypted columns that is not under the current key (after
 * `DATA_KEYS` gained a new first key; the old key stays configured until this has run). Safe to
 * run while the site serves and more than once.
 * @returns how many values it re-encrypted, per column
 */
export async function reencryptDocuments(db: Db, pii: PiiCipher): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of Object.values(PII_COLUMNS)) {
    const [table, col] = column.split('.') as [string, string];
    counts[column] = 0;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const rows = await selectRows<{ id: string; value: string }>(
          tx,
          sql`select id, ${sql.identifier(col)} as value from ${sql.identifier(table)}
              where ${sql.identifier(col)} is not null
                and split_part(${sql.identifier(col)}, '.', 2) <> ${pii.currentKeyId}
              limit ${BATCH} for update skip locked`,
        );
        for (const r of rows) {
          const value = pii.encrypt(pii.decrypt(r.value, column), column);
          await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(col)} = ${value}
                where id = ${r.id}`,
          );
        }
        return rows.length;
      });
      counts[column] += n;
      if (n < BATCH) break;
    }
  }
  return counts;
}
