import type { FastifyInstance } from 'fastify';
import {
  addDays,
  addMonths,
  type OrderDetail,
  type TourBookBody,
  type TourBookResult,
  type TourCalendarResult,
} from '@lvxing/shared';
import { getTourCatalog, type TourProduct } from '../src/modules/tour/catalog';
import type { TourDeps } from '../src/modules/tour/tour.deps';
import { RateLimits } from '../src/plugins/rate-limits';
import { call, residentId } from './helper';

/** Shared steps of the tour integration tests (tour-*.test.ts). */

/** The tour jobs' parts of a test app (the supplier confirms after the default 5 s). */
export const tourDeps = (app: FastifyInstance, confirmDelayMs = 5000): TourDeps => ({
  ...app.orders.deps,
  confirmDelayMs,
  limits: new RateLimits({}),
});

/** The `skip`-th product of the catalog that `pick` accepts. */
export function findProduct(pick: (p: TourProduct) => boolean, skip = 0): TourProduct {
  const found = getTourCatalog().products.filter(pick)[skip];
  if (!found) throw new Error('no such tour product in the catalog');
  return found;
}

/** POST /api/tour/calendar. */
export const calendarOf = (app: FastifyInstance, code: string, month?: string) =>
  call<TourCalendarResult>(app, '/api/tour/calendar', {
    productCode: code,
    ...(month ? { month } : {}),
  });

/** The first departure on sale at least `minDays` days after `today`. */
export async function departureAfter(
  app: FastifyInstance,
  p: TourProduct,
  today: string,
  minDays: number,
) {
  const { data } = await calendarOf(app, p.code);
  const dep = data.departures.find((d) => d.onSale && d.date >= addDays(today, minDays));
  if (!dep) throw new Error(`${p.code}: no departure on sale ${minDays} days after ${today}`);
  return dep;
}

/** An adult traveller with a resident ID born in 1985 (`seq` keeps documents apart). */
export const adult = (seq: number, name = '王小明') => ({
  name,
  idType: '1' as const,
  idNo: residentId('19850315', seq),
});

/** A child traveller who is `age` on `date` (born `age` years and two months before it). */
export function child(seq: number, date: string, age: number, name = '王小宝') {
  const born = addMonths(date, -(age * 12 + 2)).replaceAll('-', '');
  return { name, idType: '1' as const, idNo: residentId(born, seq) };
}

/** An adult with a passport valid until `expiry`. */
export const passportHolder = (no: string, expiry: string, name = 'ZHANG/SAN') => ({
  name,
  idType: 'B' as const,
  idNo: no,
  birthDate: '1985-03-15',
  passport: { nationality: 'CN', sex: 'M' as const, expiry },
});

/** A booking body of `adults` adults on `date`, priced at `expectedTotalFen`. */
export function tourBody(
  code: string,
  date: string,
  expectedTotalFen: number,
  extra: Partial<TourBookBody> = {},
): TourBookBody {
  const adults = extra.adults ?? 2;
  return {
    productCode: code,
    date,
    adults,
    travellers: Array.from({ length: adults }, (_, i) =>
      adult(Math.floor(Math.random() * 900) + i),
    ),
    contact: { name: '王小明', mobile: '13900001111' },
    insurance: false,
    acceptContract: true,
    expectedTotalFen,
    ...extra,
  };
}

/** POST /api/tour/order/create. */
export const bookTourOrder = (app: FastifyInstance, token: string, body: unknown) =>
  call<TourBookResult>(app, '/api/tour/order/create', body, { token });

/** POST /api/tour/order/detail. */
export const tourOrderDetail = (app: FastifyInstance, token: string, orderNo: string) =>
  call<OrderDetail>(app, '/api/tour/order/detail', { orderNo }, { token });
