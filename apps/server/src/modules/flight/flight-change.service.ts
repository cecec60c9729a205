import type { z } from 'zod';
import {
  CABIN_LABEL,
  ErrorCode,
  type Cabin,
  type ChangeOption,
  type ChangeOptionsResult,
  type FeeRule,
  type flightChangeOptionsBody,
  type PassengerType,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { changeFacts } from '../orders/order-change.service';
import { memberOrder } from '../orders/order.service';
import { departureOf, snapshotOf, type OrderRow, type PassengerRow } from '../orders/product';
import { ladderFee } from '../orders/refund-ladder';
import { getCatalog } from './catalog';
import type { FlightSchedule, OfferTemplate } from './catalog/types';
import type { FlightDeps } from './flight.deps';
import { heldSeats } from './flight-inventory.repository';
import { assertOnSale, instanceOnSale, localTimesOf, offersFor } from './flight-instances';
import { fareByType, parseOfferId, scheduleOf } from './flight-offers.service';
import type { FlightOrderDetail } from './flight-order-snapshot';
import { FLIGHT_REFUND_ROUNDING } from './flight.product';

type Deps = FlightDeps & OrderDeps;

const NOTES = [
  '可改签同一航线、同一航空公司的其他航班或日期，舱位等级不变',
  '改签费按原票价与售票方改签规则计算；新航班票价高于原票价时补收差额，低于原票价时差额不退',
  '航班起飞前60分钟停止改签',
];

/** A flight order as a change reads it. @throws AppError 15003 when not a flight order */
export function flightOf(order: OrderRow) {
  if (order.kind !== 'FLIGHT') {
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '该订单不是机票订单');
  }
  const d = snapshotOf<FlightOrderDetail>(order).detail;
  const ref = parseOfferId(d.offerId);
  if (!ref) throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED);
  return { d, vendorCode: ref.vendorCode, schedule: scheduleOf(d.flightNo) };
}

/**
 * The vendor's change ladder of an order: as sold (kept on orders since 改签), else the vendor's
 * ladder of that flight and cabin as the catalog offers it now.
 */
export function changeRulesOf(deps: FlightDeps, order: OrderRow): FeeRule[] {
  const { d, vendorCode, schedule } = flightOf(order);
  if (d.changeRules) return d.changeRules;
  const { offers } = offersFor(deps, schedule, d.date, d.cabin as Cabin, 0);
  return offers.find((o) => o.vendorCode === vendorCode)?.changeRules ?? [];
}

/** The offer of the new flight: the ticket's vendor if it sells it, else the airline's own store. */
export function changeOffer(templates: OfferTemplate[], vendorCode: string) {
  return (
    templates.find((t) => t.vendorCode === vendorCode) ??
    templates.find((t) => t.kind === 'FLAGSHIP')
  );
}

/**
 * What a change costs, fen: the change fee (the vendor's change ladder at the hours before the
 * old departure, on the old fare basis, rounded to whole yuan as refunds are) and the fare
 * difference; a lower fare is not refunded (the airlines' practice).
 */
export function flightChangeMoney(
  rules: readonly FeeRule[],
  hoursBefore: number,
  oldFareFen: number,
  newFareFen: number,
) {
  const changeFeeFen = ladderFee(rules, hoursBefore, oldFareFen, FLIGHT_REFUND_ROUNDING);
  const diffFen = newFareFen - oldFareFen;
  return { changeFeeFen, diffFen, payFen: changeFeeFen + Math.max(diffFen, 0) };
}

/** The fare basis of the people on an offer (what the ladder and the difference read), fen. */
export function fareBasisOf(t: OfferTemplate, people: PassengerRow[]): number {
  const fares = fareByType(t);
  return people.reduce((s, p) => s + fares[p.passengerType as PassengerType], 0);
}

