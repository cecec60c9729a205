/**
 * The in-memory tour catalog: hand-curated real sights and routes (data/, facts entered by hand),
 * with packaged tours (跟团游, 自由行, 私家团) and day tours (当地玩乐) generated deterministically
 * on them (示例数据: suppliers and licence numbers are samples). Departure calendars are priced
 * from the product and date only. No database, no I/O. The refund ladders and the 不成团 notice
 * are dated rules for `rule_settings` (`TOUR_RULE_SEEDS`).
 */
export { getTourCatalog, findTourProduct, buildTourCatalog, type TourCatalog } from './catalog';
export { departuresOf, departureOn, weekdayOf, CALENDAR_DAYS } from './calendar';
export {
  TOUR_RULE_KEYS,
  TOUR_RULE_SEEDS,
  tourRefundLadderSchema,
  tourGroupCancelNoticeSchema,
  refundFeePercent,
  type TourRefundLadder,
  type TourRefundTier,
  type TourGroupCancelNotice,
} from './rules';
export { DEPARTURE_CITIES, type DepartureCity } from './departures';
export type { Route, RouteExtra, VisaKind } from './route-rows';
export { distanceKm } from '../../../lib/catalog/geo';
export * from './types';
