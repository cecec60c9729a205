import {
  SEAT_CLASS_LABEL,
  TICKET_TYPE_LABEL,
  TRAIN_TYPE_LABEL,
  type SeatClass,
  type TicketType,
} from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import type { Journey } from './catalog/catalog';
import { seatLabel, type SeatSpec } from './catalog/consists';
import type { JourneyTimes } from './train-journey';
import type { TrainRules } from './train-rules';

/** The train part of an order snapshot (`orders.product.detail`): what release and refund need. */
export interface TrainOrderDetail {
  trainCode: string;
  trainNo: string;
  runDate: string;
  /** Boarding date. */
  date: string;
  seatClass: SeatClass;
  /** Stop indexes (0-based) of boarding and alighting: the segments held. */
  from: number;
  to: number;
  seats: { car: number; seatNo: string; label: string }[];
  /** Fare of each passenger's ticket, in passenger order (refund fees are per ticket). */
  fares: number[];
  refund: TrainRules['refund'];
  /**
   * A changed ticket's first departure (ISO): its refund fee counts the hours before it, as this
   * site's 火车票预订、退改签须知 says (改签后的车票再退票的，按原车票的开车时间计算退票费).
   */
  firstDepartsAt?: string;
}

/** A passenger as priced and seated. */
export interface SeatedPassenger {
  name: string;
  ticketType: TicketType;
  seat: SeatSpec;
  priceFen: number;
}

/** 12306 baggage allowance (《铁路旅客运输规程》): carried free within these limits. */
const BAGGAGE = '免费携带品：成人20千克、儿童10千克；长宽高之和不超过160厘米（动车组130厘米）';

/** The order snapshot of a train booking: one segment, price lines, the refund rule. */
export function trainSnapshot(
  j: Journey,
  date: string,
  t: JourneyTimes,
  seatClass: SeatClass,
  passengers: SeatedPassenger[],
  rules: TrainRules,
): ProductSnapshot<TrainOrderDetail> {
  const dep = j.train.stops[j.from]!;
  const arr = j.train.stops[j.to]!;
  const labels = passengers.map((p) => seatLabel(p.seat.car, p.seat.seatNo, seatClass));
  const lines = new Map<string, { label: string; unitFen: number; count: number }>();
  for (const p of passengers) {
    const level =
      p.seat.position && !/[A-F]/.test(p.seat.position) ? `（${p.seat.position}铺）` : '';
    const label = `${TICKET_TYPE_LABEL[p.ticketType]} ${SEAT_CLASS_LABEL[seatClass]}${level}`;
    const key = `${label}|${p.priceFen}`;
    const line = lines.get(key) ?? { label, unitFen: p.priceFen, count: 0 };
    line.count += 1;
    lines.set(key, line);
  }
  return {
    segments: [
      {
        code: j.train.code,
        carrier: TRAIN_TYPE_LABEL[j.train.type],
        date,
        depName: dep.name,
        arrName: arr.name,
        depTime: t.depTime,
        arrTime: t.arrTime,
        arrDayOffset: t.arrDayOffset,
        classLabel: SEAT_CLASS_LABEL[seatClass],
        departsAt: t.departsAt.toISOString(),
        extra: {
          trainType: j.train.type,
          trainNo: j.train.trainNo,
          runDate: t.runDate,
          depTelecode: dep.telecode,
          arrTelecode: arr.telecode,
          seats: labels.join('，'),
          durationMinutes: String(t.durationMinutes),
          distanceKm: String(t.distanceKm),
        },
      },
    ],
    priceLines: [...lines.values()],
    vendor: {
      nameZh: '中国铁路12306',
      refundRules: rules.refund.steps.map((s) => ({
        label: s.label,
        minHoursBefore: s.minHoursBefore,
        feePercent: s.feePercent,
      })),
      baggage: BAGGAGE,
    },
    detail: {
      trainCode: j.train.code,
      trainNo: j.train.trainNo,
      runDate: t.runDate,
      date,
      seatClass,
      from: j.from,
      to: j.to,
      seats: passengers.map((p, i) => ({
        car: p.seat.car,
        seatNo: p.seat.seatNo,
        label: labels[i]!,
      })),
      fares: passengers.map((p) => p.priceFen),
      refund: rules.refund,
    },
  };
}
