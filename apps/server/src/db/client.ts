import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with its kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The Drizzle migrations of this schema. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite (persisted in `dataDir/pglite`, or in
 * memory when `dataDir` is `memory://`), and applies every pending Drizzle migration (of
 * `migrationsFolder`: tests of a migration open a database as an older schema left it). An
 * in-memory PGlite may start from `template`, a data directory tarball (PGlite `dumpDataDir`)
 * that tests migrate once per run.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
  template?: Blob;
}): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // A dropped connection must not crash the process: idle clients report to the pool, and a
    // client checked out (e.g. between the statements of a transaction) reports to its own
    // listener; its next query fails (HTTP 503) and the pool replaces it.
    pool.on('error', (err) => console.error('postgres pool error', err.message));
    pool.on('connect', (client) =>
      client.on('error', (err) => console.error('postgres connection error', err.message)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir === 'memory://') {
    client = new PGlite({ loadDataDir: opts.template });
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(`${opts.dataDir}/pglite`);
  }
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}
