import { BUS_TICKET_TYPE_LABEL, ageOn, type BusTicketType } from '@lvxing/shared';
import {
  documentChecker,
  passengerFail as fail,
  type DocumentInput,
} from '../../lib/passenger-documents';
import type { BusChildTickets } from './bus-rules';

export interface CheckedBusPassenger {
  name: string;
  idType: string;
  idNo: string;
  /** From the resident ID, or as given for other documents; null when unknown (full tickets). */
  birthDate: string | null;
  ticketType: BusTicketType;
}

/**
 * Checks the passengers of a bus booking against the child-ticket rule in force (domain notes:
 * under 6 ride free without a seat, 6–14 half price): ID number per type (GB 11643 check digit
 * for resident IDs), no ID twice, age on the travel date from the resident ID's birth date (or
 * `birthDate` for other documents, required for a half ticket), a half ticket only for a child in
 * the half-ticket ages, no ticket for a child under the free age, and at least one full ticket in
 * an order with half tickets. @throws AppError 14005 with the reason.
 */
export function checkBusPassengers(
  input: readonly (DocumentInput & { ticketType: BusTicketType })[],
  travelDate: string,
  rule: BusChildTickets,
): CheckedBusPassenger[] {
  const checkDocument = documentChecker(travelDate, { duplicateKey: 'number' });
  const out = input.map((p, i) => {
    const { who, name, idType, idNo, birthDate } = checkDocument(p, i);
    const age = birthDate ? ageOn(birthDate, travelDate) : null;
    if (age !== null && age < rule.freeUnderAge) {
      fail(`${who}：未满${rule.freeUnderAge}周岁的儿童免票乘车（不单独占座），无需购票`);
    }
    if (p.ticketType === 'HALF') {
      if (age === null) fail(`${who}：购买${BUS_TICKET_TYPE_LABEL.HALF}请填写出生日期`);
      if (age > rule.halfMaxAge) {
        fail(
          `${who}：${BUS_TICKET_TYPE_LABEL.HALF}仅限${rule.freeUnderAge}至${rule.halfMaxAge}周岁儿童，请购买${BUS_TICKET_TYPE_LABEL.FULL}`,
        );
      }
    }
    return { name, idType, idNo, birthDate, ticketType: p.ticketType };
  });
  if (out.some((p) => p.ticketType === 'HALF') && !out.some((p) => p.ticketType === 'FULL')) {
    fail(
      `购买${BUS_TICKET_TYPE_LABEL.HALF}的儿童须由购买${BUS_TICKET_TYPE_LABEL.FULL}的成人陪同，请添加${BUS_TICKET_TYPE_LABEL.FULL}乘客`,
    );
  }
  return out;
}
