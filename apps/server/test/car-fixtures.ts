import type { FastifyInstance } from 'fastify';
import type { CarRentalBookBody, CarRentalBookResult, OrderDetail } from '@lvxing/shared';
import { call, residentId } from './helper';

/** Shared steps of the rental integration tests (car-*.test.ts). */

/** 上海虹桥站店 (08:00–22:00): 畅程出行's 5 SUVs (no free cancel, no 免押), 驿动租车's 5 (both). */
export const HONGQIAO = 'CS310100-03';
export const HONGQIAO_CC_SUV = `${HONGQIAO}-CC-SUV`;
export const HONGQIAO_YD_SUV = `${HONGQIAO}-YD-SUV`;
export const HONGQIAO_CC_LUXURY = `${HONGQIAO}-CC-LUXURY`;

let seq = 100;
/** A driver born on `birth` (`YYYYMMDD`) with a fresh ID, licensed since `licenseSince`; an odd mobile (no 免押). */
export function driver(birth = '19880512', licenseSince = '2010-06-01', mobile = '13900001111') {
  seq += 1;
  return { name: '李驾驶', idNo: residentId(birth, seq), mobile, licenseSince };
}

/** A booking body of `offerId` from `pickupAt` to `returnAt` (`YYYY-MM-DD HH:mm`). */
export function rentalBody(
  offerId: string,
  pickupAt: string,
  returnAt: string,
  extra: Partial<CarRentalBookBody> = {},
): CarRentalBookBody {
  return {
    offerId,
    pickupAt,
    returnAt,
    driver: driver(),
    contact: { name: '李驾驶', mobile: '13900001111' },
    expectedTotalFen: 0,
    ...extra,
  };
}

/** POST /api/car/rental/book as is. */
export const postRental = (app: FastifyInstance, token: string, body: CarRentalBookBody) =>
  call<CarRentalBookResult>(app, '/api/car/rental/book', body, { token });

/** The server's total for a body (its 26007 answer to a zero total). */
export async function priceOf(app: FastifyInstance, token: string, body: CarRentalBookBody) {
  const res = await postRental(app, token, { ...body, expectedTotalFen: 0 });
  if (res.code !== 26007) throw new Error(`price probe answered ${res.code} ${res.message}`);
  return (res.data as unknown as { totalFen: number }).totalFen;
}

/** Books at the server's own total. */
export async function bookAtPrice(app: FastifyInstance, token: string, body: CarRentalBookBody) {
  const expectedTotalFen = await priceOf(app, token, body);
  return postRental(app, token, { ...body, expectedTotalFen });
}

/** POST /api/car/order/detail. */
export const carOrderOf = (app: FastifyInstance, token: string, orderNo: string) =>
  call<OrderDetail>(app, '/api/car/order/detail', { orderNo }, { token });
