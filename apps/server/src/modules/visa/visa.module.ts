import type { FastifyInstance } from 'fastify';
import { visaRoutes } from './visa.routes';

/**
 * Visas (签证), first slice: the catalogue calls only. As a product kind with orders it will join
 * `KINDS` (kinds.ts) with its product handler when the application and cases land. The
 * catalogue is built on its first call (a few ms), not at start-up.
 */
export async function registerVisa(app: FastifyInstance): Promise<void> {
  await app.register(visaRoutes);
}