/** Why the order cannot be changed at `now` (sales of its flight closed), or null. */
export function orderRefusal(deps: FlightDeps, order: OrderRow): string | null {
  const ms = departureOf(order).getTime() - deps.now().getTime();
  return ms > deps.salesCloseMinutes * 60_000 ? null : '航班起飞前60分钟内不能改签';
}

/** Same-route flights of the same airline on `date` (the ticket's own included). */
function sameRoute(s: FlightSchedule): FlightSchedule[] {
  return (getCatalog().schedulesByRoute.get(`${s.dep}-${s.arr}`) ?? []).filter(
    (x) => x.airline === s.airline,
  );
}

/**
 * The alternatives of a ticketed flight order on `date`: the same airline's flights of the same
 * route, in the ticket's cabin, from the ticket's vendor (else the airline's own store), each with
 * seats left and what the change costs for all passengers, fen.
 * @throws AppError 15001, 15003 (not ticketed, not a flight order), 14006 (date not on sale)
 */
export async function flightChangeOptions(
  deps: Deps,
  memberId: string,
  body: z.output<typeof flightChangeOptionsBody>,
): Promise<ChangeOptionsResult> {
  const order = await memberOrder(deps, memberId, body.orderNo);
  const { d, vendorCode, schedule } = flightOf(order);
  if (order.state !== 'TICKETED') {
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '出票成功后才能改签');
  }
  assertOnSale(deps, body.date);
  const { people } = await changeFacts(deps.db, order.id);
  const rules = changeRulesOf(deps, order);
  const hours = (departureOf(order).getTime() - deps.now().getTime()) / 3_600_000;
  const closed = orderRefusal(deps, order);
  const flights = sameRoute(schedule);
  const held = await heldSeats(
    deps.db,
    body.date,
    flights.map((f) => f.flightNo),
  );
  const options = flights.flatMap((s): ChangeOption[] => {
    if (!instanceOnSale(deps, s, body.date)) return [];
    const load = held.get(`${s.flightNo}|${d.cabin}`) ?? 0;
    const { offers, seatsLeft } = offersFor(deps, s, body.date, d.cabin as Cabin, load);
    const offer = changeOffer(offers, vendorCode);
    if (!offer) return [];
    const newFareFen = fareBasisOf(offer, people);
    const money = flightChangeMoney(rules, hours, d.fareBasisFen, newFareFen);
    const same = s.flightNo === d.flightNo && body.date === d.date;
    const seats = people.filter((p) => p.passengerType !== 'INF').length;
    const reason = closed ?? (same ? '与原航班相同' : seatsLeft < seats ? '余票不足' : null);
    // each end on its airport's own clock, as the results and the ticket show it
    const local = localTimesOf(s, body.date);
    const airports = getCatalog().airports;
    return [
      {
        code: s.flightNo,
        date: body.date,
        depName: `${airports.get(s.dep)?.cityZh ?? ''}${airports.get(s.dep)?.nameZh ?? s.dep}`,
        arrName: `${airports.get(s.arr)?.cityZh ?? ''}${airports.get(s.arr)?.nameZh ?? s.arr}`,
        toStation: s.arr,
        depTime: local.dep.time,
        arrTime: local.arr.time,
        arrDayOffset: local.arrDayOffset,
        seatClass: d.cabin,
        classLabel: `${CABIN_LABEL[d.cabin as Cabin]} ${offer.bookingClass}舱`,
        seatsLeft,
        newFareFen,
        ...money,
        refundFen: 0,
        refundFeeFen: 0,
        disabledReason: reason,
      },
    ];
  });
  return {
    orderNo: order.orderNo,
    oldFareFen: d.fareBasisFen,
    stations: [],
    seatClass: d.cabin,
    seatClasses: [{ code: d.cabin, label: CABIN_LABEL[d.cabin as Cabin] }],
    notes: NOTES,
    options: options.sort((a, b) => a.depTime.localeCompare(b.depTime)),
  };
}
