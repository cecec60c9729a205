// The all-in price of a transfer: by road distance and class, the night surcharge and the
// extras, from the dated rule `transfer.pricing` (pure: the quote and the booking share it).
import {
  TRANSFER_CLASSES,
  TRANSFER_CLASS_INFO,
  beijingIso,
  type TransferClass,
} from '@lvxing/shared';
import { distanceKm, type LatLng } from '../../lib/catalog/geo';
import type { TransferPricing } from './transfer-rules';

export interface TransferPriceLine {
  label: string;
  unitFen: number;
  count: number;
}

/** Road km between two points: great-circle × the rule's road factor, one decimal. */
export const roadKm = (a: LatLng, b: LatLng, pricing: TransferPricing) =>
  Math.round(distanceKm(a, b) * pricing.roadFactor * 10) / 10;

/** Whether `at` (Beijing clock) falls in the night window (from 22:00 to 06:00 the next day). */
export function isNight(at: Date, night: TransferPricing['night']): boolean {
  const hhmm = beijingIso(at).slice(11, 16);
  return night.from > night.to
    ? hhmm >= night.from || hhmm < night.to
    : hhmm >= night.from && hhmm < night.to;
}

/** Whole yuan, rounded up: the site shows all-in prices without jiao. */
const yuanUp = (fen: number) => Math.ceil(fen / 100) * 100;

/** What one trip asks of the price besides its class. */
export interface PriceQuery {
  km: number;
  night: boolean;
  nameSign: boolean;
  childSeats: number;
}

/**
 * The price lines and total (fen) of one class: the distance price (flag fall with its included
 * km, then whole km started × per km, never under the minimum, whole yuan), the night surcharge
 * (percent of it, whole yuan), 举牌接机 and child seats. Lines with a count of 0 are left out.
 */
export function priceClass(p: TransferPricing, cls: TransferClass, q: PriceQuery) {
  const c = p.classes[cls];
  const extraKm = Math.max(0, Math.ceil(q.km) - c.includedKm);
  const ride = yuanUp(Math.max(c.minFen, c.baseFen + extraKm * c.perKmFen));
  const lines: TransferPriceLine[] = [
    { label: `${TRANSFER_CLASS_INFO[cls].label}用车费（${q.km}公里）`, unitFen: ride, count: 1 },
    {
      label: '夜间服务费',
      unitFen: yuanUp((ride * p.night.percent) / 100),
      count: q.night ? 1 : 0,
    },
    { label: '举牌接机', unitFen: p.signFen, count: q.nameSign ? 1 : 0 },
    { label: '儿童座椅', unitFen: p.childSeatFen, count: q.childSeats },
  ].filter((l) => l.count > 0);
  return { lines, totalFen: lines.reduce((s, l) => s + l.unitFen * l.count, 0) };
}

/** Every class priced, cheapest first. */
export const priceClasses = (p: TransferPricing, q: PriceQuery) =>
  TRANSFER_CLASSES.map((cls) => ({
    classCode: cls,
    ...TRANSFER_CLASS_INFO[cls],
    ...priceClass(p, cls, q),
  }));
