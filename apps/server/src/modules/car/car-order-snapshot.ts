// A booked rental's price (the search's all-in lines with the chosen cover and child seats) and
// the order's snapshot: what was sold, as the views and the cancel fee read it later.
import {
  CAR_CLASS_LABEL,
  CAR_INSURANCE_LABEL,
  CAR_PRICE_LINE_LABEL,
  yuanAmount,
  type CarClassCode,
  type CarInsuranceTier,
  type CarPriceLineItem,
  type CarSettlement,
} from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import type { CarPrice } from './catalog';
import type { CarRules } from './car-rules';

/** The extras a booking adds to the search's price. */
export interface CarExtras {
  insuranceTier: CarInsuranceTier;
  childSeats: number;
}

/**
 * The booked price: the search's lines with the 基础 cover replaced by the chosen tier (its
 * price includes 基础) and the child seats per started day added.
 */
export function bookedPrice(base: CarPrice, extras: CarExtras, rules: CarRules) {
  const days = base.billedDays;
  const tier = rules.insurance[extras.insuranceTier];
  const lines: CarPriceLineItem[] = base.lines.map((l) =>
    l.code !== 'INSURANCE'
      ? l
      : {
          ...l,
          label: `${CAR_INSURANCE_LABEL[extras.insuranceTier]}服务费`,
          detail: `${days}天 × ${yuanAmount(tier.perDayFen)}`,
          amountFen: days * tier.perDayFen,
        },
  );
  const seatDay = rules.fees.childSeatPerDayFen;
  if (extras.childSeats > 0 && seatDay > 0) {
    lines.push({
      code: 'CHILD_SEAT',
      label: CAR_PRICE_LINE_LABEL.CHILD_SEAT,
      detail: `${extras.childSeats}个 × ${days}天 × ${yuanAmount(seatDay)}`,
      amountFen: extras.childSeats * days * seatDay,
    });
  }
  return { lines, totalFen: lines.reduce((s, l) => s + l.amountFen, 0) };
}

/** What a CAR order keeps of its rental (`orders.product.detail`). */
export interface CarOrderDetail {
  offerId: string;
  classCode: CarClassCode;
  modelName: string;
  supplierName: string;
  pickupStore: { id: string; name: string; address: string };
  dropoffStore: { id: string; name: string; address: string };
  pickupAt: string;
  returnAt: string;
  dailyRentFen: number;
  rentDays: number;
  insuranceTier: CarInsuranceTier;
  childSeats: number;
  lines: CarPriceLineItem[];
  /** The cancel rules sold with it: free until this instant (ISO), then the fee. */
  freeCancelUntil: string;
  lateFeeFen: number;
  noShowFeeFen: number;
  deposits: { vehicleFen: number; violationFen: number; releaseDays: number };
  /** Set when the rental is settled after its return (car-settle.service.ts). */
  settlement?: CarSettlement;
}

/** The order's snapshot: the price lines as sold and the rental under `detail`. */
export function carSnapshot(d: CarOrderDetail): ProductSnapshot<CarOrderDetail> {
  return {
    segments: [],
    priceLines: d.lines.map((l) => ({ label: l.label, unitFen: l.amountFen, count: 1 })),
    vendor: null,
    detail: d,
  };
}

/** The order's title: class, model and pick-up store. */
export const carTitle = (d: Pick<CarOrderDetail, 'classCode' | 'modelName' | 'pickupStore'>) =>
  `${CAR_CLASS_LABEL[d.classCode]} ${d.modelName}（${d.pickupStore.name}取车）`;
