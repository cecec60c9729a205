import type { z } from 'zod';
import { beijingIso, ErrorCode, type BookResult, type flightBookBody } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { insertOrder } from '../orders/order.service';
import { resolveBookingPeople } from '../passengers/booking-people.service';
import type { FlightDeps } from './flight.deps';
import { holdSeats } from './flight-inventory.repository';
import { flightPaymentHoldMs } from './flight-rules';
import { offerAtLoad, offerKeyOf, priceOf, taxRuleToday } from './flight-offers.service';
import { checkFlightPassengers, checkTypedPassports } from './flight-passengers';
import { flightSnapshot } from './flight-order-snapshot';

export type { FlightOrderDetail } from './flight-order-snapshot';

/**
 * Books an offer for passengers: resolves saved passengers (the member's own; an international
 * flight takes their saved passport), checks every rule, then in one transaction holds the seats
 * (adults and children; infants sit on a lap) with one statement, prices the mix at the load the
 * hold found and writes the order, its passengers and its first timeline row. The order waits for payment until `payDeadline`.
 * @throws AppError 14002–14006
 */
export async function bookFlight(
  deps: FlightDeps & OrderDeps,
  memberId: string,
  body: z.output<typeof flightBookBody>,
): Promise<BookResult> {
  const ref = offerKeyOf(deps, body.offerId);
  const { international } = ref.schedule;
  const people = await resolveBookingPeople(deps, memberId, body.passengers, {
    travelDate: ref.key.date,
    international,
  });
  const passengers = checkFlightPassengers(people, ref.key.date, international);
  if (international) checkTypedPassports(people, ref.key.date);
  const mix = {
    adults: passengers.filter((p) => p.passengerType === 'ADT').length,
    children: passengers.filter((p) => p.passengerType === 'CHD').length,
    infants: passengers.filter((p) => p.passengerType === 'INF').length,
  };
  const seats = mix.adults + mix.children;
  const now = deps.now();
  const rule = await taxRuleToday(deps, deps.db);
  const order = await deps.db.transaction(async (tx) => {
    // the hold comes first: the price is the one at the load it found, read under its row lock
    const before = await holdSeats(tx, ref.key, ref.capacity, seats);
    if (before === null) throw new AppError(ErrorCode.SEATS_SOLD_OUT);
    const { key, schedule: s, template } = offerAtLoad(deps, ref, before);
    const price = priceOf(s, template, rule, mix);
    const { snapshot, title, leaves } = flightSnapshot({
      schedule: s,
      date: key.date,
      cabin: key.cabin,
      template,
      price,
      offerId: body.offerId,
      passengers,
      ...(international && { passports: people.map((p) => p.passport ?? null) }),
    });
    // the payment hold in force on the day of sale (rule_settings), never past sales close
    const holdMs = await flightPaymentHoldMs(tx, beijingIso(now).slice(0, 10));
    const salesClose = leaves.getTime() - deps.salesCloseMinutes * 60_000;
    return insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'FLIGHT',
        title,
        travelDate: key.date,
        departsAt: leaves,
        totalFen: price.totalFen,
        contact: body.contact,
        payDeadline: new Date(Math.min(now.getTime() + holdMs, salesClose)),
        product: snapshot,
        passengers: passengers.map((p) => {
          const l = price.lines.find((x) => x.passengerType === p.passengerType)!;
          return {
            ...p,
            priceFen: l.fareFen + l.developmentFundFen + l.fuelSurchargeFen,
            productKey: `FLIGHT:${s.flightNo}:${key.date}`,
          };
        }),
      },
      now,
    );
  });
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
  };
}
