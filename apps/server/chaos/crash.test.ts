import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOne, demoToken, pickOffer, sendNotify } from './support/client';
import { bookBusOne, bookTrainOne, pickBus, pickTrain } from './support/rail-client';
import { chaosEnv, type ChaosEnv } from './support/environment';
import { brokenInvariants, UNTICKETED_PAID } from './support/invariants';
import { eventually, newRecord, retryNotifies, runLoad, type Booker } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';

let env: ChaosEnv;
let server: ServerProcess;
let token: string;
let bookers: Booker[];

beforeAll(async () => {
  env = await chaosEnv(5492, 10);
  server = await startServer(3611, { DATABASE_URL: env.cluster.url, REDIS_URL: env.redisUrl });
  token = await demoToken(server.url);
  const offers = await Promise.all([
    pickOffer(server.url, 'CBJS', 'CSHA', 3),
    pickOffer(server.url, 'CSHA', 'CAN', 5),
  ]);
  const train = await pickTrain(server.url, '上海', '南京', 3, 'O');
  const bus = await pickBus(server.url, '南京', '上海', 3);
  bookers = [
    ...offers.map(
      (o): Booker =>
        (base, n) =>
          bookOne(base, token, o.offerId, n),
    ),
    (base, n) => bookTrainOne(base, token, train, n),
    (base, n) => bookBusOne(base, token, bus, n),
  ];
});
afterAll(async () => {
  await server?.stop();
  await env?.close();
});

const sqlList = (nos: Iterable<string>) => [...nos].map((n) => `'${n}'`).join(',') || `''`;

describe('kill -9 of the server under booking and payment load', () => {
  it('keeps every committed order whole, holds no seat without an order, tickets every payment once', async () => {
    const record = newRecord();
    let stop = false;
    const load = runLoad({
      base: () => server.url,
      token,
      bookers,
      workers: 12,
      stop: () => stop,
      record,
      firstPassenger: 10_000,
    });
    await new Promise((r) => setTimeout(r, 4_000));
    await server.crash();
    await new Promise((r) => setTimeout(r, 1_000));
    await server.restart();
    await new Promise((r) => setTimeout(r, 4_000));
    stop = true;
    await load;
    const retried = record.pending.size;
    await retryNotifies(server.url, record);
    console.info(
      `kill -9 under load: ${record.booked.length} orders acknowledged, ${record.acknowledged.size} payments, ` +
        `${retried} notifies retried after the restart; answers ${JSON.stringify(Object.fromEntries(record.outcomes))}`,
    );
    expect(record.pending.size).toBe(0);
    expect(record.outcomes.get('down') ?? 0).toBeGreaterThan(0);

    // every acknowledged booking exists; every acknowledged payment ends ticketed
    const found = await env.query(
      `SELECT count(*)::int AS n FROM orders WHERE order_no IN (${sqlList(record.booked)})`,
    );
    expect(found[0]?.n).toBe(record.booked.length);
    const paid = [...record.acknowledged.keys()];
    expect(
      await eventually(async () => {
        const rows = await env.query(
          `SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE p.payment_no IN (${sqlList(paid)}) AND o.state = 'TICKETED'`,
        );
        return rows[0]?.n === paid.length;
      }),
    ).toBe(true);
    expect(await env.query(UNTICKETED_PAID)).toEqual([]);

    // replays of every notify after the restart change nothing
    const before = await env.query(`SELECT count(*)::int AS n FROM order_events`);
    for (const [paymentNo, notifyId] of record.acknowledged) {
      const [p] = await env.query(
        `SELECT amount_fen FROM payments WHERE payment_no = '${paymentNo}'`,
      );
      expect(
        await sendNotify(server.url, { paymentNo, notifyId, amountFen: Number(p?.amount_fen) }),
      ).toBe(200);
    }
    const after = await env.query(`SELECT count(*)::int AS n FROM order_events`);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await brokenInvariants(env.query)).toEqual({});
  });
});
