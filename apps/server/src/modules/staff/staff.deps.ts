import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PII_COLUMNS, type PiiCipher } from '../../lib/pii-cipher';
import type { StaffLimits } from './staff-limits';

/** What the staff services need: database, the PII cipher (TOTP secrets), clock, login limits. */
export interface StaffDeps {
  db: Db;
  /** Encrypts TOTP secrets at rest (column {@link STAFF_TOTP_COLUMN}). */
  pii: PiiCipher;
  now: Clock;
  limits: StaffLimits;
}

/** The encryption context (additional authenticated data) of a staff TOTP secret. */
export const STAFF_TOTP_COLUMN = PII_COLUMNS.staffTotpSecret;
