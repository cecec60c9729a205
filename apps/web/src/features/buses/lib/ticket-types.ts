import {
  BUS_TICKET_TYPE_LABEL,
  type BusPassengerInput,
  type BusSchedule,
  type BusBookingRules,
  type BusTicketType,
} from '@lvxing/shared';
import { bookingRulesNow } from '@/components/booking-rules';
import {
  ageOnDate,
  newTicketDraft,
  ticketDraftErrors,
  ticketListError,
  ticketPassengerInput,
  type FieldErrors,
  type PassengerDraft,
} from '@/components/booking/passenger-draft';

/** A coach passenger as the booking form holds it. */
export interface BusDraft extends PassengerDraft {
  ticketType: BusTicketType;
}

/**
 * The rules these checks apply are the server's (POST /api/bus/rules: the dated rule
 * `bus.child_tickets`); the forms pass the served ones, a call without them takes those known.
 */
const known = (): BusBookingRules => bookingRulesNow('bus');

export function newBusDraft(fill: Partial<BusDraft> = {}): BusDraft {
  return newTicketDraft(fill, 'FULL');
}

/** What is wrong with the passenger's ticket type, or null. */
export function busTicketTypeError(d: BusDraft, date: string, rules = known()): string | null {
  const { freeUnderAge, halfMaxAge } = rules.childTickets;
  const age = ageOnDate(d, date);
  if (age !== null && age < freeUnderAge)
    return `未满${freeUnderAge}周岁的儿童免票乘车（不单独占座），无需购票`;
  if (d.ticketType === 'HALF' && age !== null && age > halfMaxAge)
    return `儿童票仅限${freeUnderAge}至${halfMaxAge}周岁儿童，该乘客请购买成人票`;
  return null;
}

/** A hint about a child's options, or null. */
export function busTicketTypeHint(d: BusDraft, date: string, rules = known()): string | null {
  const { freeUnderAge, halfMaxAge } = rules.childTickets;
  const age = ageOnDate(d, date);
  if (age === null || age < freeUnderAge || age > halfMaxAge) return null;
  return d.ticketType === 'FULL'
    ? `该乘客可购买儿童票（${freeUnderAge}至${halfMaxAge}周岁儿童，半价）`
    : null;
}

export function busDraftErrors(d: BusDraft, date: string, rules = known()): FieldErrors {
  return ticketDraftErrors(d, busTicketTypeError(d, date, rules));
}

/** A rule of the whole list broken, or null: the same person twice, children alone. */
export function busListError(drafts: BusDraft[]): string | null {
  return ticketListError(
    drafts,
    (d) => d.ticketType === 'HALF',
    '儿童须由成人陪同乘车，请至少添加一位成人票乘客',
  );
}

/** Price lines and total of the passengers on a departure (full and half fares). */
export function busPrice(
  s: Pick<BusSchedule, 'fullPriceFen' | 'halfPriceFen'>,
  drafts: BusDraft[],
) {
  const full = drafts.filter((d) => d.ticketType === 'FULL').length;
  const half = drafts.length - full;
  const lines = [
    { key: 'FULL', label: BUS_TICKET_TYPE_LABEL.FULL, unitFen: s.fullPriceFen, count: full },
    { key: 'HALF', label: BUS_TICKET_TYPE_LABEL.HALF, unitFen: s.halfPriceFen, count: half },
  ].filter((l) => l.count > 0);
  return { lines, totalFen: full * s.fullPriceFen + half * s.halfPriceFen };
}

/** The order body's passenger. */
export const toBusPassenger = (d: BusDraft): BusPassengerInput => ticketPassengerInput(d);
