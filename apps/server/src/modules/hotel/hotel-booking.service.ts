import type { z } from 'zod';
import {
  ErrorCode,
  HOTEL_CONFIRM_SLA_MINUTES,
  arrivalNeedsGuarantee,
  type HotelOrderCreateResult,
  type hotelOrderCreateBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { shanghaiDate } from '../orders/order-numbers';
import { insertOrder } from '../orders/order.service';
import { findRatePlan, nightlyPriceFen, stayNights, type RatePlan, type RoomType } from './catalog';
import type { HotelDeps } from './hotel.deps';
import { insertBooking } from './hotel-bookings.repository';
import { holdRoomNights } from './hotel-inventory.repository';
import { hotelSnapshot, type PricedStay } from './hotel-order-snapshot';
import { beijingInstant, checkInDayEnds, hotelPaymentHoldOn } from './hotel-rules';
import { checkStayWindow } from './hotel-stay-window';

type Body = z.output<typeof hotelOrderCreateBody>;

/**
 * Each night's price of one room and the stay's total for all rooms (fen): a price depends only
 * on the room type, rate plan and night, never on who asks.
 */
export function priceStay(
  roomType: RoomType,
  plan: RatePlan,
  checkIn: string,
  checkOut: string,
  rooms: number,
) {
  const nightly = stayNights(checkIn, checkOut).map((date) => ({
    date,
    priceFen: nightlyPriceFen(roomType, plan, date),
  }));
  const totalFen = nightly.reduce((s, n) => s + n.priceFen, 0) * rooms;
  return { nightly, totalFen, firstNightFen: (nightly[0]?.priceFen ?? 0) * rooms };
}

/**
 * The checks before any row is written: rate plan, window, guests per room, price.
 * @throws AppError 20002 unknown rate plan; 20005 check-in outside the window; 20006 more guests
 *   per room than the room type takes; 20004 a total other than the one shown (`data.totalFen`).
 */
function checkBooking(deps: HotelDeps, body: Body): PricedStay {
  const found = findRatePlan(body.ratePlanId);
  if (!found) throw new AppError(ErrorCode.HOTEL_NOT_FOUND, '价格计划不存在，请重新选择房型');
  const { hotel, roomType, plan } = found;
  checkStayWindow(body.checkIn, deps.now());
  const perRoom = Math.ceil((body.adults + body.childAges.length) / body.rooms);
  if (perRoom > roomType.maxOccupancy) {
    throw new AppError(
      ErrorCode.HOTEL_OCCUPANCY_EXCEEDED,
      `${roomType.name}每间最多入住${roomType.maxOccupancy}人，请增加房间数`,
    );
  }
  const priced = priceStay(roomType, plan, body.checkIn, body.checkOut, body.rooms);
  if (priced.totalFen !== body.expectedTotalFen) {
    throw new AppError(ErrorCode.HOTEL_PRICE_CHANGED, undefined, { totalFen: priced.totalFen });
  }
  const guarantee =
    plan.paymentMode === 'PAY_AT_HOTEL' && arrivalNeedsGuarantee(body.latestArrival);
  const payNowFen =
    plan.paymentMode === 'PREPAY' ? priced.totalFen : guarantee ? priced.firstNightFen : 0;
  return { hotel, roomType, plan, ...priced, payNowFen, guaranteeFen: guarantee ? payNowFen : 0 };
}

/**
 * Books a rate plan for a stay (POST /api/hotel/order/create): the checks of `checkBooking`,
 * then in one transaction holds every night's rooms (`holdRoomNights`: rows locked in night
 * order, none sold past its allotment), writes the order through the order core (one guest per
 * room, names only; the stay as sold in its snapshot) and its `hotel_bookings` row.
 * 预付 and 到店付 with an arrival after 18:00 (担保 of the first night) wait for payment (the
 * `hotel.payment_hold`, 30 min, never past the check-in day's end); 到店付 otherwise goes straight
 * to 待确认, with 30 minutes for the hotel to confirm.
 * @throws AppError 20002, 20003 (a night sold out), 20004, 20005, 20006
 */
export async function bookHotel(
  deps: HotelDeps,
  memberId: string,
  body: Body,
): Promise<HotelOrderCreateResult> {
  const stay = checkBooking(deps, body);
  const now = deps.now();
  const hold = await hotelPaymentHoldOn(deps.db, shanghaiDate(now));
  const placed = stay.payNowFen === 0;
  const payDeadline = new Date(
    Math.min(now.getTime() + hold.minutes * 60_000, checkInDayEnds(body.checkIn).getTime()),
  );
  const order = await deps.db.transaction(async (tx) => {
    const nights = stay.nightly.map((n) => n.date);
    const held = await holdRoomNights(
      tx,
      stay.roomType.id,
      nights,
      stay.roomType.allotment,
      body.rooms,
    );
    if ('left' in held) {
      throw new AppError(
        ErrorCode.HOTEL_ROOMS_SOLD_OUT,
        held.left > 0 ? `该房型仅剩${held.left}间，请减少房间数` : undefined,
      );
    }
    const row = await insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'HOTEL',
        title: `${stay.hotel.name} ${stay.roomType.name} ${nights.length}晚`,
        travelDate: body.checkIn,
        departsAt: null,
        arrivesAt: beijingInstant(body.checkOut, '12:00'),
        totalFen: stay.totalFen,
        contact: body.contact,
        payDeadline: placed ? now : payDeadline,
        ...(placed ? { placedUnpaid: true as const } : {}),
        product: hotelSnapshot(stay, body),
        passengers: body.guests.map((g, i) => ({
          name: g.name,
          idType: null,
          idNo: null,
          birthDate: null,
          passengerType: 'ADT' as const,
          priceFen: stay.totalFen / body.rooms,
          productKey: `HOTEL:${stay.roomType.id}:${body.checkIn}:${i + 1}`,
        })),
      },
      now,
    );
    await insertBooking(tx, {
      orderId: row.id,
      hotelId: stay.hotel.id,
      roomTypeId: stay.roomType.id,
      ratePlanId: stay.plan.id,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      rooms: body.rooms,
      autoConfirm: stay.hotel.autoConfirm,
      confirmBy: placed ? new Date(now.getTime() + HOTEL_CONFIRM_SLA_MINUTES * 60_000) : null,
    });
    return row;
  });
  return {
    orderNo: order.orderNo,
    state: order.state,
    payNowFen: stay.payNowFen,
    payDeadline: placed ? null : order.payDeadline.toISOString(),
  };
}
