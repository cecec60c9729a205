import {
  SEAT_CLASS_LABEL,
  TICKET_TYPE_LABEL,
  TICKET_TYPES,
  type SeatClass,
  type TicketType,
  type TrainBookingRules,
  type TrainPassengerInput,
} from '@lvxing/shared';
import { bookingRulesNow } from '@/components/booking-rules';
import {
  ageOnDate,
  newTicketDraft,
  ticketDraftErrors,
  ticketListError,
  ticketPassengerInput,
  type PassengerDraft,
} from '@/components/booking/passenger-draft';

/** A train passenger as the booking form holds it. */
export interface TrainDraft extends PassengerDraft {
  ticketType: TicketType;
}

/**
 * The rules these checks apply are the server's (POST /api/train/rules: 儿童票 ages, 学生票 seat
 * classes); the forms pass the served ones, and a call without them takes those known so far.
 */
const known = () => bookingRulesNow('train');

/** Seat classes that sell 学生票 in any train (EMU 二等座/无座, conventional 硬座/硬卧/无座). */
function studentClasses(rules: TrainBookingRules): readonly SeatClass[] {
  return [...rules.studentSeatClasses.emu, ...rules.studentSeatClasses.conventional];
}

export function newTrainDraft(fill: Partial<TrainDraft> = {}): TrainDraft {
  return newTicketDraft(fill, '1');
}

/** Ticket types as choices, with 学生票 closed in classes that do not sell it. */
export function ticketTypeOptions(seatClass: SeatClass, rules = known()) {
  return TICKET_TYPES.map((t) => ({
    value: t,
    label: TICKET_TYPE_LABEL[t],
    disabled: t === '3' && !studentClasses(rules).includes(seatClass),
  }));
}

/** What is wrong with the passenger's ticket type, or null. */
export function ticketTypeError(
  d: TrainDraft,
  travelDate: string,
  seatClass: SeatClass,
  rules = known(),
) {
  const { freeUnderAge, childUnderAge } = rules.childTickets;
  if (d.ticketType === '2') {
    const age = ageOnDate(d, travelDate);
    if (age !== null && age >= childUnderAge) return `年满${childUnderAge}周岁的乘客请购买成人票`;
    if (age !== null && age < freeUnderAge)
      return `未满${freeUnderAge}周岁的儿童可随同成人免费乘车（不占席位），无需购票`;
  }
  if (d.ticketType === '3' && !studentClasses(rules).includes(seatClass)) {
    return `学生票仅限动车组二等座或普速列车硬座、硬卧，${SEAT_CLASS_LABEL[seatClass]}请购买成人票`;
  }
  return null;
}

/** A hint under the ticket type about a child's options, or null. */
export function ticketTypeHint(d: TrainDraft, travelDate: string, rules = known()): string | null {
  const { freeUnderAge, childUnderAge } = rules.childTickets;
  const age = ageOnDate(d, travelDate);
  if (age === null || age >= childUnderAge) return null;
  if (age < freeUnderAge)
    return `未满${freeUnderAge}周岁的儿童可随同成人免费乘车（不占席位），无需购票；需要席位请购买成人票`;
  return d.ticketType === '1' ? `该乘客未满${childUnderAge}周岁，可购买儿童票` : null;
}

/** Every error of one passenger (document fields and ticket type). */
export function trainDraftErrors(
  d: TrainDraft,
  travelDate: string,
  seatClass: SeatClass,
  rules = known(),
) {
  return ticketDraftErrors(d, ticketTypeError(d, travelDate, seatClass, rules));
}

/** A rule of the whole list broken, or null: the same person twice, children alone. */
export function trainListError(drafts: TrainDraft[]): string | null {
  return ticketListError(
    drafts,
    (d) => d.ticketType === '2',
    '儿童须由成年人陪同乘车，请至少添加一位成人',
  );
}

/** The order body's passenger. */
export const toTrainPassenger = (d: TrainDraft): TrainPassengerInput => ticketPassengerInput(d);
