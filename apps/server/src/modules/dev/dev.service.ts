import type { Db } from '../../db/client';
import { latestOutbox } from '../user/user.repository';

/**
 * The latest 10 messages the console SMS provider kept for `mobile` (11 digits), newest first,
 * each with its full text and when it was stored (ISO 8601, UTC).
 */
export async function consoleOutbox(
  db: Db,
  mobile: string,
): Promise<{ mobile: string; content: string; createdAt: string }[]> {
  const rows = await latestOutbox(db, mobile);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
