import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';

/** What the invoice calls and job need. */
export interface InvoiceDeps {
  db: Db;
  now: Clock;
  /** Time from a request to the sandbox issuing it, ms (`INVOICE_ISSUE_DELAY_MS`). */
  issueDelayMs: number;
  /** The PDF download's limit per member (`invoicePdfMemberMinute`). */
  limits: RateLimits;
}
