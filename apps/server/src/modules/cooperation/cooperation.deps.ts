import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';
import type { FlightDeps } from '../flight/flight.deps';

/**
 * What the cooperation requests need: database, clock, the limits a stranger cannot aim, and the
 * flight search's sale window (a custom trip's estimate prices its legs with it).
 */
export interface CooperationDeps {
  db: Db;
  now: Clock;
  limits: RateLimits;
  flight: Pick<FlightDeps, 'saleWindowDays' | 'salesCloseMinutes'>;
}
