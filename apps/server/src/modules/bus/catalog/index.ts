/**
 * The in-memory bus catalog: prefecture-level cities with generated coach stations, routes
 * between cities in reach and daily schedules generated deterministically (see data/NOTICE.md).
 * No database, no I/O after the first build.
 */
export { buildBusCatalog, getBusCatalog, type BusCatalog, type BusPlace } from './catalog';
export { BUS_HOT_CITIES } from './city-search';
export { VEHICLES } from './fares';
export {
  MAX_LIFELINE_KM,
  MAX_ROUTE_KM,
  ROAD_FACTOR,
  greatCircleKm,
  provincesInReach,
} from './routes';
export type * from './types';
