import type { z } from 'zod';
import {
  baggageText,
  beijingIso,
  utcOffsetLabel,
  type Flight,
  type PassportDetails,
  CABIN_LABEL,
  ErrorCode,
  PASSENGER_TYPE_LABEL,
  type BookResult,
  type flightBookBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { insertOrder } from '../orders/order.service';
import { resolveBookingPeople } from '../passengers/booking-people.service';
import type { ProductSnapshot } from '../orders/product';
import { getCatalog } from './catalog';
import type { FlightDeps } from './flight.deps';
import { holdSeats } from './flight-inventory.repository';
import { flightPaymentHoldMs } from './flight-rules';
import { departsAt, localTimesOf } from './flight-instances';
import {
  fareByType,
  offerAtLoad,
  offerKeyOf,
  priceOf,
  taxRuleToday,
} from './flight-offers.service';
import { checkFlightPassengers, checkTypedPassports } from './flight-passengers';

/** The flight part of an order snapshot. */
export interface FlightOrderDetail {
  offerId: string;
  flightNo: string;
  date: string;
  cabin: string;
  seats: number;
  airline: string;
  fareBasisFen: number;
  /**
   * The typed-in passports' details by passenger (null for other documents and saved
   * passengers, whose details stay in their entry): what the airline sends ahead (APIS).
   */
  passports?: (PassportDetails | null)[];
}

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
    const catalog = getCatalog();
    const dep = catalog.airports.get(s.dep);
    const arr = catalog.airports.get(s.arr);
    const airline = catalog.airlines.get(s.airline);
    const local = localTimesOf(s, key.date);
    const leaves = departsAt(s, key.date);
    const fares = fareByType(template);
    const lineOf = (t: 'ADT' | 'CHD' | 'INF') => price.lines.find((l) => l.passengerType === t);
    const snapshot: ProductSnapshot<FlightOrderDetail> = {
      segments: [
        {
          code: s.flightNo,
          carrier: airline?.shortZh ?? s.airline,
          date: local.dep.date,
          depName: `${dep?.cityZh ?? ''}${dep?.nameZh ?? s.dep}`,
          arrName: `${arr?.cityZh ?? ''}${arr?.nameZh ?? s.arr}`,
          // each end on its airport's clock, as the ticket and the airport show it
          depTime: local.dep.time,
          arrTime: local.arr.time,
          arrDayOffset: local.arrDayOffset,
          classLabel: `${CABIN_LABEL[key.cabin]} ${template.bookingClass}舱`,
          departsAt: leaves.toISOString(),
          extra: { aircraft: s.aircraft, depCode: s.dep, arrCode: s.arr, ...zonesOf(local) },
        },
      ],
      priceLines: price.lines.flatMap((l) => [
        {
          label: `${PASSENGER_TYPE_LABEL[l.passengerType]}票价`,
          unitFen: l.fareFen,
          count: l.count,
        },
        ...(l.developmentFundFen
          ? [
              {
                label: `${PASSENGER_TYPE_LABEL[l.passengerType]}民航发展基金`,
                unitFen: l.developmentFundFen,
                count: l.count,
              },
            ]
          : []),
        ...(l.fuelSurchargeFen
          ? [
              {
                label: `${PASSENGER_TYPE_LABEL[l.passengerType]}燃油附加费`,
                unitFen: l.fuelSurchargeFen,
                count: l.count,
              },
            ]
          : []),
      ]),
      vendor: {
        nameZh: template.vendorNameZh,
        refundRules: template.refundRules,
        baggage: baggageText(template.baggage),
      },
      detail: {
        offerId: body.offerId,
        flightNo: s.flightNo,
        date: key.date,
        cabin: key.cabin,
        seats,
        airline: s.airline,
        fareBasisFen: passengers.reduce((sum, p) => sum + fares[p.passengerType], 0),
        ...(international && { passports: people.map((p) => p.passport ?? null) }),
      },
    };
    // the payment hold in force on the day of sale (rule_settings), never past sales close
    const holdMs = await flightPaymentHoldMs(tx, beijingIso(now).slice(0, 10));
    const salesClose = leaves.getTime() - deps.salesCloseMinutes * 60_000;
    return insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'FLIGHT',
        title: `${dep?.cityZh ?? s.dep}→${arr?.cityZh ?? s.arr} ${s.flightNo}`,
        travelDate: key.date,
        departsAt: leaves,
        totalFen: price.totalFen,
        contact: body.contact,
        payDeadline: new Date(Math.min(now.getTime() + holdMs, salesClose)),
        product: snapshot,
        passengers: passengers.map((p) => {
          const l = lineOf(p.passengerType)!;
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

/**
 * The offset labels of a segment's ends whose clocks differ from Beijing's (`depZone: 'UTC+9'`,
 * `arrZone`), for the order's screens.
 */
function zonesOf(local: Flight['local']): Record<string, string> {
  const zones: Record<string, string> = {};
  const dep = utcOffsetLabel(local.dep.utcOffsetMinutes);
  const arr = utcOffsetLabel(local.arr.utcOffsetMinutes);
  if (dep) zones.depZone = dep;
  if (arr) zones.arrZone = arr;
  return zones;
}
