// A transfer's quote: the trip, the place, the road distance and every class's all-in price.
import {
  ErrorCode,
  beijingToday,
  isPickup,
  type TransferPlace,
  type TransferQuoteResult,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { placeIn } from './transfer-places.service';
import { isNight, priceClasses, roadKm, type PriceQuery } from './transfer-pricing';
import { transferRulesOn, type TransferRules } from './transfer-rules';
import { findTrip, type FoundTrip, type TripQuery } from './transfer-trips.service';

/** What a quote or a booking asks: the trip, the place and the extras. */
export interface QuoteQuery extends TripQuery {
  placeId: string;
  nameSign: boolean;
  childSeats: number;
}

/** A trip priced: everything the booking keeps. */
export interface PricedTrip {
  found: FoundTrip;
  place: TransferPlace;
  price: PriceQuery;
  rules: TransferRules;
}

/**
 * The trip, its place and the price inputs under the rules of today (Beijing): 举牌接机 only for a
 * pick-up. @throws AppError 28001–28003, 28005 (the trip), 28003 a place too far (over `maxKm`)
 */
export async function priceTrip(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  q: QuoteQuery,
): Promise<PricedTrip> {
  const now = deps.now();
  const rules = await transferRulesOn(deps.db, beijingToday(now));
  const found = findTrip(q, now, rules.policy);
  const place = placeIn(found.hub.city.code, q.placeId);
  const km = roadKm(found.hub, place, rules.pricing);
  if (km > rules.pricing.maxKm) {
    throw new AppError(
      ErrorCode.TRANSFER_CITY_CLOSED,
      `${place.name}距${found.hub.name}约${Math.round(km)}公里，超出${rules.pricing.maxKm}公里服务范围`,
    );
  }
  const price: PriceQuery = {
    km,
    night: isNight(found.serviceAt, rules.pricing.night),
    nameSign: q.nameSign && isPickup(q.transferType),
    childSeats: q.childSeats,
  };
  return { found, place, price, rules };
}

/** POST /api/car/transfer/quote: every class's all-in price and the service policy. */
export async function quoteTransfer(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  q: QuoteQuery,
): Promise<TransferQuoteResult> {
  const { found, place, price, rules } = await priceTrip(deps, q);
  return {
    trip: found.trip,
    place,
    distanceKm: price.km,
    night: price.night,
    classes: priceClasses(rules.pricing, price),
    freeWaitMinutes: rules.policy.freeWaitMinutes,
    freeCancelHours: rules.policy.freeCancelHours,
    lateCancelPercent: rules.policy.lateCancelPercent,
  };
}
