import { BUS_TICKET_TYPE_LABEL, type BusTicketType } from '@lvxing/shared';
import { departureOf, snapshotOf, type OrderRow, type ProductHandler } from '../orders/product';
import { ladderFee, type FeeRounding } from '../orders/refund-ladder';
import { randomTicketNo } from '../orders/ticket-numbers';
import { TICKET_WORDS, ticketFulfilment, ticketPeople } from '../orders/ticketing';
import type { BusOrderDetail } from './bus-booking.service';
import { releaseBusSeats } from './bus-inventory.repository';

/**
 * A bus e-ticket number (this site's own format): the 6-digit departure station code followed by
 * 10 random digits, 16 digits in all, e.g. 3201013849205716.
 */
export function newBusTicketNo(depStationCode: string): string {
  return randomTicketNo({ prefix: depStationCode, digits: 10 });
}

/**
 * Bus refund fees are rounded half up to the fen, with no minimum: the rule sold with the ticket
 * ("开车前2小时以上收取票价10%，2小时以内收取20%", domain notes, seeded as `bus.refund_ladder` in
 * bus-rules.ts) is a plain percentage of the fare with no rounding or minimum of its own.
 */
export const BUS_REFUND_ROUNDING: FeeRounding = { unitFen: 1 };

/**
 * Refund fee of a whole bus order at `now`, in fen: the ladder sold with the ticket (domain
 * notes: 10 % of the fare 2 hours or more before departure, 20 % within 2 hours), on the order
 * total. Fares are multiples of ¥0.5, so 10 % and 20 % are whole fen.
 * @returns null when the departure is not refundable or has left.
 */
export function busRefundFee(order: OrderRow, now: Date): number | null {
  const d = snapshotOf<BusOrderDetail>(order).detail;
  const msBefore = departureOf(order).getTime() - now.getTime();
  if (!d.refundable || msBefore <= 0 || d.refundRules.length === 0) return null;
  return ladderFee(d.refundRules, msBefore / 3_600_000, order.totalFen, BUS_REFUND_ROUNDING);
}

/** The bus kind of the order core: numbered seats, e-tickets and the dated refund ladder. */
export const busProduct: ProductHandler = {
  kind: 'BUS',
  people: ticketPeople('乘车人'),
  fulfilment: ticketFulfilment(async (_tx, order, passengers) => {
    const d = snapshotOf<BusOrderDetail>(order).detail;
    return new Map(
      passengers.map((p) => [p.id, { ticketNo: newBusTicketNo(d.depStationCode), seat: p.seat }]),
    );
  }),
  ...TICKET_WORDS,
  async release(tx, order) {
    const d = snapshotOf<BusOrderDetail>(order).detail;
    await releaseBusSeats(tx, { scheduleId: d.scheduleId, date: d.date }, d.seats);
  },
  refundFee: busRefundFee,
  personLabel(p) {
    return BUS_TICKET_TYPE_LABEL[(p.ticketType ?? 'FULL') as BusTicketType] ?? p.ticketType ?? '';
  },
};
