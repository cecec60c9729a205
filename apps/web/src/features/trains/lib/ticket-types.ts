import {
  inMonthDayPeriods,
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
 * classes and periods); the forms pass the served ones, and a call without them takes those known
 * so far. The server checks the rest of 学生票 (the 优惠区间 of the journey, 4 single trips a
 * school year) and refuses with what is missing (14005).
 */
const known = () => bookingRulesNow('train');

/** Seat classes that sell 学生票 in any train (EMU 二等座/无座, conventional 硬座/硬卧/无座). */
function studentClasses(rules: TrainBookingRules): readonly SeatClass[] {
  return [...rules.studentSeatClasses.emu, ...rules.studentSeatClasses.conventional];
}

export function newTrainDraft(fill: Partial<TrainDraft> = {}): TrainDraft {
  return newTicketDraft(fill, '1');
}

/** `12-01` as 12月1日. */
const monthDayText = (md: string) => `${Number(md.slice(0, 2))}月${Number(md.slice(3))}日`;

/** The periods 学生票 are sold in: 12月1日至3月31日、6月1日至9月30日. */
export function studentPeriodsText(rules = known()): string {
  return rules.studentTickets.periods
    .map((p) => `${monthDayText(p.from)}至${monthDayText(p.to)}`)
    .join('、');
}

/**
 * Why the passenger may not have a 学生票 on this journey, or null: the seat class must sell it,
 * the travel day lie in a 学生票 period, and the passenger be a saved passenger (常用旅客) whose
 * student profile is approved (12306 学生资质核验).
 */
export function studentTicketProblem(
  d: TrainDraft,
  travelDate: string,
  seatClass: SeatClass,
  rules = known(),
): string | null {
  if (!studentClasses(rules).includes(seatClass)) {
    return `学生票仅限动车组二等座或普速列车硬座、硬卧，${SEAT_CLASS_LABEL[seatClass]}请购买成人票`;
  }
  if (!inMonthDayPeriods(travelDate, rules.studentTickets.periods)) {
    return `学生票仅在优惠期内发售：${studentPeriodsText(rules)}`;
  }
  if (!d.saved) return '学生票须选择已通过学生资质核验的常用旅客';
  const student = d.saved.student;
  if (!student) return '该旅客未登记学生资质，可在常用旅客中补充后购买学生票';
  if (student.state === 'PENDING') return '该旅客的学生资质待核验，核验通过后可购买学生票';
  if (student.state === 'REJECTED') {
    const why = student.reason ? `（${student.reason}）` : '';
    return `该旅客的学生资质未通过核验${why}，不能购买学生票`;
  }
  return null;
}

/** Why the passenger may not have a 残疾军人票, or null: a saved passenger with a certificate. */
export function disabledSoldierTicketProblem(d: TrainDraft): string | null {
  return d.saved?.disabledSoldier ? null : '残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证';
}

/**
 * The ticket types the passenger may choose on this journey: 学生票 and 残军票 closed (with the
 * reason in {@link ticketTypeHints}) unless the passenger has earned them.
 */
export function ticketTypeOptions(
  d: TrainDraft,
  travelDate: string,
  seatClass: SeatClass,
  rules = known(),
) {
  const closed: Partial<Record<TicketType, boolean>> = {
    '3': studentTicketProblem(d, travelDate, seatClass, rules) !== null,
    '4': disabledSoldierTicketProblem(d) !== null,
  };
  return TICKET_TYPES.map((t) => ({
    value: t,
    label: TICKET_TYPE_LABEL[t],
    disabled: !!closed[t],
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
  if (d.ticketType === '3') return studentTicketProblem(d, travelDate, seatClass, rules);
  if (d.ticketType === '4') return disabledSoldierTicketProblem(d);
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

/**
 * The notes under a passenger's ticket type: why 学生票 and 残军票 are closed to the passenger,
 * or the 优惠区间 an approved student's tickets are good for.
 */
export function discountTicketNotes(
  d: TrainDraft,
  travelDate: string,
  seatClass: SeatClass,
  rules = known(),
): string[] {
  const student = studentTicketProblem(d, travelDate, seatClass, rules);
  const profile = d.saved?.student;
  const interval = profile && `学生票限优惠区间乘车：${profile.homeCity} ⇄ ${profile.schoolCity}`;
  return [student ?? interval, disabledSoldierTicketProblem(d)].filter((n): n is string => !!n);
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
