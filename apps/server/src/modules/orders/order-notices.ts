import type { Tx } from '../../db/client';
import { queueNotice } from './order-notices.repository';
import { snapshotOf, type OrderRow, type PassengerRow } from './product';

/**
 * The events a member gets an SMS for, one template each (Aliyun: `ALIYUN_SMS_TEMPLATES`).
 * A change's event is `CHANGED:<change id>`: an order may be changed more than once (flights),
 * each change its own message; its template is `CHANGED`.
 */
export const NOTICE_EVENTS = [
  'TICKETED',
  'REFUNDED',
  'CHANGED',
  'PAY_REMINDER',
  'HOTEL_CONFIRMED',
  'HOTEL_NO_ROOM',
  'TOUR_FORMED',
  'TOUR_NOT_FORMED',
  'TRANSFER_DRIVER',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** What a notice says: the full text (console outbox) and the template's parameters (Aliyun). */
export interface NoticeText {
  text: string;
  params: Record<string, string>;
}

const SIGN = '【旅行网】';
const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;

/** `12月2日 09:00` in Beijing time (the site's clock, whatever the server's zone). */
export function beijingTime(at: Date): string {
  const bj = new Date(at.getTime() + 8 * 3600_000);
  const hh = String(bj.getUTCHours()).padStart(2, '0');
  const mm = String(bj.getUTCMinutes()).padStart(2, '0');
  return `${bj.getUTCMonth() + 1}月${bj.getUTCDate()}日 ${hh}:${mm}`;
}

/** `12月2日` of a date `YYYY-MM-DD` (a stay's calendar day, no zone). */
function dayText(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
}

/** The journey of a ticket order: `12月2日 G1 北京南09:00→上海虹桥 二等座`, from its snapshot. */
function journeyOf(order: OrderRow): string {
  const seg = snapshotOf(order).segments?.[0];
  if (!seg) return order.title;
  return `${dayText(seg.date)} ${seg.code} ${seg.depName}${seg.depTime}→${seg.arrName} ${seg.classLabel}`;
}

const done = (order: OrderRow, detail: string, tail = ''): NoticeText => ({
  text: `${SIGN}您的订单${order.orderNo}${detail}${tail}`,
  params: { orderNo: order.orderNo, detail },
});

/** The closing line of a ticket notice by kind (a flight boards, a train or bus is boarded). */
const TRAVEL_HINT: Readonly<Record<string, string>> = {
  FLIGHT: '请携带有效身份证件按时登机。',
  TRAIN: '请携带购票证件乘车。',
  BUS: '请携带购票证件乘车。',
};

/** 出票成功: the journey and each person's seat (`02车01A`), from the order's people. */
export function ticketedText(order: OrderRow, people: readonly PassengerRow[]): NoticeText {
  const seats = people
    .map((p) => p.seat)
    .filter(Boolean)
    .join('、');
  return done(
    order,
    `已出票：${journeyOf(order)}${seats ? ` ${seats}` : ''}。`,
    TRAVEL_HINT[order.kind] ?? '请携带购票证件按时出行。',
  );
}

/**
 * 退票成功 (a stay: 退订成功) with what was paid back (fen, shown in yuan).
 * @param word the kind's word for giving it back (`ProductHandler.refundWord`: 退票, 退订).
 */
export function refundedText(order: OrderRow, word: string, backFen: number): NoticeText {
  return done(order, `${word}成功，退款${yuan(backFen)}已原路退回。`);
}

/** 改签成功 with the new journey (the order already carries the new snapshot). */
export function changedText(order: OrderRow): NoticeText {
  return done(order, `改签成功：${journeyOf(order)}。`, '请以新车次/航班时间出行。');
}

/** 待支付 reminder with the deadline in Beijing time. */
export function payReminderText(order: OrderRow): NoticeText {
  return done(
    order,
    `尚未支付，请于${beijingTime(order.payDeadline)}前完成支付，逾期订单将自动关闭。`,
  );
}

/** Hotel 确认成功 with the confirmation number and the stay's dates. */
export function hotelConfirmedText(order: OrderRow, confirmationNo: string): NoticeText {
  const stay = `${order.travelDate ? dayText(order.travelDate) : ''}入住${order.arrivesAt ? `，${beijingTime(order.arrivesAt).split(' ')[0]}离店` : ''}`;
  return done(order, `酒店已确认，确认号${confirmationNo}，${order.title}，${stay}。`);
}

/** Hotel 确认无房: the order is cancelled and everything paid refunded in full. */
export function hotelNoRoomText(order: OrderRow): NoticeText {
  return done(order, `酒店确认无房，订单已取消，已付款项将全额原路退回。`);
}

/** A tour's group formed: the departure day and the meeting time come in the 出团通知. */
export function tourFormedText(order: OrderRow): NoticeText {
  const day = order.travelDate ? dayText(order.travelDate) : '';
  return done(order, `${order.title}（${day}出发）已成团，出团通知将于出发前发送，请按时集合。`);
}

/**
 * A tour's group did not form (旅游法 art. 63: the agency notifies the traveller at least 7 days,
 * abroad 30, before departure and refunds everything).
 */
export function tourNotFormedText(order: OrderRow, groupMin: number): NoticeText {
  const day = order.travelDate ? dayText(order.travelDate) : '';
  return done(
    order,
    `${order.title}（${day}出发）报名人数未达最低成团人数${groupMin}人，本团取消，已付款项将全额原路退回。`,
  );
}

/**
 * A transfer's driver is assigned (司机已派): the driver card with the whole phone (the member
 * calls the driver), when and where the car waits.
 */
export function driverAssignedText(
  order: OrderRow,
  d: { card: string; phone: string; at: Date; where: string },
): NoticeText {
  return done(
    order,
    `已派车：${d.card}，司机电话${d.phone}，将于${beijingTime(d.at)}在${d.where}等候。`,
  );
}

/**
 * Queues a notice for another module's event (a stay's 确认成功, 确认无房) in the caller's
 * transaction: {@link queueNotice}, one per order and event.
 */
export function notifyMember(
  tx: Tx,
  order: OrderRow,
  event: NoticeEvent,
  notice: NoticeText,
  now: Date,
): Promise<void> {
  return queueNotice(tx, order, event, notice, now);
}
