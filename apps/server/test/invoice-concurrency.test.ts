import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceListResult } from '@lvxing/shared';
import { issueDueInvoices } from '../src/modules/invoice/invoice.jobs';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, freshDatabase, loginMember } from './helper';
import { adult, bookTrain, payOrder, settableClock } from './train-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): two app instances on
// one database run the issuing job at once; PGlite runs one transaction at a time.
const clock = settableClock();
const database = await freshDatabase();
afterAll(() => database.close());
const one = await buildTestApp({ now: clock.now, jobs: false, database });
const two = await buildTestApp({ now: clock.now, jobs: false, database });
const token = await loginMember(one);
const date = dayFromNow(8);
const jobDeps = { db: one.orders.deps.db, now: clock.now, issueDelayMs: 5000 };
const jobDeps2 = { db: two.orders.deps.db, now: clock.now, issueDelayMs: 5000 };

describe(`the issuing job on two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('issues each request once, with one number each', async () => {
    const orderNos: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const passengers = [adult(`周${'一二三四五六'[i]}`), adult(`吴${'一二三四五六'[i]}`)];
      const order = (await bookTrain(one, token, { date, passengers })).data;
      await payOrder(one, token, order.orderNo, clock.now());
      orderNos.push(order.orderNo);
    }
    clock.advance(one.orders.deps.ticketingDelayMs);
    await issueDueTickets(one.orders.deps);
    for (const orderNo of orderNos) {
      const app = orderNos.indexOf(orderNo) % 2 ? two : one;
      const body = { orderNo, titleType: 'PERSONAL', title: '周一' };
      expect((await call(app, '/api/invoice/request', body, { token })).code).toBe(200);
    }
    clock.advance(5_000);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => issueDueInvoices(i % 2 ? jobDeps2 : jobDeps)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await issueDueInvoices(jobDeps2)).toBe(0);
    const numbers: string[] = [];
    for (const orderNo of orderNos) {
      const l = await call<InvoiceListResult>(two, '/api/invoice/list', { orderNo }, { token });
      for (const i of l.data.items) {
        expect(i.state).toBe('ISSUED');
        numbers.push(i.invoiceNo!);
      }
    }
    expect(new Set(numbers).size).toBe(12);
  });
});
