import type { ProductKind } from './codes/order';

/**
 * The product kinds on sale today: each has its server module (apps/server/src/kinds.ts) and its
 * web descriptor (apps/web/src/lib/kinds). Maps over these kinds are `Record<SaleKind, …>`, so a
 * kind added here without its entries is a compile error, never a fallback to another kind.
 * VISA (already a product kind) joins when it goes on sale.
 */
export const SALE_KINDS = [
  'FLIGHT',
  'TRAIN',
  'BUS',
  'HOTEL',
  'TOUR',
  'CAR',
] as const satisfies readonly ProductKind[];

export type SaleKind = (typeof SALE_KINDS)[number];

/** Whether `kind` (an order's kind, from the server) is a kind on sale. */
export function isSaleKind(kind: string): kind is SaleKind {
  return (SALE_KINDS as readonly string[]).includes(kind);
}
