import type { z } from 'zod';
import {
  ErrorCode,
  SEAT_CLASS_LABEL,
  type ChangeOption,
  type ChangeOptionsResult,
  type SeatClass,
  type TicketType,
  type trainChangeOptionsBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { changeFacts } from '../orders/order-change.service';
import { memberOrder } from '../orders/order.service';
import { shanghaiDate } from '../orders/order-numbers';
import { departureOf, snapshotOf, type OrderRow, type PassengerRow } from '../orders/product';
import { getTrainCatalog, journeysBetween, type Journey } from './catalog/catalog';
import { adultFareFen, ticketFareFen, ticketTypeShare } from './catalog/fares';
import type { TrainDeps } from './train.deps';
import { seatsLeft } from './train-availability.service';
import { assertBookable } from './train-booking.service';
import { changeRefusal, trainChangeMoney } from './train-change-rules';
import { journeyTimes } from './train-journey';
import type { TrainOrderDetail } from './train-order-snapshot';
import { trainRulesOn, type TrainRules } from './train-rules';

type Deps = TrainDeps & OrderDeps;

const NOTES = [
  '每张车票只能改签一次（改签与变更到站合计一次），不收改签费',
  '开车前48小时以上可改签预售期内的其他车次；开车前48小时以内只能改签至票面日期当日24:00前的车次',
  '变更到站：可改为同一发站出发、到达其他车站的车次',
  '新票价高于原票价时补收差额；低于原票价时退还差额，并对差额部分按退票规定核收退票费',
];

/** A train order as a change reads it. @throws AppError 15003 when not a train order */
export function trainOf(order: OrderRow) {
  if (order.kind !== 'TRAIN')
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '该订单不是火车票订单');
  const d = snapshotOf<TrainOrderDetail>(order).detail;
  const train = getTrainCatalog().trains.get(d.trainCode);
  if (!train) throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '原车次已停运，请办理退票');
  return { d, train, fromStation: train.stops[d.from]!, toStation: train.stops[d.to]! };
}

/**
 * Fares of the people on a journey and class, fen, by their ticket types (berths at the 下铺 fare
 * unless `positions`). @throws AppError 15003 for a ticket type the class does not sell
 */
export function faresOf(
  j: Journey,
  seatClass: SeatClass,
  people: PassengerRow[],
  rules: TrainRules,
  positions?: string[],
) {
  const km = j.train.stops[j.to]!.km - j.train.stops[j.from]!.km;
  return people.map((p, i) => {
    const adult = adultFareFen(j.train.type, seatClass, km, positions?.[i] ?? '');
    const share = ticketTypeShare(
      (p.ticketType ?? '1') as TicketType,
      j.train.type,
      seatClass,
      rules.studentTickets.seatClasses,
    );
    if (typeof share === 'string') throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, share);
    return ticketFareFen(adult, share);
  });
}

/** Why this journey cannot be taken (12306 change rule, sale window, sales close), or null. */
export function refusalOf(
  deps: Deps,
  rules: TrainRules,
  order: OrderRow,
  changesDone: number,
  date: string,
  departsAt: Date,
) {
  const d = snapshotOf<TrainOrderDetail>(order).detail;
  const now = deps.now();
  const why = changeRefusal(rules.change, {
    oldDepartsAt: departureOf(order),
    ticketDate: d.date,
    newDepartsAt: departsAt,
    now,
    changesDone,
  });
  if (why) return why;
  try {
    assertBookable(deps, rules, date, departsAt, now);
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
}

/**
 * The alternatives of a ticketed train order on `date` (12306 改签; 变更到站 with `toStation`):
 * the trains from the ticket's boarding station to the arrival station, in the ticket's seat class
 * unless another is given, each with its seats left, the new fares of all tickets (berths at the
 * 下铺 fare until one is assigned) and what the change pays or gives back, fen; a train the rules
 * refuse carries its reason.
 * @throws AppError 15001, 15003 (not ticketed, not a train order), 15004 (changed already)
 */
export async function trainChangeOptions(
  deps: Deps,
  memberId: string,
  body: z.output<typeof trainChangeOptionsBody>,
): Promise<ChangeOptionsResult> {
  const order = await memberOrder(deps, memberId, body.orderNo);
  const { d, train, fromStation, toStation } = trainOf(order);
  if (order.state !== 'TICKETED')
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '出票成功后才能改签');
  const { people, changesDone } = await changeFacts(deps.db, order.id);
  const now = deps.now();
  const rules = await trainRulesOn(deps.db, shanghaiDate(now));
  if (changesDone >= rules.change.perTicket) throw new AppError(ErrorCode.CHANGE_ALREADY_USED);
  const to = body.toStation ?? toStation.telecode;
  const seatClass = body.seatClass ?? d.seatClass;
  const catalog = getTrainCatalog();
  const journeys = journeysBetween(
    catalog,
    { name: fromStation.name, telecodes: [fromStation.telecode] },
    { name: '', telecodes: [to] },
  ).filter(
    (j) =>
      j.train.seatClasses.includes(seatClass) &&
      j.train.stops[j.from]!.telecode === fromStation.telecode,
  );
  const timed = journeys.map((j) => ({ j, t: journeyTimes(j, body.date) }));
  const left = await seatsLeft(
    deps.db,
    timed.map(({ j, t }) => ({ ...j, runDate: t.runDate })),
  );
  const hours = (departureOf(order).getTime() - now.getTime()) / 3_600_000;
  const options = timed.map(({ j, t }): ChangeOption => {
    const seats = left.get(`${j.train.code}|${t.runDate}`)?.get(seatClass) ?? 0;
    const same =
      j.train.code === d.trainCode &&
      body.date === d.date &&
      j.to === d.to &&
      seatClass === d.seatClass;
    let reason = same
      ? '与原车票相同'
      : refusalOf(deps, rules, order, changesDone, body.date, t.departsAt);
    if (!reason && seats < people.length) reason = '余票不足';
    let fares = people.map(() => 0);
    try {
      fares = faresOf(j, seatClass, people, rules);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      reason ??= e.message;
    }
    const money = trainChangeMoney(d, fares, hours, rules.change);
    return {
      code: j.train.code,
      date: body.date,
      depName: j.train.stops[j.from]!.name,
      arrName: j.train.stops[j.to]!.name,
      toStation: j.train.stops[j.to]!.telecode,
      depTime: t.depTime,
      arrTime: t.arrTime,
      arrDayOffset: t.arrDayOffset,
      seatClass,
      classLabel: SEAT_CLASS_LABEL[seatClass],
      seatsLeft: seats,
      newFareFen: fares.reduce((s, n) => s + n, 0),
      changeFeeFen: money.changeFeeFen,
      diffFen: money.diffFen,
      payFen: money.payFen,
      refundFen: money.refundFen,
      refundFeeFen: money.refundFeeFen,
      disabledReason: reason,
    };
  });
  const stations = train.stops
    .slice(d.from + 1)
    .map((s) => ({ telecode: s.telecode, name: s.name }));
  return {
    orderNo: order.orderNo,
    oldFareFen: d.fares.reduce((s, n) => s + n, 0),
    stations,
    seatClass: d.seatClass,
    seatClasses: train.seatClasses.map((code) => ({ code, label: SEAT_CLASS_LABEL[code] })),
    notes: NOTES,
    // by departure, as 12306 lists trains
    options: options.sort((a, b) => a.depTime.localeCompare(b.depTime)),
  };
}
