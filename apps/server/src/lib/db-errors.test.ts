import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

describe('isDatabaseUnavailable', () => {
  it('knows lost and refused connections, also wrapped by Drizzle', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: refused });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves query errors alone', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('knows SQLSTATE 23505, also wrapped by Drizzle, and nothing else', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: unique }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
