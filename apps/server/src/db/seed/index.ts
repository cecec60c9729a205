import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../modules/user/password-policy';

/**
 * The demo member of the README. Its password is in the source, so it is seeded only outside
 * production (NODE_ENV=production never creates it).
 */
export const DEMO_MEMBER = { mobile: '13800138000', password: 'lvxing2026' } as const;

/**
 * Seeds what the site needs to run (each kind's reference rows and dated rules), and the demo
 * member when `demoMember` is true; idempotent (safe on every start).
 */
export async function seed(
  db: Db,
  opts: { demoMember: boolean; kinds: readonly { seed(db: Db): Promise<void> }[] },
): Promise<void> {
  for (const kind of opts.kinds) await kind.seed(db);
  if (!opts.demoMember) return;
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_MEMBER.mobile));
  if (demo) return;
  await db
    .insert(users)
    .values({ mobile: DEMO_MEMBER.mobile, passwordHash: await hashPassword(DEMO_MEMBER.password) })
    .onConflictDoNothing({ target: users.mobile });
}
