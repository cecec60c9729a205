import { PASSENGER_TYPE_LABEL, type PassengerType } from '@lvxing/shared';
import type { ProductHandler } from '../orders/product';
import { departureOf, snapshotOf } from '../orders/product';
import { ladderFee, type FeeRounding } from '../orders/refund-ladder';
import { randomTicketNo } from '../orders/ticket-numbers';
import { TICKET_WORDS, ticketFulfilment, ticketPeople } from '../orders/ticketing';
import type { FlightOrderDetail } from './flight-booking.service';
import { releaseSeats } from './flight-inventory.repository';
import { FLIGHT_SALES_CLOSE_MINUTES } from './flight-rules';

/**
 * IATA accounting prefixes (3-digit airline codes) of the main Chinese carriers, the first part of
 * a 13-digit e-ticket number. Other airlines get a stable prefix derived from their code.
 */
const TICKET_PREFIX: Record<string, string> = {
  CA: '999',
  MU: '781',
  CZ: '784',
  HU: '880',
  '3U': '876',
  MF: '731',
  ZH: '479',
  FM: '774',
  '9C': '089',
  KN: '822',
  HO: '018',
  SC: '324',
  JD: '898',
  GS: '826',
  '8L': '859',
  G5: '987',
  EU: '811',
  TV: '088',
  PN: '847',
  NS: '836',
  CX: '160',
  NX: '675',
  BR: '695',
  CI: '297',
};

function prefixOf(airline: string): string {
  const known = TICKET_PREFIX[airline];
  if (known) return known;
  const n = [...airline].reduce((s, c) => s * 31 + c.charCodeAt(0), 7) % 900;
  return String(100 + n);
}

/** A 13-digit e-ticket number: 3-digit airline prefix + 10 random digits. */
export function newTicketNo(airline: string): string {
  return randomTicketNo({ prefix: prefixOf(airline), digits: 10 });
}

/**
 * Flight refund fees (the vendor's ladder on the fare basis) are rounded half up to whole yuan,
 * 100 fen, with no minimum: Chinese airlines' practice under CAAC rules (退票费 charged in whole
 * yuan), as summarised in the project's domain notes.
 */
export const FLIGHT_REFUND_ROUNDING: FeeRounding = { unitFen: 100 };

/** The flight kind of the order core: seats, e-tickets and the vendor's refund ladder. */
export const flightProduct: ProductHandler = {
  kind: 'FLIGHT',
  people: ticketPeople('乘机人'),
  fulfilment: ticketFulfilment(async (_tx, order, passengers) => {
    const d = snapshotOf<FlightOrderDetail>(order).detail;
    return new Map(passengers.map((p) => [p.id, { ticketNo: newTicketNo(d.airline), seat: null }]));
  }),
  ...TICKET_WORDS,
  async release(tx, order) {
    const d = snapshotOf<FlightOrderDetail>(order).detail;
    await releaseSeats(tx, { flightNo: d.flightNo, date: d.date, cabin: d.cabin }, d.seats);
  },
  // changes close with sales, 60 minutes before departure; the airlines allow more than one
  canChange(order, _changesDone, now) {
    return departureOf(order).getTime() - now.getTime() > FLIGHT_SALES_CLOSE_MINUTES * 60_000;
  },
  personLabel(p) {
    return PASSENGER_TYPE_LABEL[p.passengerType as PassengerType] ?? p.passengerType;
  },
  refundFee(order, now) {
    const snap = snapshotOf<FlightOrderDetail>(order);
    const hours = (departureOf(order).getTime() - now.getTime()) / 3_600_000;
    return ladderFee(
      snap.vendor?.refundRules ?? [],
      hours < 0 ? -1 : hours,
      snap.detail.fareBasisFen,
      FLIGHT_REFUND_ROUNDING,
    );
  },
};
