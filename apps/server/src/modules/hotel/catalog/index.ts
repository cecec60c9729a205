/**
 * The in-memory hotel catalog: 80 cities with their real districts and hand-curated landmarks,
 * and hotels, room types and rate plans generated deterministically on them (示例数据, see
 * data/NOTICE.md). Prices depend only on the hotel, rate plan and night. No database, no I/O
 * after the first build.
 */
export { getHotelCatalog, findRatePlan, type HotelCatalog } from './catalog';
export {
  stayNights,
  nightlyPriceFen,
  priceFen,
  roomNightFactors,
  stayFactors,
  StayFactors,
} from './pricing';
export { cancelPolicyOf, cancelFeeFen } from './cancel';
export { sampleReviews } from './reviews';
export { distanceKm } from '../../../lib/catalog/geo';
export type * from './types';
