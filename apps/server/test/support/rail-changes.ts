import type { FastifyInstance } from 'fastify';
import {
  ChangePath,
  type ChangeOptionsResult,
  type ChangeSubmitResult,
  type OrderDetail,
  type PayQrcodeResult,
} from '@lvxing/shared';
import { issueDueTickets } from '../../src/modules/orders/order.jobs';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/modules/payment/sandbox-provider';
import { call } from '../helper';
import { bookTrain, payOrder } from '../train-fixtures';

/** Books, pays and issues a train order (G1 二等座 unless overridden): its order number. */
export async function ticketedTrain(
  app: FastifyInstance,
  token: string,
  clock: { now: () => Date; advance: (ms: number) => void },
  body: { date: string; passengers: object[] } & Record<string, unknown>,
): Promise<string> {
  const order = await bookTrain(app, token, body);
  if (order.code !== 200) throw new Error(`booking failed: ${order.message}`);
  await payOrder(app, token, order.data.orderNo, clock.now());
  clock.advance(app.orders.deps.ticketingDelayMs);
  await issueDueTickets(app.orders.deps);
  return order.data.orderNo;
}

/** The train change calls as a member makes them. */
export function trainChangeCalls(app: FastifyInstance, token: string) {
  return {
    options: (body: object) =>
      call<ChangeOptionsResult>(app, ChangePath.trainOptions, body, { token }),
    submit: (body: object) =>
      call<ChangeSubmitResult>(app, ChangePath.trainSubmit, body, { token }),
    detail: (orderNo: string) =>
      call<OrderDetail>(app, '/api/train/order/detail', { orderNo }, { token }),
  };
}

/** Pays an order's waiting 改签 line through the sandbox (QR code, then a signed notify). */
export async function payChange(app: FastifyInstance, token: string, orderNo: string, at: Date) {
  const qr = await call<PayQrcodeResult>(app, ChangePath.payQrcode, { orderNo }, { token });
  if (qr.code !== 200) return qr;
  const { body, signature } = app.orders.sandbox.signedNotify({
    paymentNo: qr.data.paymentNo,
    amountFen: qr.data.amountFen,
    paidAt: at,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return res.json<{ code: number }>();
}
