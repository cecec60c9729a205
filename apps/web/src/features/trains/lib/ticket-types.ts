import {
  SEAT_CLASS_LABEL,
  TICKET_TYPE_LABEL,
  TICKET_TYPES,
  type SeatClass,
  type TicketType,
  type TrainPassengerInput,
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

/** A train passenger as the booking form holds it. */
export interface TrainDraft extends PassengerDraft {
  ticketType: TicketType;
}

/** 12306 sells at most 5 tickets an order. */
export const MAX_TRAIN_PASSENGERS = 5;
/**
 * 儿童票 for children aged 6 to under 14 on the travel date; under 6 they ride free with an adult
 * without a seat and need no ticket (《铁路旅客运输规程》 2023).
 */
export const CHILD_TICKET_MAX_AGE = 14;
export const FREE_CHILD_MAX_AGE = 6;
/** 学生票 are sold in the discounted classes only: EMU 二等座/无座, conventional 硬座/硬卧/无座. */
export const STUDENT_SEAT_CLASSES: readonly SeatClass[] = ['O', '1', '3', 'WZ'];

export function newTrainDraft(fill: Partial<TrainDraft> = {}): TrainDraft {
  return { ...newDraft(fill.idType ?? '1', fill), ticketType: fill.ticketType ?? '1' };
}

/** Ticket types as choices, with 学生票 closed in classes that do not sell it. */
export function ticketTypeOptions(seatClass: SeatClass) {
  return TICKET_TYPES.map((t) => ({
    value: t,
    label: TICKET_TYPE_LABEL[t],
    disabled: t === '3' && !STUDENT_SEAT_CLASSES.includes(seatClass),
  }));
}

/** What is wrong with the passenger's ticket type, or null. */
export function ticketTypeError(d: TrainDraft, travelDate: string, seatClass: SeatClass) {
  if (d.ticketType === '2') {
    const age = ageOnDate(d, travelDate);
    if (age !== null && age >= CHILD_TICKET_MAX_AGE) return '年满14周岁的乘客请购买成人票';
    if (age !== null && age < FREE_CHILD_MAX_AGE)
      return '未满6周岁的儿童可随同成人免费乘车（不占席位），无需购票';
  }
  if (d.ticketType === '3' && !STUDENT_SEAT_CLASSES.includes(seatClass)) {
    return `学生票仅限动车组二等座或普速列车硬座、硬卧，${SEAT_CLASS_LABEL[seatClass]}请购买成人票`;
  }
  return null;
}

/** A hint under the ticket type about a child's options, or null. */
export function ticketTypeHint(d: TrainDraft, travelDate: string): string | null {
  const age = ageOnDate(d, travelDate);
  if (age === null || age >= CHILD_TICKET_MAX_AGE) return null;
  if (age < FREE_CHILD_MAX_AGE)
    return '未满6周岁的儿童可随同成人免费乘车（不占席位），无需购票；需要席位请购买成人票';
  return d.ticketType === '1' ? '该乘客未满14周岁，可购买儿童票' : null;
}

/** Every error of one passenger (document fields and ticket type). */
export function trainDraftErrors(d: TrainDraft, travelDate: string, seatClass: SeatClass) {
  return compactErrors({
    ...documentErrors(d),
    ticketType: ticketTypeError(d, travelDate, seatClass) ?? undefined,
  }) as FieldErrors;
}

/** A rule of the whole list broken, or null: the same person twice, children alone. */
export function trainListError(drafts: TrainDraft[]): string | null {
  const duplicate = duplicatePassengerError(drafts);
  if (duplicate) return duplicate;
  if (drafts.some((d) => d.ticketType === '2') && drafts.every((d) => d.ticketType === '2'))
    return '儿童须由成年人陪同乘车，请至少添加一位成人';
  return null;
}

/** The order body's passenger. */
export function toTrainPassenger(d: TrainDraft): TrainPassengerInput {
  const birthDate = birthDateOf(d);
  return {
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ticketType: d.ticketType,
    ...(birthDate ? { birthDate } : {}),
  };
}
