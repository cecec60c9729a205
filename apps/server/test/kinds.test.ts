import { describe, expect, it } from 'vitest';
import { beijingIso } from '@lvxing/shared';
import { KINDS, kindPageData } from '../src/kinds';
import type { KindModule } from '../src/modules/orders/kind-module';
import { FLIGHT_RULE_KEYS } from '../src/modules/flight/flight-rules';
import { seedRules } from '../src/modules/settings/rule-settings.repository';
import {
  bookFlightOrder,
  buildTestApp,
  call,
  dayFromNow,
  loginMember,
  residentId,
  testClock,
} from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
let seq = 300;

describe('one registration per kind', () => {
  it('each listed kind answers its own order calls, behind the login', async () => {
    expect(KINDS.map((k) => k.kind)).toEqual([
      'FLIGHT',
      'TRAIN',
      'BUS',
      'HOTEL',
      'GROUP',
      'TOUR',
      'TRANSFER',
      'VISA',
      'CAR',
    ]);
    for (const k of KINDS) {
      for (const [name, path] of Object.entries(k.orderPaths)) {
        const body = name === 'search' ? {} : { orderNo: '123456789012345678' };
        const res = await call(app, path, body);
        expect(res.code, path).toBe(11001);
      }
    }
  });

  it('merges the page data of kinds that serve the same page', async () => {
    const kind = (name: string, key: string): KindModule => ({
      ...KINDS[0]!,
      pageData: () => ({
        '/ticket/book': async (q) => (q.get('train') === name ? { [key]: 1 } : {}),
      }),
    });
    const ctx = {
      config: {} as never,
      orders: app.orders.deps,
      requireAuth: async () => {},
      limits: {} as never,
    };
    const merged = kindPageData(ctx, [kind('flight', 'a'), kind('bus', 'b')]);
    expect(Object.keys(merged)).toEqual(['/ticket/book']);
    expect(await merged['/ticket/book']!(new URLSearchParams('train=bus'))).toEqual({ b: 1 });
  });
});

describe('the flight payment hold is a dated rule', () => {
  it('a new rule in rule_settings changes the hold of orders sold from its day', async () => {
    const book = async () => {
      const token = await loginMember(app); // access tokens live 10 h; the clock moves a day
      const date = dayFromNow(8, clock.now());
      const res = await bookFlightOrder(app, {
        token,
        date,
        from: 'CBJS',
        to: 'CSHA',
        idNo: residentId('19900307', (seq += 1)),
      });
      expect(res.code, res.message).toBe(200);
      return Date.parse(res.data.payDeadline) - clock.now().getTime();
    };
    expect(await book()).toBe(30 * 60_000);
    const tomorrow = beijingIso(new Date(clock.now().getTime() + 86_400_000)).slice(0, 10);
    await seedRules(app.orders.deps.db, [
      {
        key: FLIGHT_RULE_KEYS.paymentHold,
        effectiveFrom: tomorrow,
        value: { minutes: 20 },
        source: '测试：次日起改为20分钟',
      },
    ]);
    expect(await book()).toBe(30 * 60_000);
    clock.advance(86_400_000);
    expect(await book()).toBe(20 * 60_000);
  });
});
