import type { FastifyInstance } from 'fastify';
import type { ProductKind } from '@lvxing/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PageDataSource } from '../../plugins/page-render';
import type { makeRequireAuth } from '../../plugins/auth';
import type { RateLimits } from '../../plugins/rate-limits';
import type { FileDeps } from '../files/files.deps';
import type { RuleDefinition } from '../settings/rule-definition';
import type { RequireStaff } from '../staff/staff.guard';
import type { OrderDeps } from './order.deps';
import type { OrderPaths } from './order.routes';
import type { ProductHandler } from './product';

/** What the app hands each kind when it registers: the shared order core and the server's parts. */
export interface KindContext {
  config: Config;
  /** The order core's dependencies (database, clock, products, payment providers). */
  orders: OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
  /** The app's rate limits (shared through Redis when configured). */
  limits: RateLimits;
}

/** The kind context once the staff console and the file store are up (`registerWithStaff`). */
export interface StaffKindContext extends KindContext {
  requireStaff: RequireStaff;
  files: FileDeps;
}

/**
 * One product kind (flights, trains, buses; hotels, cars, tours and visas join the same way): its
 * folder under `modules/` exports one of these, and `app.ts` lists it once. The order core,
 * payment, refunds and the timeline are shared; everything kind-specific comes from here and from
 * the kind's dated rules in `rule_settings`.
 */
export interface KindModule {
  kind: ProductKind;
  /** What the order core calls for this kind: its people, fulfilment, release, refund fee. */
  product: ProductHandler;
  /** The generic order calls (detail, search, cancel, refund) under this kind's API area. */
  orderPaths: OrderPaths;
  /** Idempotent seed of the kind's reference rows and dated rules, run at every start. */
  seed(db: Db): Promise<void>;
  /** The kind's dated rules a 管理员 may change from the console (new versions only); optional. */
  rules?: readonly RuleDefinition[];
  /** Builds the kind's in-memory catalog (otherwise built by its first search); optional. */
  warm?(): void;
  /** Registers the kind's own calls (search, booking…), with its settings read from `ctx.config`. */
  register(app: FastifyInstance, ctx: KindContext): Promise<void>;
  /**
   * Registers the kind's calls that need the staff guard or the file store (its console calls,
   * uploads), once the console and the file store are up; optional.
   */
  registerWithStaff?(app: FastifyInstance, ctx: StaffKindContext): Promise<void>;
  /** Answers a server-rendered page puts into the HTML (page path → source); optional. */
  pageData?(ctx: KindContext): Readonly<Record<string, PageDataSource>>;
  /**
   * The kind's own periodic jobs (a hotel: confirm, the confirmation deadline, check-in and
   * check-out by the date), run after the core's by the order job timer (`startOrderJobs`) on
   * every instance: each takes its orders with FOR UPDATE SKIP LOCKED.
   */
  jobs?: readonly KindJob[];
}

/** A periodic job of a kind, given the app's parts: @returns how many orders it moved. */
export type KindJob = (ctx: KindContext) => Promise<number>;
