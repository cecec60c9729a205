import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PiiCipher } from '../../lib/pii-cipher';
import { hotelCorrectionRoutes } from '../hotel/hotel-corrections.routes';
import { cooperationStaffRoutes } from '../cooperation/cooperation-staff.routes';
import type { OrderDeps } from '../orders/order.deps';
import { ruleAdminRoutes } from '../settings/rule-admin.routes';
import type { KindRules } from '../settings/rule-admin.service';
import { appendAudit } from './audit.repository';
import type { StaffDeps } from './staff.deps';
import { makeRequireStaff, type RequireStaff } from './staff.guard';
import { StaffLimits } from './staff-limits';
import { staffOrderRoutes } from './staff-orders.routes';
import { staffRoutes } from './staff.routes';

/**
 * Registers the staff calls (`/api/staff/…`) with their own limits (Redis when given, so
 * instances share counts), and with the order core the staff's order calls (the 人工确认 hotel
 * queue, the order look-up), the cooperation requests' follow-up and the dated rules. Returns `requireStaff` for the console's later calls.
 */
export async function registerStaff(
  app: FastifyInstance,
  opts: {
    db: Db;
    pii: PiiCipher;
    now: Clock;
    redis?: Redis;
    limitPrefix?: string;
    orders: OrderDeps;
    /** The kinds' editable dated rules (`KindModule.rules`). */
    rules: readonly KindRules[];
  },
): Promise<RequireStaff> {
  const deps: StaffDeps = {
    db: opts.db,
    pii: opts.pii,
    now: opts.now,
    limits: new StaffLimits({ redis: opts.redis, prefix: opts.limitPrefix }),
  };
  const requireStaff = makeRequireStaff(deps);
  await app.register(staffRoutes, { deps, requireStaff });
  await app.register(staffOrderRoutes, { orders: opts.orders, requireStaff });
  await app.register(hotelCorrectionRoutes, { orders: opts.orders, requireStaff, appendAudit });
  await app.register(cooperationStaffRoutes, {
    deps: { db: opts.db, now: opts.now, appendAudit },
    requireStaff,
  });
  await app.register(ruleAdminRoutes, {
    deps: { db: opts.db, now: opts.now, appendAudit, kinds: opts.rules },
    requireStaff,
  });
  return requireStaff;
}
