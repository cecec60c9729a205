import type { z } from 'zod';
import {
  ErrorCode,
  TICKET_TYPE_LABEL,
  daysBetween,
  type TrainOrderCreateResult,
  type trainOrderCreateBody,
} from '@lvxing/shared';
import { lockAndFindClashes } from '../orders/order-people.service';
import { resolveBookingPeople } from '../passengers/booking-people.service';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { insertOrder } from '../orders/order.service';
import { shanghaiDate } from '../orders/order-numbers';
import { getTrainCatalog } from './catalog/catalog';
import { seatLabel, seatsOfClass } from './catalog/consists';
import { adultFareFen, ticketFareFen } from './catalog/fares';
import type { TrainDeps } from './train.deps';
import { holdSeats } from './train-inventory.service';
import { assertStudentTripsLeft, checkDiscountTickets } from './train-discounts.service';
import { journeyTimes, resolveJourney, type ResolvedJourney } from './train-journey';
import { trainSnapshot } from './train-order-snapshot';
import { checkTrainPassengers } from './train-passengers';
import { saleWindowDays, trainRulesOn, type TrainRules } from './train-rules';

type Body = z.output<typeof trainOrderCreateBody>;

/** Seat classes where a passenger may wish for a seat letter (12306 选座: G/D/C seats). */
const LETTER_CLASSES = new Set(['9', 'M', 'O']);

/**
 * Checks the boarding date is inside the sale window and sales have not closed.
 * @throws AppError 14006 (past date or beyond the window), 17004 (within 30 min of departure)
 */
export function assertBookable(
  deps: TrainDeps,
  rules: TrainRules,
  date: string,
  departsAt: Date,
  now: Date,
): void {
  const ahead = daysBetween(shanghaiDate(now), date);
  const days = saleWindowDays(deps, rules);
  if (ahead < 0) throw new AppError(ErrorCode.DATE_NOT_ON_SALE, '不能预订今天以前的车票');
  if (ahead >= days) {
    throw new AppError(ErrorCode.DATE_NOT_ON_SALE, `该日期车票尚未开售（预售期${days}天）`);
  }
  if (departsAt.getTime() - now.getTime() <= rules.salesCloseMinutes * 60_000) {
    throw new AppError(ErrorCode.TRAIN_SALES_CLOSED);
  }
}

/**
 * Payment deadline of seats held at `now` (a booking, or a change's new seats): the hold of the
 * rules, never after sales close.
 */
export function payDeadline(rules: TrainRules, departsAt: Date, now: Date): Date {
  const lead = departsAt.getTime() - now.getTime();
  const { minutes, nearMinutes, nearHours } = rules.payHold;
  const hold = (lead <= nearHours * 3_600_000 ? nearMinutes : minutes) * 60_000;
  return new Date(
    Math.min(now.getTime() + hold, departsAt.getTime() - rules.salesCloseMinutes * 60_000),
  );
}

/**
 * The passengers of a booking after every rule that needs no lock: saved passengers resolved
 * (the member's own, with their profiles), the 12306 passenger rules (`checkTrainPassengers`),
 * then the discount tickets' rules (`checkDiscountTickets`: 学生票, 残疾军人票).
 * @throws AppError 14005
 */
async function checkedPassengers(
  deps: TrainDeps & OrderDeps,
  memberId: string,
  body: Body,
  j: ResolvedJourney,
  rules: TrainRules,
) {
  const people = await resolveBookingPeople(deps, memberId, body.passengers, {
    travelDate: body.date,
  });
  const checked = checkTrainPassengers(people, body.date, j.train, body.seatClass, rules);
  const passengers = checked.map((p, i) => ({ ...p, saved: people[i]!.saved }));
  const stations = { from: j.train.stops[j.from]!.telecode, to: j.train.stops[j.to]!.telecode };
  checkDiscountTickets(passengers, { ...stations, date: body.date }, rules.studentTickets);
  return passengers;
}

