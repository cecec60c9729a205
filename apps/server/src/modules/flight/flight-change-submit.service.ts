import type { z } from 'zod';
import {
  beijingIso,
  ErrorCode,
  type Cabin,
  type ChangeSubmitResult,
  type flightChangeSubmitBody,
  type PassengerType,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { changeFacts, lockOrderForChange, startChange } from '../orders/order-change.service';
import { departureOf } from '../orders/product';
import type { FlightDeps } from './flight.deps';
import {
  changeOffer,
  changeRulesOf,
  fareBasisOf,
  flightChangeMoney,
  flightOf,
  orderRefusal,
} from './flight-change.service';
import { holdSeats } from './flight-inventory.repository';
import { assertOnSale, instanceOnSale, offersFor } from './flight-instances';
import { offerIdOf, priceOf, scheduleOf, taxRuleToday } from './flight-offers.service';
import { flightSnapshot } from './flight-order-snapshot';
import { flightPaymentHoldMs } from './flight-rules';

/**
 * Changes a ticketed flight order to another flight or date of the same route and airline, in the
 * ticket's cabin, for all its passengers, in one transaction: locks the order, holds the new
 * seats (one statement, never oversold), prices the new offer at the load the hold found (the
 * ticket's vendor, else the airline's store), then starts the change: the change fee (the
 * vendor's change ladder on the old fare) plus a higher fare's difference is paid by a 改签 line,
 * the seats held until the booking's payment hold (never past the new flight's sales close);
 * nothing to pay swaps it in at once. A lower fare is not refunded.
 * @throws AppError 15001, 15003 (not allowed, with the reason), 14002 (no such flight that day),
 *   14004 (seats sold out), 14006 (date not on sale)
 */
export async function submitFlightChange(
  deps: FlightDeps & OrderDeps,
  memberId: string,
  body: z.output<typeof flightChangeSubmitBody>,
): Promise<ChangeSubmitResult> {
  assertOnSale(deps, body.date);
  const now = deps.now();
  const tax = await taxRuleToday(deps, deps.db);
  const change = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForChange(deps, tx, memberId, body.orderNo);
    const { d, vendorCode, schedule: old } = flightOf(order);
    const why = orderRefusal(deps, order);
    if (why) throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, why);
    const s = scheduleOf(body.flightNo);
    if (s.dep !== old.dep || s.arr !== old.arr || s.airline !== old.airline) {
      throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '只能改签同一航线、同一航空公司的航班');
    }
    if (s.flightNo === d.flightNo && body.date === d.date) {
      throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '新航班与原航班相同');
    }
    if (!instanceOnSale(deps, s, body.date)) throw new AppError(ErrorCode.FLIGHT_NOT_FOUND);
    const cabin = d.cabin as Cabin;
    const { people } = await changeFacts(tx, order.id);
    const seats = people.filter((p) => p.passengerType !== 'INF').length;
    const { capacity } = offersFor(deps, s, body.date, cabin, 0);
    const before = await holdSeats(
      tx,
      { flightNo: s.flightNo, date: body.date, cabin },
      capacity,
      seats,
    );
    if (before === null) throw new AppError(ErrorCode.SEATS_SOLD_OUT);
    const offer = changeOffer(offersFor(deps, s, body.date, cabin, before).offers, vendorCode);
    if (!offer) throw new AppError(ErrorCode.OFFER_NOT_FOUND);
    const count = (t: PassengerType) => people.filter((p) => p.passengerType === t).length;
    const mix = { adults: count('ADT'), children: count('CHD'), infants: count('INF') };
    const price = priceOf(s, offer, tax, mix);
    const { snapshot, title, leaves } = flightSnapshot({
      schedule: s,
      date: body.date,
      cabin,
      template: offer,
      price,
      offerId: offerIdOf(s.flightNo, body.date, cabin, offer.vendorCode),
      passengers: people.map((p) => ({ passengerType: p.passengerType as PassengerType })),
      passports: d.passports,
    });
    const hours = (departureOf(order).getTime() - now.getTime()) / 3_600_000;
    const newFare = fareBasisOf(offer, people);
    const money = flightChangeMoney(changeRulesOf(deps, order), hours, d.fareBasisFen, newFare);
    const holdMs = await flightPaymentHoldMs(tx, beijingIso(now).slice(0, 10));
    const salesClose = leaves.getTime() - deps.salesCloseMinutes * 60_000;
    return startChange(
      deps,
      tx,
      order,
      {
        title,
        travelDate: body.date,
        departsAt: leaves,
        arrivesAt: null,
        product: snapshot,
        people: people.map((p) => {
          const l = price.lines.find((x) => x.passengerType === p.passengerType)!;
          return {
            id: p.id,
            priceFen: l.fareFen + l.developmentFundFen + l.fuelSurchargeFen,
            seat: null,
            productKey: `FLIGHT:${s.flightNo}:${body.date}`,
          };
        }),
        ...money,
        fareDiffFen: money.diffFen,
        refundFen: 0,
        refundFeeFen: 0,
        holdUntil: new Date(Math.min(now.getTime() + holdMs, salesClose)),
      },
      now,
    );
  });
  return {
    orderNo: body.orderNo,
    state: change.state === 'PENDING' ? 'PENDING' : 'DONE',
    payFen: change.payFen,
    refundFen: 0,
    expiresAt: change.state === 'PENDING' ? change.holdUntil.toISOString() : null,
  };
}
