import { runInstant, addDays } from './train-journey';
import { ticketRefundFee } from './train.product';
import type { TrainOrderDetail } from './train-order-snapshot';
import type { TrainChangeRule } from './train-rules';

/** The 12306 refusal of 变更到站 / 改签 within 48 h to a train after the ticket's date. */
export const NEAR_CHANGE_TEXT = '开车前48小时以内只能改签至票面日期当日24:00前的车次';

/**
 * Why a ticket cannot be changed to a train leaving at `newDepartsAt` at `now`, by the 12306 rule
 * `train.change` (see {@link TrainChangeRule}): null when it can. The sale window and the 30-minute
 * sales close of the new train are the booking's own checks (`assertBookable`).
 * @param t.oldDepartsAt the ticket's departure; `ticketDate` its boarding date (`YYYY-MM-DD`, 票面日期)
 * @param t.changesDone changes of the ticket already done
 */
export function changeRefusal(
  rule: TrainChangeRule,
  t: { oldDepartsAt: Date; ticketDate: string; newDepartsAt: Date; now: Date; changesDone: number },
): string | null {
  if (t.changesDone >= rule.perTicket) return '每张车票只能改签一次';
  const ms = t.oldDepartsAt.getTime() - t.now.getTime();
  if (ms <= 0) return '列车已开车，不能在网上改签';
  // 12306: "开车前48小时（不含）以上" may go anywhere; at 48 h and less, by the ticket date's 24:00
  const endOfTicketDate = runInstant(addDays(t.ticketDate, 1), 0);
  if (ms <= rule.nearHours * 3_600_000 && t.newDepartsAt >= endOfTicketDate) {
    return NEAR_CHANGE_TEXT;
  }
  return null;
}

/** What a change costs per ticket and in all, fen (12306: no fee). */
export interface TrainChangeMoney {
  newFares: number[];
  changeFeeFen: number;
  diffFen: number;
  payFen: number;
  refundFen: number;
  refundFeeFen: number;
}

/**
 * The money of a change, ticket by ticket (12306): a dearer ticket pays the difference; a cheaper
 * one gets the difference back less the refund fee on the difference at the old ticket's hours
 * before departure (the refund ladder kept on the order, ¥0.5 tail and ¥2 minimum, never more than
 * the difference).
 */
export function trainChangeMoney(
  old: Pick<TrainOrderDetail, 'fares' | 'refund'>,
  newFares: number[],
  hoursBefore: number,
  rule: TrainChangeRule,
): TrainChangeMoney {
  const changeFeeFen = rule.feeFen * newFares.length;
  let payFen = changeFeeFen;
  let refundFen = 0;
  let refundFeeFen = 0;
  newFares.forEach((fare, i) => {
    const diff = fare - (old.fares[i] ?? 0);
    if (diff >= 0) payFen += diff;
    else {
      const fee = ticketRefundFee(old.refund, hoursBefore, -diff);
      refundFeeFen += fee;
      refundFen += -diff - fee;
    }
  });
  const sum = (xs: number[]) => xs.reduce((s, n) => s + n, 0);
  return {
    newFares,
    changeFeeFen,
    diffFen: sum(newFares) - sum(old.fares),
    payFen,
    refundFen,
    refundFeeFen,
  };
}
