import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Members. A member created by SMS login has no password until they set one. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SMS verification codes, stored as HMAC-SHA256; a newer send supersedes older ones. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobile: text('mobile').notNull(),
    action: text('action').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_action_idx').on(t.mobile, t.action, t.createdAt)],
);

/** Messages sent by the console SMS provider (development and tests only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Refresh tokens, stored as SHA-256. Each login starts a family; each refresh uses one token and
 * issues the next of the family. A used token presented again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
