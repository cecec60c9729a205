import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOne, call, demoToken, loginCode, pickOffer, smsToken } from './support/client';
import { chaosEnv, type ChaosEnv } from './support/environment';
import { bookBusOne, bookTrainOne, pickBus, pickTrain } from './support/rail-client';
import { brokenInvariants } from './support/invariants';
import { startServer, type ServerProcess } from './support/server-process';

let env: ChaosEnv;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  env = await chaosEnv(5491, 9);
  const shared = { DATABASE_URL: env.cluster.url, REDIS_URL: env.redisUrl };
  a = await startServer(3601, shared);
  b = await startServer(3602, shared);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await env?.close();
});

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('accept each other\u2019s tokens', async () => {
    const token = await demoToken(a.url);
    const state = await call<{ mobile: string }>(b.url, '/api/user/login/state', {}, token);
    expect(state).toMatchObject({ code: 200, data: { mobile: '13800138000' } });
  });

  it('share the SMS limit per mobile and the login-failure limit', async () => {
    const mobile = '13912340001';
    const first = await call(a.url, '/api/user/sms/code/send', { mobile, action: 'Login' });
    const second = await call(b.url, '/api/user/sms/code/send', { mobile, action: 'Login' });
    expect(first.code).toBe(200);
    expect(second.code).toBe(13001);
    const wrong = { mobile: '13800138000', password: 'wrong-password' };
    for (let i = 0; i < 5; i += 1) await call(i % 2 ? b.url : a.url, '/api/user/login', wrong);
    const right = await call(a.url, '/api/user/login', {
      mobile: '13800138000',
      password: 'lvxing2026',
    });
    const rightOnB = await call(b.url, '/api/user/login', {
      mobile: '13800138000',
      password: 'lvxing2026',
    });
    // never locked out: the right password now needs an SMS code as well, on both instances
    expect([right.code, rightOnB.code]).toEqual([12007, 12007]);
  });

  it('end a session on both within 5 seconds of a logout on one', async () => {
    const login = await call<{ token: string; refreshToken: string }>(a.url, '/api/user/login', {
      mobile: '13800138000',
      password: 'lvxing2026',
      smsCode: await loginCode(a.url, '13800138000'),
    });
    const { token, refreshToken } = login.data;
    expect((await call(b.url, '/api/user/login/state', {}, token)).code).toBe(200);
    const loggedOutAt = Date.now();
    expect((await call(a.url, '/api/user/logout', { refreshToken }, token)).code).toBe(200);
    expect((await call(a.url, '/api/user/login/state', {}, token)).code).toBe(11001);
    let onB = 200;
    while (onB === 200 && Date.now() - loggedOutAt < 6000) {
      await new Promise((r) => setTimeout(r, 200));
      onB = (await call(b.url, '/api/user/login/state', {}, token)).code;
    }
    expect(onB).toBe(11001);
    expect(Date.now() - loggedOutAt).toBeLessThanOrEqual(5200);
  });

  it('oversell nothing when bookings for the last seats are spread over both', async () => {
    const token = await smsToken(a.url, '13912340002');
    // a business cabin (6–12 seats), booked 80 times at once through both instances
    const offer = await pickOffer(a.url, 'CSHA', 'CBJS', 4, 'C');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        bookOne(i % 2 ? b.url : a.url, token, offer.offerId, 1000 + i),
      ),
    );
    expect(answers.filter((r) => r.code === 200)).toHaveLength(offer.seatsLeft);
    expect(answers.every((r) => r.code === 200 || r.code === 14004)).toBe(true);
    const [row] = await env.query(
      `SELECT held, capacity FROM flight_inventory WHERE flight_no = '${offer.flightNo}' AND dep_date = '${offer.date}' AND cabin = 'C'`,
    );
    expect(row?.held).toBe(row?.capacity);
    expect(await brokenInvariants(env.query)).toEqual({});
  });

  it('sell no train seat segment twice when bookings are spread over both', async () => {
    const token = await smsToken(b.url, '13912340004');
    // 商务座 of one G train (a handful of seats), 80 bookings at once through both instances
    const train = await pickTrain(a.url, '北京', '上海', 3, '9');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        bookTrainOne(i % 2 ? a.url : b.url, token, train, 3000 + i),
      ),
    );
    expect(answers.filter((r) => r.code === 200)).toHaveLength(train.seatsLeft);
    expect(answers.every((r) => r.code === 200 || r.code === 17003)).toBe(true);
    expect(await brokenInvariants(env.query)).toEqual({});
  });

  it('sell no bus seat twice when bookings are spread over both', async () => {
    const token = await smsToken(a.url, '13912340005');
    const bus = await pickBus(a.url, '南京', '上海', 2);
    const answers = await Promise.all(
      Array.from({ length: bus.seatsLeft + 30 }, (_, i) =>
        bookBusOne(i % 2 ? a.url : b.url, token, bus, 4000 + i),
      ),
    );
    expect(answers.filter((r) => r.code === 200)).toHaveLength(bus.seatsLeft);
    expect(answers.every((r) => r.code === 200 || r.code === 18003)).toBe(true);
    expect(await brokenInvariants(env.query)).toEqual({});
  });

  it('close each unpaid order once at its deadline, whichever instance runs the job', async () => {
    const token = await smsToken(b.url, '13912340003');
    const offer = await pickOffer(b.url, 'CBJS', 'CSHA', 6);
    const orders = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bookOne(i % 2 ? a.url : b.url, token, offer.offerId, 2000 + i),
      ),
    );
    expect(orders.every((o) => o.code === 200)).toBe(true);
    const nos = orders.map((o) => `'${o.data.orderNo}'`).join(',');
    await env.query(
      `UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE order_no IN (${nos})`,
    );
    const deadline = Date.now() + 20_000;
    let closed = 0;
    while (Date.now() < deadline && closed < 30) {
      await new Promise((r) => setTimeout(r, 500));
      const [c] = await env.query(
        `SELECT count(*)::int AS n FROM orders WHERE order_no IN (${nos}) AND state = 'CLOSED'`,
      );
      closed = Number(c?.n);
    }
    expect(closed).toBe(30);
    const events = await env.query(
      `SELECT count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id
       WHERE o.order_no IN (${nos}) AND e.to_state = 'CLOSED'`,
    );
    expect(events[0]?.n).toBe(30);
    expect(await brokenInvariants(env.query)).toEqual({});
  });
});
