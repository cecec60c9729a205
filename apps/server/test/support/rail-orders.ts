import type { FastifyInstance } from 'fastify';
import type { BookResult } from '@lvxing/shared';
import { call } from '../helper';

const contact = { name: '郑九', mobile: '13900002222' };

/**
 * Books the first G train with seats of `from`→`to` (cities) on `date` in 二等座 for
 * `passengers`, through the calls a member makes (search, create).
 */
export async function bookFirstTrain(
  app: FastifyInstance,
  token: string,
  q: { from: string; to: string; date: string; passengers: object[] },
) {
  const t = await call<{
    trains: { trainCode: string; from: { telecode: string }; to: { telecode: string } }[];
  }>(app, '/api/train/ticket/search', {
    from: q.from,
    to: q.to,
    date: q.date,
    filters: { trainTypes: ['G'], onlyAvailable: true },
  });
  const train = t.data.trains[0]!;
  return call<BookResult>(
    app,
    '/api/train/order/retail/create',
    {
      trainCode: train.trainCode,
      date: q.date,
      from: train.from.telecode,
      to: train.to.telecode,
      seatClass: 'O',
      passengers: q.passengers,
      contact,
    },
    { token },
  );
}

/** Books the last coach of the day `from`→`to` (cities) on `date` for `passengers`. */
export async function bookLastCoach(
  app: FastifyInstance,
  token: string,
  q: { from: string; to: string; date: string; passengers: object[] },
) {
  const b = await call<{ schedules: { scheduleId: string }[] }>(app, '/api/bus/schedule/search', {
    from: q.from,
    to: q.to,
    date: q.date,
  });
  return call<BookResult>(
    app,
    '/api/bus/order/create',
    {
      scheduleId: b.data.schedules.at(-1)!.scheduleId,
      date: q.date,
      passengers: q.passengers,
      contact,
    },
    { token },
  );
}
