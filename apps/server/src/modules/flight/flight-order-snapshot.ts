import {
  baggageText,
  CABIN_LABEL,
  PASSENGER_TYPE_LABEL,
  type Cabin,
  type FeeRule,
  type Flight,
  type PassengerType,
  type PassportDetails,
  type PriceDetail,
  utcOffsetLabel,
} from '@lvxing/shared';
import type { ProductSnapshot } from '../orders/product';
import { getCatalog } from './catalog';
import type { FlightSchedule, OfferTemplate } from './catalog/types';
import { departsAt, localTimesOf } from './flight-instances';
import { fareByType } from './flight-offers.service';

/** The flight part of an order snapshot. */
export interface FlightOrderDetail {
  offerId: string;
  flightNo: string;
  date: string;
  cabin: string;
  seats: number;
  airline: string;
  fareBasisFen: number;
  /** The vendor's change ladder as sold (orders booked before 改签 existed have none). */
  changeRules?: FeeRule[];
  /**
   * The typed-in passports' details by passenger (null for other documents and saved
   * passengers, whose details stay in their entry): what the airline sends ahead (APIS).
   */
  passports?: (PassportDetails | null)[];
}

/** What an order snapshot of a flight is made of: the instance, its offer at the load sold, the price. */
export interface FlightSnapshotInput {
  schedule: FlightSchedule;
  date: string;
  cabin: Cabin;
  template: OfferTemplate;
  price: PriceDetail;
  offerId: string;
  passengers: readonly { passengerType: PassengerType }[];
  /** An international flight's typed-in passport details by passenger (a change keeps them). */
  passports?: (PassportDetails | null)[] | undefined;
}

/**
 * The order snapshot of a flight as sold (a booking, or a change's new flight): its segment, price
 * lines, the vendor's refund rules and baggage, and the flight detail that release, refund and
 * change read; with the order's title and departure instant.
 */
export function flightSnapshot(a: FlightSnapshotInput): {
  snapshot: ProductSnapshot<FlightOrderDetail>;
  title: string;
  leaves: Date;
} {
  const { schedule: s, date, cabin, template, price, passengers } = a;
  const catalog = getCatalog();
  const dep = catalog.airports.get(s.dep);
  const arr = catalog.airports.get(s.arr);
  const airline = catalog.airlines.get(s.airline);
  const local = localTimesOf(s, date);
  const leaves = departsAt(s, date);
  const fares = fareByType(template);
  const snapshot: ProductSnapshot<FlightOrderDetail> = {
    segments: [
      {
        code: s.flightNo,
        carrier: airline?.shortZh ?? s.airline,
        // each end on its airport's clock, as the ticket and the airport show it
        date: local.dep.date,
        depName: `${dep?.cityZh ?? ''}${dep?.nameZh ?? s.dep}`,
        arrName: `${arr?.cityZh ?? ''}${arr?.nameZh ?? s.arr}`,
        depTime: local.dep.time,
        arrTime: local.arr.time,
        arrDayOffset: local.arrDayOffset,
        classLabel: `${CABIN_LABEL[cabin]} ${template.bookingClass}舱`,
        departsAt: leaves.toISOString(),
        extra: { aircraft: s.aircraft, depCode: s.dep, arrCode: s.arr, ...zonesOf(local) },
      },
    ],
    priceLines: price.lines.flatMap((l) => [
      {
        label: `${PASSENGER_TYPE_LABEL[l.passengerType]}票价`,
        unitFen: l.fareFen,
        count: l.count,
      },
      ...(l.developmentFundFen
        ? [
            {
              label: `${PASSENGER_TYPE_LABEL[l.passengerType]}民航发展基金`,
              unitFen: l.developmentFundFen,
              count: l.count,
            },
          ]
        : []),
      ...(l.fuelSurchargeFen
        ? [
            {
              label: `${PASSENGER_TYPE_LABEL[l.passengerType]}燃油附加费`,
              unitFen: l.fuelSurchargeFen,
              count: l.count,
            },
          ]
        : []),
    ]),
    vendor: {
      nameZh: template.vendorNameZh,
      refundRules: template.refundRules,
      baggage: baggageText(template.baggage),
    },
    detail: {
      offerId: a.offerId,
      flightNo: s.flightNo,
      date,
      cabin,
      seats: passengers.filter((p) => p.passengerType !== 'INF').length,
      airline: s.airline,
      fareBasisFen: passengers.reduce((sum, p) => sum + fares[p.passengerType], 0),
      changeRules: template.changeRules,
      ...(a.passports && { passports: a.passports }),
    },
  };
  const title = `${dep?.cityZh ?? s.dep}→${arr?.cityZh ?? s.arr} ${s.flightNo}`;
  return { snapshot, title, leaves };
}

/**
 * The offset labels of a segment's ends whose clocks differ from Beijing's (`depZone: 'UTC+9'`,
 * `arrZone`), for the order's screens.
 */
function zonesOf(local: Flight['local']): Record<string, string> {
  const zones: Record<string, string> = {};
  const dep = utcOffsetLabel(local.dep.utcOffsetMinutes);
  const arr = utcOffsetLabel(local.arr.utcOffsetMinutes);
  if (dep) zones.depZone = dep;
  if (arr) zones.arrZone = arr;
  return zones;
}
