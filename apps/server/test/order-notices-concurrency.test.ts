import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { queuePayReminders, sendNotices } from '../src/modules/orders/order-notice.jobs';
import { buildTestApp, dayFromNow, freshDatabase, loginMember } from './helper';
import { adult, bookTrain, payOrder, settableClock } from './train-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): two app instances on
// one database run the ticketing, reminder and notice jobs at once, again and again; PGlite runs
// one transaction at a time.
const clock = settableClock();
const database = await freshDatabase();
afterAll(() => database.close());
const one = await buildTestApp({ now: clock.now, jobs: false, database });
const two = await buildTestApp({ now: clock.now, jobs: false, database });
const token = await loginMember(one);
const date = dayFromNow(10);

describe(`order notices on two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends one SMS per order and event under repeated concurrent runs', async () => {
    const orderNos: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const passengers = [adult(`冯${'一二三四五六'[i]}`)];
      const order = (await bookTrain(one, token, { date, passengers })).data;
      await payOrder(one, token, order.orderNo, clock.now());
      orderNos.push(order.orderNo);
    }
    clock.advance(one.orders.deps.ticketingDelayMs);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        [one, two].flatMap((app) => {
          const deps = app.orders.deps;
          return [
            issueDueTickets(deps),
            sendNotices(deps),
            queuePayReminders(deps),
            sendNotices(deps),
          ];
        }),
      );
    }
    await sendNotices(two.orders.deps);
    for (const orderNo of orderNos) {
      const sent = await one.orders.deps.db
        .select({ content: smsOutbox.content })
        .from(smsOutbox)
        .where(like(smsOutbox.content, `%${orderNo}%`));
      expect(sent.map((s) => s.content.includes('已出票'))).toEqual([true]);
    }
  });
});
