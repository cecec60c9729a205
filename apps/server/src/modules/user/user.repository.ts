import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, smsCodes, smsOutbox, users } from '../../db/schema';

type Conn = Db | Tx;

/** Member by mobile, or undefined. */
export async function findUserByMobile(db: Conn, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/** Member by id, or undefined. */
export async function findUserById(db: Conn, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Inserts a member with the consent they gave (policy version and time); returns undefined when
 * the mobile is taken.
 */
export async function insertUser(
  db: Conn,
  mobile: string,
  passwordHash: string | null,
  consent?: { policyVersion: string; at: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      mobile,
      passwordHash,
      agreedPolicyVersion: consent?.policyVersion ?? null,
      agreedAt: consent?.at ?? null,
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  return row;
}

/** Sets a member's password hash. */
export async function updatePassword(db: Conn, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores a new SMS code and consumes (supersedes) every older one for the mobile and action. */
export async function replaceSmsCode(
  db: Db,
  row: { mobile: string; action: string; codeHash: string; expiresAt: Date },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.mobile, row.mobile),
          eq(smsCodes.action, row.action),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values(row);
  });
}

/** The live (unconsumed) code for mobile and action, locked for update inside `tx`. */
export async function lockLiveSmsCode(tx: Tx, mobile: string, action: string) {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.mobile, mobile), eq(smsCodes.action, action), isNull(smsCodes.consumedAt)),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Updates attempts and/or consumption of a code. */
export async function updateSmsCode(
  tx: Tx,
  id: string,
  patch: { attempts?: number; consumedAt?: Date },
) {
  await tx.update(smsCodes).set(patch).where(eq(smsCodes.id, id));
}

/** Stores a message the console SMS provider "sent" (`content` is the full SMS text). */
export async function insertOutbox(db: Conn, mobile: string, content: string): Promise<void> {
  await db.insert(smsOutbox).values({ mobile, content });
}

/** Latest console-provider messages for a mobile, newest first. */
export async function latestOutbox(db: Db, mobile: string, limit = 10) {
  return db
    .select({
      mobile: smsOutbox.mobile,
      content: smsOutbox.content,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}

/** Stores a refresh token of a family. */
export async function insertRefreshToken(
  db: Conn,
  row: { userId: string; familyId: string; tokenHash: string; familyExpiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Refresh token by hash, locked for update inside `tx`. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/** Marks a refresh token used. */
export async function markRefreshTokenUsed(tx: Tx, id: string, now: Date) {
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
}

/** Revokes every token of a family. */
export async function revokeFamily(db: Conn, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every refresh token of a member (after a password reset); returns the ids of the
 * families (sessions) that were still live.
 */
export async function revokeAllForUser(db: Conn, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** True when the refresh-token family (a login session) has been revoked. */
export async function isFamilyRevoked(db: Conn, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return !!row;
}

/**
 * Marks a member's browser copy of saved passengers imported, once: sets
 * `passengers_imported_at` only while it is null (the row lock makes a concurrent second claim
 * wait, then find it set). @returns true when this call set it
 */
export async function claimPassengersImport(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ passengersImportedAt: now })
    .where(and(eq(users.id, userId), isNull(users.passengersImportedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
