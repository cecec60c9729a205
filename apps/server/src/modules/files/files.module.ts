import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { makeRequireAuth } from '../../plugins/auth';
import type { RequireStaff } from '../staff/staff.guard';
import type { FileDeps } from './files.deps';
import type { S3Config } from './files-config';
import { pgFileStore } from './pg-file-store';
import { fileRoutes } from './files.routes';
import { s3FileStore } from './s3-file-store';

/**
 * Registers the file calls on the configured store (S3-compatible when `s3` is given, else
 * PostgreSQL) and returns their deps, for the modules that attach files (service tickets).
 */
export async function registerFiles(
  app: FastifyInstance,
  opts: {
    db: Db;
    now: Clock;
    s3?: S3Config;
    requireAuth: ReturnType<typeof makeRequireAuth>;
    requireStaff: RequireStaff;
  },
): Promise<FileDeps> {
  const store = opts.s3 ? s3FileStore(opts.s3) : pgFileStore(opts.db);
  const deps: FileDeps = { db: opts.db, now: opts.now, store };
  await app.register(fileRoutes, {
    deps,
    requireAuth: opts.requireAuth,
    requireStaff: opts.requireStaff,
  });
  return deps;
}
