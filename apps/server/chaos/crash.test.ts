import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken, pickOffer, sendNotify, type PickedOffer } from './support/client';
import { chaosEnv, type ChaosEnv } from './support/environment';
import { brokenInvariants, UNTICKETED_PAID } from './support/invariants';
import { eventually, newRecord, retryNotifies, runLoad } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';

let env: ChaosEnv;
let server: ServerProcess;
let token: string;
let offers: PickedOffer[];

beforeAll(async () => {
  env = await chaosEnv(5492, 10);
  server = await startServer(3611, { DATABASE_URL: env.cluster.url, REDIS_URL: env.redisUrl });
  token = await demoToken(server.url);
  offers = await Promise.all([
    pickOffer(server.url, 'CBJS', 'CSHA', 3),
    pickOffer(server.url, 'CSHA', 'CAN', 5),
    pickOffer(server.url, 'CBJS', 'CCTU', 7, 'Y', 1),
  ]);
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
      offers,
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
    await retryNotifies(server.url, record);
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
