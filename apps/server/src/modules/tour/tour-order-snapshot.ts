// The tour of an order as sold (`orders.product.detail`): everything the 旅游合同 states, so the
// contract printed later is the one accepted, whatever the catalog or the rules become.
import { TOUR_INSURANCE_FEN, addDays } from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import {
  TOUR_TYPE_LABELS,
  type ItineraryDay,
  type PaidExtra,
  type ShoppingStop,
  type TourDeparture,
  type TourProduct,
  type TourRefundTier,
} from './catalog';

/** A child of the party: age on the departure day and whether the child takes a bed. */
export interface TourChild {
  age: number;
  bed: boolean;
}

/** The party a booking prices: adults, children, 单房差 bought, insurance. */
export interface TourParty {
  adults: number;
  children: TourChild[];
  singleRooms: number;
  insurance: boolean;
}

export interface TourPriceLine {
  label: string;
  unitFen: number;
  count: number;
}

/**
 * The price lines and total (fen) of a party on a departure: adults, children with and without
 * a bed, 单房差 and the insurance per traveller when chosen. Lines with a count of 0 are left out.
 */
export function priceTour(product: TourProduct, dep: TourDeparture, party: TourParty) {
  const withBed = party.children.filter((c) => c.bed).length;
  const noBed = party.children.length - withBed;
  const travellers = party.adults + party.children.length;
  const lines: TourPriceLine[] = [
    { label: '成人', unitFen: dep.adultFen, count: party.adults },
    { label: '儿童（占床）', unitFen: dep.childWithBedFen, count: withBed },
    { label: '儿童（不占床）', unitFen: dep.childNoBedFen, count: noBed },
    { label: '单房差', unitFen: dep.singleSupplementFen, count: party.singleRooms },
    {
      label: '旅游意外险',
      unitFen: TOUR_INSURANCE_FEN[product.scope],
      count: party.insurance ? travellers : 0,
    },
  ].filter((l) => l.count > 0);
  const totalFen = lines.reduce((s, l) => s + l.unitFen * l.count, 0);
  return { lines, totalFen, travellers };
}

/** The tour part of an order snapshot: the contract's content. */
export interface TourOrderDetail {
  contractNo: string;
  code: string;
  title: string;
  typeLabel: string;
  scope: TourProduct['scope'];
  departureCity: string;
  destinations: string[];
  days: number;
  nights: number;
  date: string;
  returnDate: string;
  party: TourParty;
  itinerary: ItineraryDay[];
  includes: string[];
  excludes: string[];
  shopping: ShoppingStop[];
  extras: PaidExtra[];
  minGroupSize: number;
  formsAsGroup: boolean;
  /** The 旅游法 art. 63 notice in days, for a 跟团游 (0 for the others). */
  noticeDays: number;
  /** The cancellation ladder in force when sold, and its source. */
  ladder: TourRefundTier[];
  ladderSource: string;
  supplier: TourProduct['supplier'];
  meetingPoint: { name: string; time: string };
  bookingNotes: string[];
  confirmText: string;
}

/** What the booking knows when it writes the snapshot. */
export interface SoldTour {
  product: TourProduct;
  departure: TourDeparture;
  party: TourParty;
  priced: ReturnType<typeof priceTour>;
  contractNo: string;
  formsAsGroup: boolean;
  noticeDays: number;
  ladder: TourRefundTier[];
  ladderSource: string;
}

/** The confirmation promise in words (即时确认, or 二次确认 within N working hours). */
export const confirmTextOf = (p: TourProduct) =>
  p.confirm.mode === 'INSTANT'
    ? '即时确认：支付成功后即确认出游名额'
    : `二次确认：支付后供应商将在${p.confirm.withinHours}个工作小时内确认，确认不成功全额退款`;

/** The order snapshot of a tour booking: one segment-less snapshot with the contract's detail. */
export function tourSnapshot(s: SoldTour): ProductSnapshot<TourOrderDetail> {
  const p = s.product;
  return {
    segments: [],
    priceLines: s.priced.lines,
    vendor: null,
    detail: {
      contractNo: s.contractNo,
      code: p.code,
      title: p.title,
      typeLabel: TOUR_TYPE_LABELS[p.type],
      scope: p.scope,
      departureCity: p.departureCity,
      destinations: p.destinations,
      days: p.days,
      nights: p.nights,
      date: s.departure.date,
      returnDate: addDays(s.departure.date, p.days - 1),
      party: s.party,
      itinerary: p.itinerary,
      includes: p.includes,
      excludes: p.excludes,
      shopping: p.shopping,
      extras: p.paidExtras,
      minGroupSize: p.minGroupSize,
      formsAsGroup: s.formsAsGroup,
      noticeDays: s.noticeDays,
      ladder: s.ladder,
      ladderSource: s.ladderSource,
      supplier: p.supplier,
      meetingPoint: { name: p.meetingPoint.name, time: p.meetingPoint.time },
      bookingNotes: p.bookingNotes,
      confirmText: confirmTextOf(p),
    },
  };
}
