import type { OrderDeps } from '../orders/order.deps';

/** What the rental calls and jobs need: the order core (database, clock, payment providers). */
export type CarDeps = OrderDeps;
