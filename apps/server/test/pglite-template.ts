import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an in-memory PGlite with every migration applied; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL: a database of this run with every migration applied; '' on PGlite. */
    pgTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one database once per run and hands it to every test file, which
 * starts its own copy (`freshDatabase`). On PGlite the copy starts from the migrated data
 * directory; on PostgreSQL each file's database is created from the migrated one
 * (`CREATE DATABASE … TEMPLATE`). Either skips running the migrations in each of ~130 files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplate', '');
    const name = await migratedPostgresDatabase(url);
    project.provide('pgTemplate', name);
    return () => dropPostgresDatabase(url, name);
  }
  project.provide('pgTemplate', '');
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'lv-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** Creates a database of this run on the server at `url` and migrates it; returns its name. */
async function migratedPostgresDatabase(url: string): Promise<string> {
  const name = `tmpl_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // openDatabase migrates; closed at once, since a template must have no open connection
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: '' });
  await database.close();
  return name;
}

async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
