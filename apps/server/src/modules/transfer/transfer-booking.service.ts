import type { z } from 'zod';
import {
  ErrorCode,
  beijingIso,
  type TransferBookResult,
  type transferBookBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { insertOrder } from '../orders/order.service';
import type { TransferDeps } from './transfer.deps';
import { insertTransferBooking } from './transfer-bookings.repository';
import { transferSnapshot, transferTitle } from './transfer-order-snapshot';
import { priceClass } from './transfer-pricing';
import { priceTrip, type PricedTrip } from './transfer-quote.service';

type Body = z.output<typeof transferBookBody>;

/** City driving speed the ride's length is estimated by, km/h; and the shortest ride, minutes. */
const CITY_KMH = 30;
const MIN_RIDE_MINUTES = 20;

/**
 * When the ride should be over: the service time, the free waiting of a pick-up, and the drive
 * at city speed (the completion job's time).
 */
function rideEndsAt(p: PricedTrip): Date {
  const wait = p.found.trip.type.endsWith('PICKUP') ? p.rules.policy.freeWaitMinutes : 0;
  const drive = Math.max(MIN_RIDE_MINUTES, Math.ceil((p.price.km / CITY_KMH) * 60));
  return new Date(p.found.serviceAt.getTime() + (wait + drive) * 60_000);
}

/**
 * Books a transfer (POST /api/car/transfer/book): the trip looked up again, the place, the class
 * re-priced on the server under today's rules (the total shown must match), then in one
 * transaction the order through the order core (待支付 for `transfer.payment_hold`, 30 min; the
 * passenger is the contact) and its `transfer_bookings` row. Nothing is held: cars are not a
 * counted stock in the sandbox.
 * @throws AppError 28001–28003, 28005 (the trip and place), 28004 (`data.totalFen`: the price now)
 */
export async function bookTransfer(
  deps: TransferDeps,
  memberId: string,
  body: Body,
): Promise<TransferBookResult> {
  const priced = await priceTrip(deps, body);
  const { lines, totalFen } = priceClass(priced.rules.pricing, body.transferClass, priced.price);
  if (totalFen !== body.expectedTotalFen) {
    throw new AppError(ErrorCode.TRANSFER_PRICE_CHANGED, undefined, { totalFen });
  }
  const now = deps.now();
  const { found } = priced;
  const endsAt = rideEndsAt(priced);
  const order = await deps.db.transaction(async (tx) => {
    const row = await insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'TRANSFER',
        title: transferTitle(priced),
        travelDate: beijingIso(found.serviceAt).slice(0, 10),
        departsAt: found.serviceAt,
        arrivesAt: endsAt,
        totalFen,
        contact: body.passenger,
        payDeadline: new Date(now.getTime() + priced.rules.holdMinutes * 60_000),
        product: transferSnapshot(priced, body.transferClass, lines),
        passengers: [
          {
            name: body.passenger.name,
            idType: null,
            idNo: null,
            birthDate: null,
            passengerType: 'ADT',
            priceFen: totalFen,
            productKey: `TRANSFER:${found.trip.type}:${found.trip.number}:${found.trip.date}`,
          },
        ],
      },
      now,
    );
    await insertTransferBooking(tx, {
      orderId: row.id,
      type: found.trip.type,
      cityCode: found.hub.city.code,
      serviceAt: found.serviceAt,
      endsAt,
    });
    return row;
  });
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
  };
}
