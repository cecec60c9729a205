/**
 * The in-memory flight catalog: airports, airlines, cities and daily schedules generated
 * deterministically from the seed data in `data/` (see data/NOTICE.md), plus fares and vendor
 * offers. No database, no I/O after the first build.
 */
export { buildCatalog, getCatalog } from './catalog';
export { fullFareFen, offerTemplates, type OfferContext } from './pricing';
export { dayInfo, type DayInfo } from '../../../lib/catalog/day-info';
export type * from './types';
