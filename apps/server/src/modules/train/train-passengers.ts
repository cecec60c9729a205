import { ageOn, type PassengerType, type SeatClass, type TicketType } from '@lvxing/shared';
import {
  documentChecker,
  passengerFail as fail,
  type DocumentInput,
} from '../../lib/passenger-documents';
import { ticketTypeShare } from './catalog/fares';
import type { Train } from './catalog/types';
import type { TrainRules } from './train-rules';

/** A passenger who passed the rules, with the share of the adult fare the ticket pays. */
export interface CheckedTrainPassenger {
  name: string;
  idType: string;
  idNo: string;
  birthDate: string | null;
  ticketType: TicketType;
  passengerType: PassengerType;
  share: number;
}

/**
 * Checks the passengers of a train booking against the 12306 rules (《铁路旅客运输规程》
 * 2023-01-01 and 12306 购票须知):
 * - ID number valid for its type (GB 11643-1999 check character for resident IDs), no document
 *   twice in one order;
 * - 儿童票 for children aged `child.freeUnderAge` (6) to under `child.childUnderAge` (14) on the
 *   travel date (birth date from the ID card or given; the dated rule `train.childTickets`);
 *   younger children travel free with an adult, without a seat, and need no ticket; older ones
 *   buy 成人票; a child ticket needs a passenger with another ticket type in the order;
 * - 学生票 only in the seat classes of the rule `train.studentTickets` (as seeded 二等座 and 无座
 *   of EMU trains, 硬座, 硬卧 and 无座 of conventional trains; see fares.ts). Who may buy one, and
 *   a 残疾军人票, is checked after this (train-discounts.service.ts).
 * Saved passengers come here resolved to their documents (passengers/booking-people.service.ts).
 * @throws AppError 14005 naming the passenger and the reason
 */
export function checkTrainPassengers(
  input: readonly (DocumentInput & { ticketType: TicketType })[],
  travelDate: string,
  train: Train,
  seatClass: SeatClass,
  rules: Pick<TrainRules, 'childTickets' | 'studentTickets'>,
): CheckedTrainPassenger[] {
  const child = rules.childTickets;
  const checkDocument = documentChecker(travelDate, { duplicateKey: 'typeAndNumber' });
  const out = input.map((p, i) => {
    const { who, name, idType, idNo, birthDate } = checkDocument(p, i);
    if (p.ticketType === '2') {
      if (!birthDate) fail(`${who}：购买儿童票请填写出生日期`);
      const age = ageOn(birthDate, travelDate);
      if (age < child.freeUnderAge) {
        fail(
          `${who}：未满${child.freeUnderAge}周岁的儿童可随同成人免费乘车（不单独占用席位），无需购票`,
        );
      }
      if (age >= child.childUnderAge) fail(`${who}：年满${child.childUnderAge}周岁应购买成人票`);
    }
    const share = ticketTypeShare(
      p.ticketType,
      train.type,
      seatClass,
      rules.studentTickets.seatClasses,
    );
    if (typeof share === 'string') fail(`${who}：${share}`);
    return {
      name,
      idType,
      idNo,
      birthDate,
      ticketType: p.ticketType,
      passengerType: (p.ticketType === '2' ? 'CHD' : 'ADT') as PassengerType,
      share,
    };
  });
  if (out.some((p) => p.ticketType === '2') && out.every((p) => p.ticketType === '2')) {
    fail('儿童票须与成人同行，请添加成人乘客');
  }
  return out;
}
