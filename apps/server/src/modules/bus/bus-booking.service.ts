import type { z } from 'zod';
import {
  BUS_TICKET_TYPE_LABEL,
  ErrorCode,
  type BookResult,
  type BusTicketType,
  type busOrderCreateBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { shanghaiDate } from '../orders/order-numbers';
import { insertOrder } from '../orders/order.service';
import { resolveBookingPeople } from '../passengers/booking-people.service';
import type { ProductSnapshot } from '../orders/product';
import { getBusCatalog, type BusScheduleLine } from './catalog';
import type { BusDeps } from './bus.deps';
import { arrivalOf, assertBusDateOnSale, departsAt, salesCloseAt } from './bus-departures';
import { holdBusSeats } from './bus-inventory.repository';
import { checkBusPassengers, type CheckedBusPassenger } from './bus-passengers';
import { busRulesOn, type BusRefundLadder } from './bus-rules';

/** What bus passengers may carry (shown with the order). */
export const BUS_BAGGAGE =
  '随身携带行李免费（体积不超过车站规定），超大件请在车站办理托运；严禁携带易燃易爆等危险品';

/** The bus part of an order snapshot. */
export interface BusOrderDetail {
  scheduleId: string;
  date: string;
  /** Seat numbers held, in passenger order. */
  seats: number[];
  depStationCode: string;
  arrStationCode: string;
  refundable: boolean;
  /** The refund ladder in force when the ticket was sold. */
  refundRules: BusRefundLadder['rules'];
}

/** Seat label shown per passenger, e.g. 12号座. */
export const seatLabel = (seat: number) => `${seat}号座`;

/**
 * The line and departure instant of a bookable departure.
 * @throws AppError 18002 unknown line, date outside the window, or sales closed (cut-off)
 */
function bookableDeparture(deps: BusDeps, scheduleId: string, date: string) {
  const line = getBusCatalog().scheduleById(scheduleId);
  if (!line) throw new AppError(ErrorCode.BUS_SCHEDULE_NOT_FOUND);
  assertBusDateOnSale(deps, date);
  const closes = salesCloseAt(line, date);
  if (deps.now() >= closes) {
    throw new AppError(
      ErrorCode.BUS_SCHEDULE_NOT_FOUND,
      `该班次已停止售票（开车前${line.saleCutoffMinutes}分钟停售）`,
    );
  }
  return { line, leaves: departsAt(line, date), closes };
}

function snapshotOf(
  line: BusScheduleLine,
  date: string,
  leaves: Date,
  passengers: CheckedBusPassenger[],
  seats: number[],
  ladder: BusRefundLadder,
): ProductSnapshot<BusOrderDetail> {
  const { arrTime, arrDayOffset } = arrivalOf(line);
  const count = (t: BusTicketType) => passengers.filter((p) => p.ticketType === t).length;
  const unit = { FULL: line.fullPriceFen, HALF: line.halfPriceFen } as const;
  const rules = line.refundable
    ? ladder.rules
    : [{ label: '该班次售出后不予退票', minHoursBefore: 0, feePercent: 100 }];
  return {
    segments: [
      {
        code: line.code,
        carrier: line.depStation.name,
        date,
        depName: line.depStation.name,
        arrName: line.arrStation.name,
        depTime: line.depTime,
        arrTime,
        arrDayOffset,
        classLabel: line.vehicleType,
        departsAt: leaves.toISOString(),
        extra: {
          scheduleId: line.scheduleId,
          depStationCode: line.depStation.code,
          arrStationCode: line.arrStation.code,
          distanceKm: String(line.distanceKm),
          seats: seats.map(seatLabel).join('、'),
        },
      },
    ],
    priceLines: (['FULL', 'HALF'] as const)
      .filter((t) => count(t) > 0)
      .map((t) => ({ label: BUS_TICKET_TYPE_LABEL[t], unitFen: unit[t], count: count(t) })),
    vendor: { nameZh: line.depStation.name, refundRules: rules, baggage: BUS_BAGGAGE },
    detail: {
      scheduleId: line.scheduleId,
      date,
      seats,
      depStationCode: line.depStation.code,
      arrStationCode: line.arrStation.code,
      refundable: line.refundable,
      refundRules: line.refundable ? ladder.rules : [],
    },
  };
}

/** The order's passenger rows: price by ticket type, seat label, one booking per ID and departure. */
function passengerRows(
  line: BusScheduleLine,
  date: string,
  passengers: CheckedBusPassenger[],
  seats: number[],
) {
  return passengers.map((p, i) => ({
    ...p,
    passengerType: p.ticketType === 'HALF' ? ('CHD' as const) : ('ADT' as const),
    priceFen: p.ticketType === 'HALF' ? line.halfPriceFen : line.fullPriceFen,
    productKey: `BUS:${line.scheduleId}:${date}`,
    ticketType: p.ticketType,
    seat: seatLabel(seats[i]!),
  }));
}

/**
 * Books a bus departure: checks the departure (window, sale cut-off) and the passengers (saved
 * passengers resolved to the member's own entries), then in
 * one transaction holds numbered seats (row lock on `bus_inventory`) and writes the order
 * (待支付, title like `南京→上海 09:30`), its passengers with their seats and its first timeline
 * row. Payment is due within the hold of `bus.payment_hold` (30 min), never after sales close.
 * @throws AppError 14005 passenger rules or ID already booked on this departure, 18002, 18003
 */
export async function bookBus(
  deps: BusDeps & OrderDeps,
  memberId: string,
  body: z.output<typeof busOrderCreateBody>,
): Promise<BookResult> {
  const { line, leaves, closes } = bookableDeparture(deps, body.scheduleId, body.date);
  const now = deps.now();
  const rules = await busRulesOn(deps.db, shanghaiDate(now));
  const people = await resolveBookingPeople(deps, memberId, body.passengers, {
    travelDate: body.date,
  });
  const passengers = checkBusPassengers(people, body.date, rules.childTickets);
  const order = await deps.db.transaction(async (tx) => {
    const key = { scheduleId: line.scheduleId, date: body.date };
    const held = await holdBusSeats(tx, key, line.seatCount, passengers.length);
    if ('left' in held) {
      throw new AppError(
        ErrorCode.BUS_SEATS_SOLD_OUT,
        held.left > 0 ? `余票不足，该班次仅剩${held.left}张` : '该班次已售完，请选择其他班次',
      );
    }
    const rows = passengerRows(line, body.date, passengers, held.seats);
    return insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'BUS',
        title: `${line.fromCity}→${line.toCity} ${line.depTime}`,
        travelDate: body.date,
        departsAt: leaves,
        arrivesAt: new Date(leaves.getTime() + line.durationMinutes * 60_000),
        totalFen: rows.reduce((sum, p) => sum + p.priceFen, 0),
        contact: body.contact,
        payDeadline: new Date(
          Math.min(now.getTime() + rules.paymentHold.minutes * 60_000, closes.getTime()),
        ),
        product: snapshotOf(line, body.date, leaves, passengers, held.seats, rules.refundLadder),
        passengers: rows,
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
