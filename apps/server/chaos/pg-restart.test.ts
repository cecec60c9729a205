import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOne, call, demoToken, pickOffer, type PickedOffer } from './support/client';
import { chaosEnv, type ChaosEnv } from './support/environment';
import { brokenInvariants } from './support/invariants';
import { eventually } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';

let env: ChaosEnv;
let server: ServerProcess;
let token: string;
let offer: PickedOffer;
let spare: PickedOffer;

beforeAll(async () => {
  env = await chaosEnv(5493, 11);
  server = await startServer(3621, { DATABASE_URL: env.cluster.url, REDIS_URL: env.redisUrl });
  token = await demoToken(server.url);
  offer = await pickOffer(server.url, 'CBJS', 'CSHA', 4);
  spare = await pickOffer(server.url, 'CSHA', 'CBJS', 4);
});
afterAll(async () => {
  await server?.stop();
  await env?.close();
});

describe('PostgreSQL stopped and started again under load', () => {
  it('answers 503 envelopes while it is down, reconnects by itself and loses no committed order', async () => {
    const answers = new Map<string, number>();
    const booked: string[] = [];
    let stop = false;
    let n = 50_000;
    const worker = async () => {
      while (!stop) {
        const search = await call(server.url, '/api/plane/flight/search', {
          from: 'CBJS',
          to: 'CSHA',
          date: offer.date,
        });
        const book = await bookOne(server.url, token, offer.offerId, n++);
        for (const r of [search, book]) {
          const key = r.status === 200 ? `200/${r.code}` : `${r.status}/${r.code}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }
        if (book.code === 200) booked.push(book.data.orderNo);
        if (book.status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((r) => setTimeout(r, 3_000));
    env.cluster.stop();
    await new Promise((r) => setTimeout(r, 3_000));
    if (!server.alive()) throw new Error(`server died:\n${server.errors().slice(-3000)}`);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    env.cluster.start();
    expect(
      await eventually(async () => (await fetch(`${server.url}/healthz`)).status === 200, 20_000),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 3_000));
    stop = true;
    await load;

    // only successes, business refusals and 503 envelopes; the process never died
    const kinds = [...answers.keys()];
    expect(kinds.filter((k) => !/^200\/\d+$|^503\/50300$/.test(k))).toEqual([]);
    expect(answers.get('503/50300') ?? 0).toBeGreaterThan(0);
    expect(server.alive()).toBe(true);
    const after = await bookOne(server.url, token, spare.offerId, n++);
    expect(after.code).toBe(200);
    const nos = booked.map((no) => `'${no}'`).join(',');
    const found = await env.query(
      `SELECT count(*)::int AS n FROM orders WHERE order_no IN (${nos})`,
    );
    expect(found[0]?.n).toBe(booked.length);
    expect(await brokenInvariants(env.query)).toEqual({});
  });
});
