import type { FastifyInstance } from 'fastify';
import type { makeRequireAuth } from '../../plugins/auth';
import type { OrderDeps } from '../orders/order.deps';
import { passengerDeps } from './passengers.deps';
import { passengerRoutes } from './passengers.routes';

/**
 * Registers the saved-passenger calls (常用旅客, POST /api/user/passenger/…) with the order
 * core's database, clock and cipher and the sandbox student verifier; `app.ts` calls it once.
 */
export async function registerPassengers(
  app: FastifyInstance,
  ctx: { orders: OrderDeps; requireAuth: ReturnType<typeof makeRequireAuth> },
): Promise<void> {
  await app.register(passengerRoutes, {
    deps: passengerDeps(ctx.orders),
    requireAuth: ctx.requireAuth,
  });
}
