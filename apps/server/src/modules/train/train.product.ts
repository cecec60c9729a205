import { TICKET_TYPE_LABEL, type TicketType } from '@lvxing/shared';
import type { ProductHandler } from '../orders/product';
import { departureOf, snapshotOf } from '../orders/product';
import { ladderFee, type FeeRounding } from '../orders/refund-ladder';
import { randomTicketNo } from '../orders/ticket-numbers';
import { TICKET_WORDS, ticketFulfilment, ticketPeople } from '../orders/ticketing';
import { getTrainCatalog } from './catalog/catalog';
import { seatsOfClass } from './catalog/consists';
import { releaseSeats } from './train-inventory.service';
import type { TrainOrderDetail } from './train-order-snapshot';

/** The 12306-style order code printed on tickets: E + 9 digits. */
export function newTrainOrderCode(): string {
  return randomTicketNo({ prefix: 'E', digits: 9 });
}

/**
 * A passenger's ticket number: the order code (E + 9 digits), the passenger's number in the
 * order, the car (2 digits) and the seat (4 characters; berth levels 下/中/上 as 1/2/3), e.g.
 * `E1234567891` + `05` + `012F` for 05车12F. This site's own format after 12306's E-codes.
 */
export function ticketNumber(code: string, seq: number, car: number, seatNo: string): string {
  const seat = seatNo.replace('下', '1').replace('中', '2').replace('上', '3').padStart(4, '0');
  return `${code}${seq}${String(car).padStart(2, '0')}${seat}`;
}

/**
 * Train refund fees are rounded to ¥0.5, 50 fen (a tail under ¥0.25 dropped, ¥0.25 to under ¥0.75
 * counted as ¥0.5, ¥0.75 and more as ¥1; the same as `roundHalfYuan` for fares): 中国铁路总公司
 * 《关于调整铁路客运退票有关规定》 (2016-01-01), "退票费尾数以0.5元为单位". The ¥2 minimum of the same
 * rule is dated data (`train.refundFee` in train-rules.ts) kept on the order, so it is added per
 * order: `{ ...TRAIN_REFUND_ROUNDING, minimumFen: refund.minimumFen }`.
 */
export const TRAIN_REFUND_ROUNDING: FeeRounding = { unitFen: 50 };

/**
 * Refund fee of a ticket at `hoursBefore` departure: the ladder's percentage of the fare, tail
 * rounded to ¥0.5 (12306), at least `minimumFen` when a fee is due, never above the fare.
 */
export function ticketRefundFee(
  refund: TrainOrderDetail['refund'],
  hoursBefore: number,
  fareFen: number,
): number {
  const rounding = { ...TRAIN_REFUND_ROUNDING, minimumFen: refund.minimumFen };
  return Math.min(ladderFee(refund.steps, hoursBefore, fareFen, rounding), fareFen);
}

/** The train kind of the order core: seat segments, ticket numbers and the 12306 refund ladder. */
export const trainProduct: ProductHandler = {
  kind: 'TRAIN',
  people: ticketPeople('乘车人'),
  fulfilment: ticketFulfilment(async (_tx, order, passengers) => {
    const d = snapshotOf<TrainOrderDetail>(order).detail;
    const code = newTrainOrderCode();
    return new Map(
      passengers.map((p) => {
        const seat = d.seats[p.seq - 1];
        const ticketNo = ticketNumber(code, p.seq, seat?.car ?? 0, seat?.seatNo ?? '');
        return [p.id, { ticketNo, seat: p.seat ?? seat?.label ?? null }];
      }),
    );
  }),
  ...TICKET_WORDS,
  async release(tx, order) {
    const d = snapshotOf<TrainOrderDetail>(order).detail;
    const train = getTrainCatalog().trains.get(d.trainCode);
    if (!train) throw new Error(`train ${d.trainCode} of order ${order.orderNo} is gone`);
    await releaseSeats(
      tx,
      { trainCode: d.trainCode, runDate: d.runDate, seatClass: d.seatClass },
      seatsOfClass(train.consist, d.seatClass),
      { from: d.from, to: d.to, seats: d.seats },
    );
  },
  // 12306 (`train.change`): one change per ticket, none after departure; the options call gives
  // the reasons of the dated rule in force
  canChange(order, changesDone, now) {
    return changesDone === 0 && departureOf(order) > now;
  },
  personLabel(p) {
    return TICKET_TYPE_LABEL[(p.ticketType ?? '1') as TicketType] ?? '成人票';
  },
  refundFee(order, now) {
    const d = snapshotOf<TrainOrderDetail>(order).detail;
    if (departureOf(order).getTime() <= now.getTime()) return null;
    // a changed ticket: the hours before the original train (the site's terms)
    const from = d.firstDepartsAt ? new Date(d.firstDepartsAt) : departureOf(order);
    const hours = (from.getTime() - now.getTime()) / 3_600_000;
    return d.fares.reduce((sum, fare) => sum + ticketRefundFee(d.refund, hours, fare), 0);
  },
};
