import type { FastifyInstance } from 'fastify';
import type {
  HotelOrderCreateBody,
  HotelOrderCreateResult,
  OrderDetail,
  PayQrcodeResult,
} from '@lvxing/shared';
import {
  getHotelCatalog,
  type Hotel,
  type RatePlan,
  type RoomType,
} from '../src/modules/hotel/catalog';
import { priceStay } from '../src/modules/hotel/hotel-booking.service';
import type { HotelDeps } from '../src/modules/hotel/hotel.deps';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { call } from './helper';

/** Shared steps of the hotel integration tests (hotel-*.test.ts). */

/** A clock tests can set anywhere, starting at `day` `time` Beijing. */
export function beijingClock(day: string, time = '10:00') {
  let t = Date.parse(`${day}T${time}:00+08:00`);
  return {
    now: () => new Date(t),
    set: (day2: string, time2: string) => void (t = Date.parse(`${day2}T${time2}:00+08:00`)),
    advance: (ms: number) => void (t += ms),
  };
}

/** The hotel jobs' parts of a test app (confirmation after the default 5 s). */
export const hotelDeps = (app: FastifyInstance, confirmDelayMs = 5000): HotelDeps => ({
  ...app.orders.deps,
  confirmDelayMs,
});

/** A catalog entry. */
export interface PlanPick {
  hotel: Hotel;
  roomType: RoomType;
  plan: RatePlan;
}

/**
 * The `skip`-th rate plan of the catalog that `pick` accepts (different tests take different
 * ones, so their bookings do not share room nights).
 */
export function findPlan(pick: (p: PlanPick) => boolean, skip = 0): PlanPick {
  let seen = 0;
  for (const hotel of getHotelCatalog().hotels) {
    for (const roomType of hotel.roomTypes) {
      for (const plan of roomType.plans) {
        const p = { hotel, roomType, plan };
        if (pick(p) && seen++ === skip) return p;
      }
    }
  }
  throw new Error('no such rate plan in the catalog');
}

/** A booking body for `p` priced as the site shows it (one adult and one guest per room). */
export function bookingBody(
  p: PlanPick,
  stay: { checkIn: string; checkOut: string; rooms?: number },
  extra: Partial<HotelOrderCreateBody> = {},
): HotelOrderCreateBody {
  const rooms = stay.rooms ?? 1;
  const { totalFen } = priceStay(p.roomType, p.plan, stay.checkIn, stay.checkOut, rooms);
  return {
    ratePlanId: p.plan.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms,
    adults: rooms,
    guests: Array.from({ length: rooms }, (_, i) => ({ name: `张${'一二三四五六七八九十'[i]}` })),
    contact: { name: '张三', mobile: '13900001111' },
    expectedTotalFen: totalFen,
    ...extra,
  };
}

/** POST /api/hotel/order/create. */
export const createHotelOrder = (app: FastifyInstance, token: string, body: unknown) =>
  call<HotelOrderCreateResult>(app, '/api/hotel/order/create', body, { token });

/** POST /api/hotel/order/detail. */
export const hotelDetailOf = (app: FastifyInstance, token: string, orderNo: string) =>
  call<OrderDetail>(app, '/api/hotel/order/detail', { orderNo }, { token });

/** Pays an order's opening line through the QR call and the signed sandbox notify. */
export async function payHotel(app: FastifyInstance, token: string, orderNo: string) {
  const qr = await call<PayQrcodeResult>(
    app,
    '/api/plane/order/pay/qrcode',
    { orderNo },
    { token },
  );
  const { body, signature } = app.orders.sandbox.signedNotify({
    paymentNo: qr.data.paymentNo,
    amountFen: qr.data.amountFen,
    paidAt: app.orders.deps.now(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return { qr: qr.data, notify: res.json<{ code: number }>() };
}
