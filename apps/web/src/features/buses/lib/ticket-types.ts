import {
  BUS_TICKET_TYPE_LABEL,
  BUS_TICKET_TYPES,
  type BusPassengerInput,
  type BusSchedule,
  type BusTicketType,
} from '@lvxing/shared';
import {
  ageOnDate,
  birthDateOf,
  compactErrors,
  documentErrors,
  duplicatePassengerError,
  newDraft,
  type FieldErrors,
  type PassengerDraft,
} from '@/components/booking/passenger-draft';

/** A coach passenger as the booking form holds it. */
export interface BusDraft extends PassengerDraft {
  ticketType: BusTicketType;
}

/** At most 5 tickets an order (the order contract). */
export const MAX_BUS_PASSENGERS = 5;
/**
 * 半票 for children aged 6 to 14 inclusive on the travel date; under 6 they ride free without a
 * seat and get no ticket (the bus server's dated rule `bus.child_tickets`: 6 and 14).
 */
export const HALF_TICKET_MAX_AGE = 14;
export const FREE_CHILD_MAX_AGE = 6;

export function newBusDraft(fill: Partial<BusDraft> = {}): BusDraft {
  return { ...newDraft(fill.idType ?? '1', fill), ticketType: fill.ticketType ?? 'FULL' };
}

export const busTicketTypeOptions = BUS_TICKET_TYPES.map((t) => ({
  value: t,
  label: BUS_TICKET_TYPE_LABEL[t],
}));

/** What is wrong with the passenger's ticket type, or null. */
export function busTicketTypeError(d: BusDraft, date: string): string | null {
  const age = ageOnDate(d, date);
  if (age !== null && age < FREE_CHILD_MAX_AGE)
    return '未满6周岁的儿童免票乘车（不单独占座），无需购票';
  if (d.ticketType === 'HALF' && age !== null && age > HALF_TICKET_MAX_AGE)
    return '半票仅限6至14周岁儿童，该乘客请购买全票';
  return null;
}

/** A hint about a child's options, or null. */
export function busTicketTypeHint(d: BusDraft, date: string): string | null {
  const age = ageOnDate(d, date);
  if (age === null || age < FREE_CHILD_MAX_AGE || age > HALF_TICKET_MAX_AGE) return null;
  return d.ticketType === 'FULL' ? '该乘客可购买半票（6至14周岁儿童）' : null;
}

export function busDraftErrors(d: BusDraft, date: string): FieldErrors {
  return compactErrors({
    ...documentErrors(d),
    ticketType: busTicketTypeError(d, date) ?? undefined,
  });
}

/** A rule of the whole list broken, or null: the same person twice, children alone. */
export function busListError(drafts: BusDraft[]): string | null {
  const duplicate = duplicatePassengerError(drafts);
  if (duplicate) return duplicate;
  if (drafts.every((d) => d.ticketType === 'HALF'))
    return '儿童须由成人陪同乘车，请至少添加一位全票乘客';
  return null;
}

/** Price lines and total of the passengers on a departure (full and half fares). */
export function busPrice(
  s: Pick<BusSchedule, 'fullPriceFen' | 'halfPriceFen'>,
  drafts: BusDraft[],
) {
  const full = drafts.filter((d) => d.ticketType === 'FULL').length;
  const half = drafts.length - full;
  const lines = [
    { key: 'FULL', label: '全票', unitFen: s.fullPriceFen, count: full },
    { key: 'HALF', label: '半票', unitFen: s.halfPriceFen, count: half },
  ].filter((l) => l.count > 0);
  return { lines, totalFen: full * s.fullPriceFen + half * s.halfPriceFen };
}

export function toBusPassenger(d: BusDraft): BusPassengerInput {
  const birthDate = birthDateOf(d);
  return {
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ticketType: d.ticketType,
    ...(birthDate ? { birthDate } : {}),
  };
}
