import type { Db } from '../../db/client';
import type { OrderRow } from '../orders/product';
import { findPaymentWithOrder, type PaymentRow } from './payment.repository';
import type { SandboxProvider } from './sandbox-provider';

/** A payment and its order, as the sandbox pages show them. */
export interface SandboxPayment {
  payment: PaymentRow;
  order: OrderRow;
}

/**
 * The payment a sandbox page link names and its order, when `no` (payment number, at most 64
 * characters) and `sig` (the page signature the QR code carries) are non-empty strings and the
 * signature is right; any other input, a forged link or an unknown payment gives null. Never
 * throws for bad input.
 */
export async function sandboxPayment(
  db: Db,
  provider: SandboxProvider,
  no: unknown,
  sig: unknown,
): Promise<SandboxPayment | null> {
  if (typeof no !== 'string' || typeof sig !== 'string' || !no || !sig) return null;
  if (no.length > 64 || !provider.pageSignatureValid(no, sig)) return null;
  return (await findPaymentWithOrder(db, no)) ?? null;
}
