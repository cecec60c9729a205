import {
  HOTEL_SPECIAL_REQUEST_LABEL,
  type HotelArrivalTime,
  type HotelCancelPolicy,
  type HotelConfirmMode,
  type HotelPaymentMode,
  type HotelSpecialRequest,
} from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import { cancelPolicyOf, type Hotel, type RatePlan, type RoomType } from './catalog';

/**
 * The hotel part of an order snapshot (`orders.product.detail`): the stay as sold, so the order
 * reads the same whatever the catalog later says. Amounts in fen.
 */
export interface HotelOrderDetail {
  hotelId: string;
  hotelName: string;
  address: string;
  phone: string;
  roomTypeId: string;
  roomTypeName: string;
  ratePlanId: string;
  ratePlanName: string;
  /** The rate plan as sold (its cancel rule prices a cancellation). */
  plan: RatePlan;
  breakfast: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** Price of one room, each night. */
  nightly: { date: string; priceFen: number }[];
  /** The first night of every room: the guarantee and the FIRST_NIGHT cancel fee. */
  firstNightFen: number;
  cancel: HotelCancelPolicy;
  paymentMode: HotelPaymentMode;
  confirm: HotelConfirmMode;
  latestArrival: HotelArrivalTime;
  /** Special requests as asked, in words (尽量安排，不保证). */
  specialRequests: string[];
  remark: string;
  invoice: { title: string; taxNo: string } | null;
  /** What is paid online (全款 for 预付; the first-night 担保; 0 when paid at the hotel). */
  payNowFen: number;
  /** The first-night 担保 paid online, 0 when none. */
  guaranteeFen: number;
}

/** A stay priced and checked, ready to book. */
export interface PricedStay {
  hotel: Hotel;
  roomType: RoomType;
  plan: RatePlan;
  nightly: { date: string; priceFen: number }[];
  totalFen: number;
  firstNightFen: number;
  payNowFen: number;
  guaranteeFen: number;
}

/** What the booking body adds to the snapshot. */
interface StayRequest {
  checkIn: string;
  checkOut: string;
  rooms: number;
  latestArrival: HotelArrivalTime;
  specialRequests: HotelSpecialRequest[];
  remark: string;
  invoice?: { title: string; taxNo: string };
}

/** The order snapshot of a stay: a price line per night (all rooms) and the stay as sold. */
export function hotelSnapshot(s: PricedStay, req: StayRequest): ProductSnapshot<HotelOrderDetail> {
  return {
    segments: [],
    priceLines: s.nightly.map((n) => ({
      label: `${n.date} 房费`,
      unitFen: n.priceFen,
      count: req.rooms,
    })),
    vendor: null,
    detail: {
      hotelId: s.hotel.id,
      hotelName: s.hotel.name,
      address: s.hotel.address,
      phone: s.hotel.phone,
      roomTypeId: s.roomType.id,
      roomTypeName: s.roomType.name,
      ratePlanId: s.plan.id,
      ratePlanName: s.plan.name,
      plan: s.plan,
      breakfast: s.plan.breakfast,
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      rooms: req.rooms,
      nightly: s.nightly,
      firstNightFen: s.firstNightFen,
      cancel: cancelPolicyOf(s.plan, req.checkIn),
      paymentMode: s.plan.paymentMode,
      confirm: s.plan.confirm,
      latestArrival: req.latestArrival,
      specialRequests: req.specialRequests.map((r) => HOTEL_SPECIAL_REQUEST_LABEL[r]),
      remark: req.remark,
      invoice: req.invoice ?? null,
      payNowFen: s.payNowFen,
      guaranteeFen: s.guaranteeFen,
    },
  };
}
