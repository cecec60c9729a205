import type { z } from 'zod';
import { ErrorCode, type ChangeSubmitResult, type trainChangeSubmitBody } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { changeFacts, lockOrderForChange, startChange } from '../orders/order-change.service';
import { shanghaiDate } from '../orders/order-numbers';
import { lockAndFindChangeClashes } from '../orders/order-people.service';
import { departureOf } from '../orders/product';
import { getTrainCatalog } from './catalog/catalog';
import { seatLabel, seatsOfClass } from './catalog/consists';
import type { TrainDeps } from './train.deps';
import { payDeadline } from './train-booking.service';
import { faresOf, refusalOf, trainOf } from './train-change.service';
import { trainChangeMoney } from './train-change-rules';
import { holdSeats } from './train-inventory.service';
import { journeyTimes, resolveJourney } from './train-journey';
import { trainSnapshot } from './train-order-snapshot';
import { trainRulesOn } from './train-rules';

/**
 * Changes a ticketed train order (12306 改签, or 变更到站 to another arrival station) to a train
 * from the ticket's boarding station, all its tickets together, in one transaction: locks the
 * order, checks the 12306 rule `train.change` (once per ticket; within 48 h by 24:00 of the ticket
 * date; not after departure), the new train's sale window and sales close and that no person
 * travels on another overlapping journey (12306, the order's own left out), holds the new seats
 * on every segment of the new journey (the old stay held), prices every ticket by its new seat and
 * ticket type, and starts the change: with a dearer fare the order waits 改签中 for its 改签 line
 * (seats held until the booking's payment hold), otherwise it is swapped in at once (old seats
 * released, new tickets issued, a cheaper fare's difference refunded less the ladder fee on it).
 * @throws AppError 15001, 15003 (not allowed, with the reason), 15004 (changed already), 17002
 *   (no such train or stops), 17003 (not enough seats), 17005 (a person's other journey overlaps)
 */
export async function submitTrainChange(
  deps: TrainDeps & OrderDeps,
  memberId: string,
  body: z.output<typeof trainChangeSubmitBody>,
): Promise<ChangeSubmitResult> {
  const now = deps.now();
  const rules = await trainRulesOn(deps.db, shanghaiDate(now));
  const change = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForChange(deps, tx, memberId, body.orderNo);
    const { d, fromStation } = trainOf(order);
    const { people, changesDone } = await changeFacts(tx, order.id);
    if (changesDone >= rules.change.perTicket) throw new AppError(ErrorCode.CHANGE_ALREADY_USED);
    const j = resolveJourney(getTrainCatalog(), {
      trainCode: body.trainCode,
      from: fromStation.telecode,
      to: body.toStation,
      seatClass: body.seatClass,
    });
    const t = journeyTimes(j, body.date);
    if (
      j.train.code === d.trainCode &&
      body.date === d.date &&
      j.to === d.to &&
      body.seatClass === d.seatClass
    ) {
      throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '新车次与原车票相同');
    }
    const why = refusalOf(deps, rules, order, changesDone, body.date, t.departsAt);
    if (why) throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, why);
    // 12306: one person, one journey at a time (the ticket's own journey given up)
    const [clash] = await lockAndFindChangeClashes(tx, order, people, t.departsAt, t.arrivesAt);
    if (clash) {
      throw new AppError(
        ErrorCode.TRAIN_JOURNEY_CONFLICT,
        `乘客${clash.name}已购买${clash.title}，与本次行程时间冲突`,
      );
    }
    faresOf(j, body.seatClass, people, rules); // a ticket type the class does not sell: refused before the hold
    const key = { trainCode: j.train.code, runDate: t.runDate, seatClass: body.seatClass };
    const seats = await holdSeats(tx, key, seatsOfClass(j.train.consist, body.seatClass), {
      from: j.from,
      to: j.to,
      n: people.length,
    });
    if (!seats) throw new AppError(ErrorCode.TRAIN_SEATS_SOLD_OUT);
    const fares = faresOf(
      j,
      body.seatClass,
      people,
      rules,
      seats.map((s) => s.position ?? ''),
    );
    const hours = (departureOf(order).getTime() - now.getTime()) / 3_600_000;
    const money = trainChangeMoney(d, fares, hours, rules.change);
    const seated = people.map((p, i) => ({
      name: p.name,
      ticketType: (p.ticketType ?? '1') as '1',
      seat: seats[i]!,
      priceFen: fares[i]!,
    }));
    const product = trainSnapshot(j, body.date, t, body.seatClass, seated, rules);
    product.detail.firstDepartsAt = d.firstDepartsAt ?? departureOf(order).toISOString();
    const dep = j.train.stops[j.from]!;
    const arr = j.train.stops[j.to]!;
    return startChange(
      deps,
      tx,
      order,
      {
        title: `${dep.name}→${arr.name} ${j.train.code}`,
        travelDate: body.date,
        departsAt: t.departsAt,
        arrivesAt: t.arrivesAt,
        product,
        people: people.map((p, i) => ({
          id: p.id,
          priceFen: fares[i]!,
          seat: seatLabel(seats[i]!.car, seats[i]!.seatNo, body.seatClass),
          productKey: `TRAIN:${j.train.code}:${t.runDate}:${dep.telecode}-${arr.telecode}`,
        })),
        changeFeeFen: money.changeFeeFen,
        fareDiffFen: money.diffFen,
        payFen: money.payFen,
        refundFen: money.refundFen,
        refundFeeFen: money.refundFeeFen,
        holdUntil: payDeadline(rules, t.departsAt, now),
      },
      now,
    );
  });
  return {
    orderNo: body.orderNo,
    state: change.state === 'PENDING' ? 'PENDING' : 'DONE',
    payFen: change.payFen,
    refundFen: change.refundFen,
    expiresAt: change.state === 'PENDING' ? change.holdUntil.toISOString() : null,
  };
}
