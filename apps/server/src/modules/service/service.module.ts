import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { makeRequireAuth } from '../../plugins/auth';
import type { RateLimits } from '../../plugins/rate-limits';
import { registerFiles } from '../files/files.module';
import type { FileDeps } from '../files/files.deps';
import type { S3Config } from '../files/files-config';
import type { RequireStaff } from '../staff/staff.guard';
import { staffServiceRoutes } from './service-staff.routes';
import { serviceRoutes } from './service.routes';

/**
 * Registers the file calls and the customer-service tickets (member, visitor and staff calls)
 * on the configured file store. @returns the file deps, for other modules storing files (visas)
 */
export async function registerService(
  app: FastifyInstance,
  opts: {
    db: Db;
    now: Clock;
    limits: RateLimits;
    s3?: S3Config;
    requireAuth: ReturnType<typeof makeRequireAuth>;
    requireStaff: RequireStaff;
  },
): Promise<FileDeps> {
  const files = await registerFiles(app, opts);
  const deps = { db: opts.db, now: opts.now, limits: opts.limits, files };
  await app.register(serviceRoutes, { deps, requireAuth: opts.requireAuth });
  await app.register(staffServiceRoutes, { deps, requireStaff: opts.requireStaff });
  return files;
}
