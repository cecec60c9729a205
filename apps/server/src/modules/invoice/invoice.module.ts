import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { makeRequireAuth } from '../../plugins/auth';
import type { RateLimits } from '../../plugins/rate-limits';
import type { OrderDeps } from '../orders/order.deps';
import type { InvoiceDeps } from './invoice.deps';
import { issueDueInvoices } from './invoice.jobs';
import { invoiceRoutes } from './invoice.routes';
import { voidOnRefund } from './invoice.service';

/**
 * Registers the invoice calls (POST /api/invoice/…) and the order core's refund hook (a refund
 * voids the order's invoices); `app.ts` calls it once. @returns the issuing job, for the order
 * job timer.
 */
export async function registerInvoices(
  app: FastifyInstance,
  ctx: {
    config: Config;
    orders: OrderDeps;
    limits: RateLimits;
    requireAuth: ReturnType<typeof makeRequireAuth>;
  },
): Promise<() => Promise<number>> {
  const deps: InvoiceDeps = {
    db: ctx.orders.db,
    now: ctx.orders.now,
    issueDelayMs: ctx.config.invoiceIssueDelayMs,
    limits: ctx.limits,
  };
  ctx.orders.refundHooks.push(voidOnRefund);
  await app.register(invoiceRoutes, { deps, requireAuth: ctx.requireAuth });
  return () => issueDueInvoices(deps);
}
