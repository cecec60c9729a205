// Members for load tests, written straight into the database before the server starts (so the
// SMS limits of the real sign-up path do not throttle the benchmark), with access tokens signed by
// the server's own code. Run under `node --import tsx`.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { signAccessToken } from '../../apps/server/src/modules/user/token.service.ts';
import { BENCH_SECRET } from './server.mjs';

/** Creates `n` members (mobiles 1370000xxxx) and returns their access tokens. */
export async function seedMembers(dbEnv, n) {
  const database = await openDatabase({
    databaseUrl: dbEnv.DATABASE_URL || undefined,
    dataDir: dbEnv.DATA_DIR ?? '',
  });
  try {
    const rows = Array.from({ length: n }, (_, i) => ({
      mobile: `137${String(i).padStart(8, '0')}`,
    }));
    const inserted = await database.db.insert(users).values(rows).onConflictDoNothing().returning();
    const deps = { secret: BENCH_SECRET, now: () => new Date() };
    return Promise.all(
      // each token in a session of its own, checked like any (no refresh family: never ended)
      inserted.map((u) =>
        signAccessToken(deps, { userId: u.id, mobile: u.mobile, sessionId: randomUUID() }),
      ),
    );
  } finally {
    await database.close();
  }
}
