import type { FlightDeps } from '../flight/flight.deps';
import type { OrderDeps } from '../orders/order.deps';
import type { RateLimits } from '../../plugins/rate-limits';

/**
 * What the group calls need: the order core (their group orders, 定金 and 尾款 lines), the flight
 * module's parts for the indicative price, and the limits a stranger cannot aim.
 */
export interface GroupDeps extends OrderDeps {
  flight: FlightDeps;
  limits: RateLimits;
}
