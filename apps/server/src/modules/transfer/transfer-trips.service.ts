// The flight or train of a transfer, from the site's own schedules (the flight and train
// catalogs, never their tables): the airport or station, the scheduled time and when the car
// comes (the arrival for 接机/接站; departure less the rule's lead for 送机/送站).
import {
  ErrorCode,
  TRAIN_TYPE_LABEL,
  addDays,
  beijingIso,
  beijingToday,
  isFlightTransfer,
  isPickup,
  type TransferTrip,
  type TransferType,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { getCatalog as getFlightCatalog } from '../flight/catalog';
import { departsAt, isoWeekday } from '../flight/flight-instances';
import { getTrainCatalog } from '../train/catalog/catalog';
import { journeyTimes } from '../train/train-journey';
import { airportHub, stationHub, type Hub } from './transfer-hubs';
import type { TransferPolicy } from './transfer-rules';

/** What a lookup asks: the transfer type, the flight or train number, its date, a station. */
export interface TripQuery {
  transferType: TransferType;
  tripNo: string;
  date: string;
  tripStation?: string | undefined;
}

/** A trip found: the answer and the hub with its coordinates. */
export interface FoundTrip {
  trip: TransferTrip;
  hub: Hub;
  scheduledAt: Date;
  serviceAt: Date;
}

const WEEKDAYS = '一二三四五六日';
const clockOf = (at: Date) => {
  const iso = beijingIso(at);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};
const notFound = (message: string) => new AppError(ErrorCode.TRANSFER_TRIP_NOT_FOUND, message);

interface Leg {
  number: string;
  carrier: string;
  date: string;
  from: { name: string; at: Date };
  to: { name: string; at: Date };
  hub: Hub;
}

/** The flight `no` on `date` (its departure day). @throws AppError 28001, 28002, 28003 */
function flightLeg(q: TripQuery): Leg {
  const catalog = getFlightCatalog();
  const s = catalog.schedulesByFlightNo.get(q.tripNo);
  if (!s) throw notFound(`未找到航班${q.tripNo}，请核对航班号`);
  if (!s.daysOfWeek.includes(isoWeekday(q.date))) {
    const days = s.daysOfWeek.map((d) => `周${WEEKDAYS[d - 1]}`).join('、');
    throw new AppError(
      ErrorCode.TRANSFER_NOT_RUNNING,
      `航班${q.tripNo}在${q.date}不执行（每${days}执行）`,
    );
  }
  const leave = departsAt(s, q.date);
  const dep = catalog.airports.get(s.dep);
  const arr = catalog.airports.get(s.arr);
  const hubCode = isPickup(q.transferType) ? s.arr : s.dep;
  return {
    number: s.flightNo,
    carrier: catalog.airlines.get(s.airline)?.shortZh ?? s.airline,
    date: q.date,
    from: { name: dep ? `${dep.cityZh}${dep.nameZh}` : s.dep, at: leave },
    to: {
      name: arr ? `${arr.cityZh}${arr.nameZh}` : s.arr,
      at: new Date(leave.getTime() + s.blockMinutes * 60_000),
    },
    hub: airportHub(hubCode, s.airline),
  };
}

/** The stop of a train the transfer meets: the one named, else the last (接站) or first (送站). */
function trainStop(q: TripQuery, stops: { name: string }[]): number {
  const pickup = isPickup(q.transferType);
  if (!q.tripStation) return pickup ? stops.length - 1 : 0;
  const name = q.tripStation.replace(/站$/, '');
  const idx = stops.findIndex((s) => s.name === name);
  if (idx < 0) throw notFound(`${q.tripNo}次列车不经停${name}站`);
  if (pickup && idx === 0) throw notFound(`${name}站是${q.tripNo}次列车的始发站，请选择送站`);
  if (!pickup && idx === stops.length - 1)
    throw notFound(`${name}站是${q.tripNo}次列车的终到站，请选择接站`);
  return idx;
}

/**
 * The train `no` arriving at (接站) or leaving (送站) its station on `date`; the site's trains
 * run every day. @throws AppError 28001, 28003
 */
function trainLeg(q: TripQuery): Leg {
  const catalog = getTrainCatalog();
  const train = catalog.trains.get(q.tripNo);
  if (!train) throw notFound(`未找到车次${q.tripNo}，请核对车次`);
  const idx = trainStop(q, train.stops);
  const pickup = isPickup(q.transferType);
  const last = train.stops.length - 1;
  const journey = pickup ? { train, from: 0, to: idx } : { train, from: idx, to: last };
  // a pick-up's date is the arrival's: the train left its origin that many days before
  const arrivalDays = Math.floor((train.stops[idx]!.arr ?? 0) / 1440);
  const boardDate = pickup ? addDays(q.date, -arrivalDays) : q.date;
  const times = journeyTimes(journey, boardDate);
  const station = catalog.stations.byTelecode.get(train.stops[idx]!.telecode);
  const hubStop = train.stops[idx]!;
  return {
    number: train.code,
    carrier: TRAIN_TYPE_LABEL[train.type],
    date: q.date,
    from: { name: `${train.stops[journey.from]!.name}站`, at: times.departsAt },
    to: { name: `${train.stops[journey.to]!.name}站`, at: times.arrivesAt },
    hub: stationHub(hubStop.telecode, hubStop.name, station?.city ?? hubStop.name),
  };
}

/** Service time checks: within the booking window and with enough notice. @throws AppError 28002, 28005 */
function checkWindow(serviceAt: Date, now: Date, policy: TransferPolicy): void {
  const last = addDays(beijingToday(now), policy.windowDays);
  if (clockOf(serviceAt).date > last) {
    throw new AppError(
      ErrorCode.TRANSFER_NOT_RUNNING,
      `接送服务最多提前${policy.windowDays}天预订（最晚用车日期${last}）`,
    );
  }
  if (serviceAt.getTime() - now.getTime() < policy.minNoticeMinutes * 60_000) {
    throw new AppError(
      ErrorCode.TRANSFER_TOO_LATE,
      `请至少提前${policy.minNoticeMinutes / 60}小时预订接送服务`,
    );
  }
}

/**
 * Looks the flight or train up and works out the service time (POST /api/car/transfer/lookup).
 * 接机/接站: the scheduled arrival; 送机/送站: departure less `flightLeadMinutes` (180) or
 * `trainLeadMinutes` (90) of the dated rule `transfer.policy`.
 * @throws AppError 28001 unknown number or station, 28002 not run that day / past the window,
 *   28003 city not served, 28005 too soon
 */
export function findTrip(q: TripQuery, now: Date, policy: TransferPolicy): FoundTrip {
  const flight = isFlightTransfer(q.transferType);
  const leg = flight ? flightLeg(q) : trainLeg(q);
  const pickup = isPickup(q.transferType);
  const scheduledAt = pickup ? leg.to.at : leg.from.at;
  const leadMinutes = flight ? policy.flightLeadMinutes : policy.trainLeadMinutes;
  const serviceAt = pickup ? scheduledAt : new Date(scheduledAt.getTime() - leadMinutes * 60_000);
  checkWindow(serviceAt, now, policy);
  const note = pickup
    ? `按${flight ? '航班计划落地' : '列车计划到站'}时间接${flight ? '机' : '站'}，实际到达后免费等待${policy.freeWaitMinutes}分钟`
    : `建议${flight ? '起飞' : '开车'}前${leadMinutes / 60}小时上车`;
  const trip: TransferTrip = {
    type: q.transferType,
    number: leg.number,
    carrier: leg.carrier,
    date: leg.date,
    from: { name: leg.from.name, ...clockOf(leg.from.at) },
    to: { name: leg.to.name, ...clockOf(leg.to.at) },
    hub: {
      code: leg.hub.code,
      name: leg.hub.name,
      terminal: leg.hub.terminal,
      cityCode: leg.hub.city.code,
      cityName: leg.hub.city.name,
    },
    scheduledAt: scheduledAt.toISOString(),
    serviceAt: serviceAt.toISOString(),
    serviceTime: clockOf(serviceAt),
    serviceNote: note,
  };
  return { trip, hub: leg.hub, scheduledAt, serviceAt };
}
