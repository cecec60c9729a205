import type { FastifyInstance } from 'fastify';
import { busKind } from './modules/bus/bus.kind';
import { carKind } from './modules/car/car.kind';
import { flightKind } from './modules/flight/flight.kind';
import { groupKind } from './modules/group/group.kind';
import { hotelKind } from './modules/hotel/hotel.kind';
import type { KindContext, KindModule, StaffKindContext } from './modules/orders/kind-module';
import { orderRoutes } from './modules/orders/order.routes';
import type { ProductRegistry } from './modules/orders/product';
import { tourKind } from './modules/tour/tour.kind';
import { trainKind } from './modules/train/train.kind';
import { transferKind } from './modules/transfer/transfer.kind';
import { visaKind } from './modules/visa/visa.kind';
import type { KindRules } from './modules/settings/rule-admin.service';
import type { PageDataSource } from './plugins/page-render';

/**
 * Every product kind the site sells, one line each: a new kind (its folder under `modules/`
 * exporting a {@link KindModule}) is added here and nowhere else in the server.
 */
export const KINDS: readonly KindModule[] = [
  flightKind,
  trainKind,
  busKind,
  hotelKind,
  groupKind,
  tourKind,
  transferKind,
  visaKind,
  carKind,
];

/** Every dated rule the console may edit, by kind. */
export const RULE_KINDS: readonly KindRules[] = KINDS.map((k) => ({
  kind: k.kind,
  rules: k.rules ?? [],
}));

/** The order core's product handlers, by kind. */
export function productRegistry(kinds: readonly KindModule[] = KINDS): ProductRegistry {
  return new Map(kinds.map((k) => [k.kind, k.product]));
}

/**
 * Builds the kinds' in-memory catalogs (reference data and generated schedules, ~1 s together);
 * each is otherwise built by its first use.
 */
export function warmCatalogs(kinds: readonly KindModule[] = KINDS): void {
  for (const k of kinds) k.warm?.();
}

/**
 * The kinds' own periodic jobs bound to the app's parts, for the order job timer
 * (`startOrderJobs`, after the core's jobs).
 */
export function kindJobs(
  ctx: KindContext,
  kinds: readonly KindModule[] = KINDS,
): (() => Promise<number>)[] {
  return kinds.flatMap((k) => (k.jobs ?? []).map((job) => () => job(ctx)));
}

/** Registers each kind's own calls and the generic order calls under its API area. */
/** Registers each kind's calls that need the staff guard or the file store (`registerWithStaff`). */
export async function registerKindsWithStaff(
  app: FastifyInstance,
  ctx: StaffKindContext,
  kinds: readonly KindModule[] = KINDS,
): Promise<void> {
  for (const k of kinds) await k.registerWithStaff?.(app, ctx);
}

export async function registerKinds(
  app: FastifyInstance,
  ctx: KindContext,
  kinds: readonly KindModule[] = KINDS,
): Promise<void> {
  for (const k of kinds) {
    await k.register(app, ctx);
    await app.register(orderRoutes, {
      deps: ctx.orders,
      requireAuth: ctx.requireAuth,
      paths: k.orderPaths,
      kind: k.kind,
    });
  }
}

/**
 * The page data of every kind by page path; where several kinds serve one page (/ticket/book for
 * flights, trains and buses), their answers are merged (each answers only its own query).
 */
export function kindPageData(
  ctx: KindContext,
  kinds: readonly KindModule[] = KINDS,
): Record<string, PageDataSource> {
  const byPath = new Map<string, PageDataSource[]>();
  for (const k of kinds) {
    for (const [path, source] of Object.entries(k.pageData?.(ctx) ?? {})) {
      byPath.set(path, [...(byPath.get(path) ?? []), source]);
    }
  }
  return Object.fromEntries(
    [...byPath].map(([path, sources]) => [
      path,
      async (query: URLSearchParams) =>
        Object.assign({}, ...(await Promise.all(sources.map((s) => s(query))))) as Record<
          string,
          unknown
        >,
    ]),
  );
}
