import { describe, expect, it } from 'vitest';
import { BOOKING_RULES_AS_SEEDED, inMonthDayPeriods, schoolYearOf } from './booking-rules';

const { periods, schoolYearStart } = BOOKING_RULES_AS_SEEDED.train.studentTickets;

describe('学生票 periods and school years', () => {
  it('takes both ends of a period, also one that runs over the new year', () => {
    for (const day of ['2026-12-01', '2027-01-05', '2027-03-31', '2027-06-01', '2027-09-30']) {
      expect(inMonthDayPeriods(day, periods), day).toBe(true);
    }
    for (const day of ['2026-11-30', '2027-04-01', '2027-05-31', '2027-10-01']) {
      expect(inMonthDayPeriods(day, periods), day).toBe(false);
    }
  });

  it('starts the school year on 10-01', () => {
    expect(schoolYearOf('2027-03-05', schoolYearStart)).toBe('2026-10-01');
    expect(schoolYearOf('2027-09-30', schoolYearStart)).toBe('2026-10-01');
    expect(schoolYearOf('2027-10-01', schoolYearStart)).toBe('2027-10-01');
  });
});
