import type { FastifyInstance } from 'fastify';
import {
  TransferPath,
  type OrderDetail,
  type TransferBookBody,
  type TransferBookResult,
  type TransferQuoteResult,
  type TransferTrip,
} from '@lvxing/shared';
import { getCatalog } from '../src/modules/flight/catalog';
import { arrivalOf } from '../src/modules/flight/flight-instances';
import type { FlightSchedule } from '../src/modules/flight/catalog/types';
import type { TransferDeps } from '../src/modules/transfer/transfer.deps';
import { call } from './helper';

/** Shared steps of the transfer integration tests (transfer-*.test.ts). */

/** The transfer jobs' parts of a test app (the dispatch after `dispatchDelayMs`). */
export const transferDeps = (app: FastifyInstance, dispatchDelayMs = 5000): TransferDeps => ({
  ...app.orders.deps,
  dispatchDelayMs,
});

/** A daily flight landing at `airport` (of `airline`) whose Beijing arrival time `pick` accepts. */
export function flightInto(
  airport: string,
  pick: (arrTime: string) => boolean,
  airline?: string,
): FlightSchedule {
  const found = [...getCatalog().schedulesByFlightNo.values()].find(
    (s) =>
      s.arr === airport &&
      (!airline || s.airline === airline) &&
      s.daysOfWeek.length === 7 &&
      arrivalOf(s).arrDayOffset === 0 &&
      pick(arrivalOf(s).arrTime),
  );
  if (!found) throw new Error(`no daily flight into ${airport}`);
  return found;
}

/** A flight into `airport` that does not fly every day. */
export function weeklyFlightInto(airport: string): FlightSchedule {
  const found = [...getCatalog().schedulesByFlightNo.values()].find(
    (s) => s.arr === airport && s.daysOfWeek.length < 7,
  );
  if (!found) throw new Error(`no weekly flight into ${airport}`);
  return found;
}

export const lookup = (app: FastifyInstance, body: object) =>
  call<TransferTrip>(app, TransferPath.lookup, body);

export const quote = (app: FastifyInstance, body: object) =>
  call<TransferQuoteResult>(app, TransferPath.quote, body);

/** A 接机 of `tripNo` on `date` to the place `placeId`, with its extras. */
export const pickupBody = (tripNo: string, date: string, placeId: string, extra: object = {}) => ({
  transferType: 'FLIGHT_PICKUP' as const,
  tripNo,
  date,
  placeId,
  ...extra,
});

/** Quotes `body` and books its class `cls` at the quoted price: the booking's answer. */
export async function bookTransferOrder(
  app: FastifyInstance,
  token: string,
  body: Omit<TransferBookBody, 'transferClass' | 'passenger' | 'expectedTotalFen'>,
  cls: TransferBookBody['transferClass'] = 'COMFORT5',
) {
  const q = await quote(app, body);
  if (q.code !== 200) throw new Error(q.message);
  const price = q.data.classes.find((c) => c.classCode === cls)!;
  return call<TransferBookResult>(
    app,
    TransferPath.book,
    {
      ...body,
      transferClass: cls,
      passenger: { name: '王小明', mobile: '13800138000' },
      expectedTotalFen: price.totalFen,
    },
    { token },
  );
}

export const transferDetail = (app: FastifyInstance, token: string, orderNo: string) =>
  call<OrderDetail>(app, TransferPath.orderDetail, { orderNo }, { token });
