// The transfer of an order as sold (`orders.product.detail`): the trip, the place, the class and
// extras with the policy in force, so the order's promises never move with the rules.
import {
  TRANSFER_CLASS_INFO,
  TRANSFER_TYPE_LABEL,
  type TransferClass,
  type TransferPlace,
  type TransferTrip,
} from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import type { TransferPriceLine } from './transfer-pricing';
import type { PricedTrip } from './transfer-quote.service';

export interface TransferOrderDetail {
  trip: TransferTrip;
  place: TransferPlace;
  distanceKm: number;
  classCode: TransferClass;
  classLabel: string;
  night: boolean;
  nameSign: boolean;
  childSeats: number;
  freeWaitMinutes: number;
  freeCancelHours: number;
  lateCancelPercent: number;
}

/** The order title: `接机 MU5101 上海浦东国际机场 → 外滩`. */
export function transferTitle(p: PricedTrip): string {
  const t = p.found.trip;
  const hub = t.hub.terminal ? `${t.hub.name}${t.hub.terminal}` : t.hub.name;
  const [a, b] = t.type.endsWith('PICKUP') ? [hub, p.place.name] : [p.place.name, hub];
  return `${TRANSFER_TYPE_LABEL[t.type]} ${t.number} ${a} → ${b}`;
}

/** The order snapshot of a transfer booking. */
export function transferSnapshot(
  p: PricedTrip,
  classCode: TransferClass,
  lines: TransferPriceLine[],
): ProductSnapshot<TransferOrderDetail> {
  return {
    segments: [],
    priceLines: lines,
    vendor: null,
    detail: {
      trip: p.found.trip,
      place: p.place,
      distanceKm: p.price.km,
      classCode,
      classLabel: TRANSFER_CLASS_INFO[classCode].label,
      night: p.price.night,
      nameSign: p.price.nameSign,
      childSeats: p.price.childSeats,
      freeWaitMinutes: p.rules.policy.freeWaitMinutes,
      freeCancelHours: p.rules.policy.freeCancelHours,
      lateCancelPercent: p.rules.policy.lateCancelPercent,
    },
  };
}