/**
 * Books a journey: checks the journey, the sale window and cut-off and every passenger (saved
 * passengers resolved; 学生票 and 残疾军人票 only as their profiles allow), then in one
 * transaction serialises on the passengers' ID numbers, refuses overlapping journeys, counts
 * each student's 学生票 of the school year, holds seats together on every segment of the journey,
 * prices each ticket by its seat (berth level) and ticket type, and writes the order (待支付) with
 * its deadline.
 * @throws AppError 17002, 14006, 17004, 14005, 17005, 17003
 */
export async function bookTrain(
  deps: TrainDeps & OrderDeps,
  memberId: string,
  body: Body,
): Promise<TrainOrderCreateResult> {
  const j = resolveJourney(getTrainCatalog(), body);
  const times = journeyTimes(j, body.date);
  const now = deps.now();
  const rules = await trainRulesOn(deps.db, shanghaiDate(now));
  assertBookable(deps, rules, body.date, times.departsAt, now);
  const passengers = await checkedPassengers(deps, memberId, body, j, rules);
  const km = j.train.stops[j.to]!.km - j.train.stops[j.from]!.km;
  const key = { trainCode: j.train.code, runDate: times.runDate, seatClass: body.seatClass };
  const order = await deps.db.transaction(async (tx) => {
    const clash = await lockAndFindClashes(
      deps,
      tx,
      'TRAIN',
      passengers.map((p) => p.idNo),
      times.departsAt,
      times.arrivesAt,
    );
    if (clash[0]) {
      const who = passengers.find((p) => p.idNo === clash[0]!.idNo)?.name ?? '';
      throw new AppError(
        ErrorCode.TRAIN_JOURNEY_CONFLICT,
        `乘客${who}已购买${clash[0].title}，与本次行程时间冲突`,
      );
    }
    await assertStudentTripsLeft(deps, tx, passengers, body.date, rules.studentTickets);
    const seats = await holdSeats(tx, key, seatsOfClass(j.train.consist, body.seatClass), {
      from: j.from,
      to: j.to,
      n: passengers.length,
      letters: LETTER_CLASSES.has(body.seatClass) ? body.seatLetters : [],
    });
    if (!seats) throw new AppError(ErrorCode.TRAIN_SEATS_SOLD_OUT);
    const seated = passengers.map((p, i) => {
      const seat = seats[i]!;
      const adult = adultFareFen(j.train.type, body.seatClass, km, seat.position);
      return { ...p, seat, priceFen: ticketFareFen(adult, p.share) };
    });
    const snapshot = trainSnapshot(j, body.date, times, body.seatClass, seated, rules);
    const dep = j.train.stops[j.from]!;
    const arr = j.train.stops[j.to]!;
    return insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'TRAIN',
        title: `${dep.name}→${arr.name} ${j.train.code}`,
        travelDate: body.date,
        departsAt: times.departsAt,
        arrivesAt: times.arrivesAt,
        totalFen: seated.reduce((s, p) => s + p.priceFen, 0),
        contact: body.contact,
        payDeadline: payDeadline(rules, times.departsAt, now),
        product: snapshot,
        passengers: seated.map((p) => ({
          name: p.name,
          idType: p.idType,
          idNo: p.idNo,
          birthDate: p.birthDate,
          passengerType: p.passengerType,
          ticketType: p.ticketType,
          priceFen: p.priceFen,
          seat: seatLabel(p.seat.car, p.seat.seatNo, body.seatClass),
          productKey: `TRAIN:${j.train.code}:${times.runDate}:${dep.telecode}-${arr.telecode}`,
        })),
      },
      now,
    );
  });
  const detail = snapshotSeats(order.product);
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
    passengers: passengers.map((p, i) => ({
      name: p.name,
      ticketType: p.ticketType,
      ticketTypeLabel: TICKET_TYPE_LABEL[p.ticketType],
      seat: detail.seats[i]?.label ?? '',
      priceFen: detail.fares[i] ?? 0,
    })),
  };
}

function snapshotSeats(product: unknown) {
  return (product as ReturnType<typeof trainSnapshot>).detail;
}
