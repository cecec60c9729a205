import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `select 1` (the health check's proof that the database answers).
 * @throws the driver's error when the database cannot be reached.
 */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
