import {
  ChangePath,
  type ChangeOptionsResult,
  type ChangeSubmitResult,
  type PayQrcodeResult,
  type PayStateResult,
  type ProductKind,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** What the options calls take: the new date and, for trains, 变更到站 and the seat class. */
export interface ChangeQuery {
  date: string;
  toStation?: string;
  seatClass?: string;
}

/** What the submit calls take: the chosen flight or train. */
export interface ChangeChoice {
  date: string;
  code: string;
  toStation: string;
  seatClass: string;
}

/** POST ChangePath.planeOptions / trainOptions: the alternatives of a ticketed order on a date. */
export function getChangeOptions(
  orderNo: string,
  kind: ProductKind,
  q: ChangeQuery,
  options: RequestOptions = {},
): Promise<ChangeOptionsResult> {
  if (kind === 'FLIGHT') {
    return post(ChangePath.planeOptions, { orderNo, date: q.date }, options);
  }
  return post(ChangePath.trainOptions, { orderNo, ...q }, options);
}

/** POST ChangePath.planeSubmit / trainSubmit: changes the order (a write, never retried). */
export function submitChange(
  orderNo: string,
  kind: ProductKind,
  c: ChangeChoice,
): Promise<ChangeSubmitResult> {
  if (kind === 'FLIGHT') {
    return post(ChangePath.planeSubmit, { orderNo, date: c.date, flightNo: c.code });
  }
  return post(ChangePath.trainSubmit, {
    orderNo,
    date: c.date,
    trainCode: c.code,
    toStation: c.toStation,
    seatClass: c.seatClass,
  });
}

/** POST ChangePath.payQrcode: the QR code of the order's waiting 改签 line. */
export function getChangeQrcode(
  orderNo: string,
  options: RequestOptions = {},
): Promise<PayQrcodeResult> {
  return post(ChangePath.payQrcode, { orderNo }, options);
}

/** POST ChangePath.payState: PAID (改签成功), WAITING or CLOSED; silent, it is polled. */
export function getChangePayState(
  orderNo: string,
  options: RequestOptions = {},
): Promise<PayStateResult> {
  return post(ChangePath.payState, { orderNo }, { silent: true, ...options });
}
