import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Rows of a raw select (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every row of every table of the application's schema as PostgreSQL prints it (`row::text`,
 * JSON columns included): what someone reading the database directly would see.
 */
export async function allRowsText(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: string[] = [];
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    out.push(...rows.map((r) => `${table_name} ${r.row}`));
  }
  return out;
}
