import type { FastifyInstance } from 'fastify';
import type {
  PayQrcodeResult,
  SeatClass,
  TrainOrderCreateResult,
  TrainSearchResult,
} from '@lvxing/shared';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { call, residentId } from './helper';

/** A clock tests can set to any instant or move. */
export function settableClock() {
  let t = Date.now();
  return {
    now: () => new Date(t),
    set: (at: Date) => void (t = at.getTime()),
    advance: (ms: number) => void (t += ms),
  };
}

let seq = 500;
/** An adult resident-ID passenger with a fresh ID number. */
export function adult(name = '张三', birth = '19900307') {
  seq += 1;
  return { name, idType: '1', idNo: residentId(birth, seq, '310104'), ticketType: '1' };
}
/** A passenger of a ticket type born on `birth` (YYYYMMDD). */
export function person(name: string, birth: string, ticketType: string) {
  return { ...adult(name, birth), ticketType };
}

export const contact = { name: '张三', mobile: '13900001111' };

/** Books a journey (G1 北京南→上海虹桥 二等座 unless overridden). */
export function bookTrain(
  app: FastifyInstance,
  token: string,
  body: { date: string; passengers: object[] } & Record<string, unknown>,
) {
  return call<TrainOrderCreateResult>(
    app,
    '/api/train/order/retail/create',
    { trainCode: 'G1', from: 'VNP', to: 'AOH', seatClass: 'O', contact, ...body },
    { token },
  );
}

/** Seats left of one train and class for a journey, as the search shows them. */
export async function seatsLeftOf(
  app: FastifyInstance,
  q: { trainCode: string; from: string; to: string; date: string; seatClass: SeatClass },
): Promise<number> {
  const res = await call<TrainSearchResult>(app, '/api/train/ticket/search', {
    from: q.from,
    to: q.to,
    date: q.date,
  });
  const train = res.data.trains.find((t) => t.trainCode === q.trainCode);
  const seat = train?.seats.find((s) => s.seatClass === q.seatClass);
  if (!seat) throw new Error(`${q.trainCode} ${q.seatClass} not in search ${q.from}→${q.to}`);
  return seat.seatsLeft;
}

/**
 * Posts the sandbox's signed notify of a payment line (`notifyId` the same for a replay) to the
 * app's notify path. @returns the answer's envelope.
 */
export async function sandboxNotify(
  app: FastifyInstance,
  line: { paymentNo: string; amountFen: number; paidAt: Date; notifyId?: string },
) {
  const { body, signature } = app.orders.sandbox.signedNotify(line);
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return res.json<{ code: number }>();
}

/** Pays an order through the sandbox: QR code, then a signed notify. */
export async function payOrder(app: FastifyInstance, token: string, orderNo: string, at: Date) {
  const qr = await call<PayQrcodeResult>(
    app,
    '/api/plane/order/pay/qrcode',
    { orderNo },
    { token },
  );
  return sandboxNotify(app, {
    paymentNo: qr.data.paymentNo,
    amountFen: qr.data.amountFen,
    paidAt: at,
  });
}
