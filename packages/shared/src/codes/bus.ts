// Codes and labels of the bus contract without zod (schemas/bus.ts re-exports them), so
// screens that only show them do not load zod.

/**
 * Bus ticket types (domain notes): the full fare (全票), worded 成人票, and the half fare (半票) for
 * children 6–14 (or 1.2–1.5 m), worded 儿童票 as every kind's child ticket is.
 */
export const BUS_TICKET_TYPES = ['FULL', 'HALF'] as const;

export type BusTicketType = (typeof BUS_TICKET_TYPES)[number];

export const BUS_TICKET_TYPE_LABEL: Record<BusTicketType, string> = {
  FULL: '成人票',
  HALF: '儿童票',
};
