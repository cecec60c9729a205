import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PiiCipher } from '../../lib/pii-cipher';
import type { PaymentProvider } from '../payment/payment-provider';
import type { ProductRegistry } from './product';

/** What the order core and payment need. */
export interface OrderDeps {
  db: Db;
  now: Clock;
  products: ProductRegistry;
  /** Payment providers by name; `defaultProvider` makes the QR codes. */
  providers: ReadonlyMap<string, PaymentProvider>;
  defaultProvider: string;
  /** Time from payment to tickets issued (simulated airline/railway ticketing), ms. */
  ticketingDelayMs: number;
  /** Encrypts the people's document numbers at rest and hashes them for comparison. */
  pii: PiiCipher;
}
