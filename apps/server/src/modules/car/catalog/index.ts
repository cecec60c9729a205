/**
 * The in-memory rental catalog: stores at the airports, main railway stations and in town of the
 * 60 largest hotel cities, sample suppliers, hand-listed real models per class and seeded fleets
 * (示例数据), plus the pure price function and the dated price rules. No database, no I/O after
 * the first build.
 */
export { buildCarCatalog, getCarCatalog } from './catalog';
export { CAR_CITY_COUNT } from './stores';
export { CAR_MODELS, CAR_SUPPLIERS } from './vehicles';
export {
  carPrice,
  isNight,
  minutesBetween,
  oneWayFeeFen,
  rentBlocks,
  type CarPrice,
  type CarPriceRules,
} from './pricing';
export * from './rules';
export type * from './types';
