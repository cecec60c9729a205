import type { Wallet } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PiiCipher } from '../../lib/pii-cipher';
import type { PaymentProvider } from '../payment/payment-provider';
import type { OrderRow, ProductRegistry } from './product';

/**
 * Called in the transaction that accepts a refund of an order (locked, still in its refundable
 * state; the refund goes on to REFUNDING or, nothing paid, CANCELLED): another module's part of
 * the refund (the invoice module voids the order's invoices).
 */
export type RefundHook = (tx: Tx, order: OrderRow, now: Date) => Promise<void>;

/**
 * Sends one order notice by SMS (app.ts binds the SMS provider's `sendNotice`: the core does
 * not import modules/user), in the transaction that stamps it sent (`tx`). `template` is the event's template name (CHANGED for every change).
 * @throws when the provider refuses or fails: the notice stays queued for the next run.
 */
export type NoticeSender = (
  notice: { mobile: string; template: string; text: string; params: Record<string, string> },
  tx: Tx,
) => Promise<void>;

/** What the order core and payment need. */
export interface OrderDeps {
  db: Db;
  now: Clock;
  products: ProductRegistry;
  /** Payment providers by name; `defaultProvider` makes the QR codes. */
  providers: ReadonlyMap<string, PaymentProvider>;
  defaultProvider: string;
  /** The provider serving each wallet a phone may pick; a wallet not here is not offered. */
  walletProviders: Partial<Record<Wallet, string>>;
  /** The provider holding deposits (押金预授权), when one is configured to. */
  holdProvider?: string;
  /** The site's public address (where a wallet's cashier leads back to). */
  publicUrl: () => string;
  /** Time from payment to tickets issued (simulated airline/railway ticketing), ms. */
  ticketingDelayMs: number;
  /** Encrypts the people's document numbers at rest and hashes them for comparison. */
  pii: PiiCipher;
  /**
   * What other modules do when a refund is accepted, registered at start (the invoice module's
   * void): the core does not import them (modules/orders knows no invoice).
   */
  refundHooks: RefundHook[];
  /** Sends the queued order notices (order-notice.jobs.ts). */
  sendNotice: NoticeSender;
}
