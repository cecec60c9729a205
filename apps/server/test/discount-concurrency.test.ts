import { describe, expect, it } from 'vitest';
import { addDays } from '@lvxing/shared';
import { buildTestApp } from './helper';
import { beijingAt, clockDay, loginAs, savedPerson, studentProfile } from './passenger-fixtures';
import { bookTrain, settableClock } from './train-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): PGlite runs one
// transaction at a time and passes without proving anything about races.
const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const day = clockDay(['01-05', '07-05'], [0, 6]);
const year = Number(day.slice(0, 4));
clock.set(beijingAt(day));
const { token } = await loginAs(app);

describe(`学生票 trips on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('6 concurrent student bookings of one student on 6 trains of one school year: exactly 4 sell', async () => {
    const s = await savedPerson(app, token, '陈同学', `${year - 20}0315`, {
      student: studentProfile(year - 2),
    });
    expect(s.student?.state).toBe('APPROVED');
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        bookTrain(app, token, {
          date: addDays(day, i),
          passengers: [{ savedPassengerId: s.id, ticketType: '3' }],
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(4);
    const refused = results.filter((r) => r.code !== 200);
    expect(refused.map((r) => r.message)).toEqual([
      '第1位乘客陈同学：本学年学生票优惠次数（4次）已用完',
      '第1位乘客陈同学：本学年学生票优惠次数（4次）已用完',
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
