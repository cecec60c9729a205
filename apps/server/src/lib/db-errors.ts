/**
 * Whether an error means the database cannot be reached right now (connection refused or lost,
 * server shutting down or starting up), as opposed to a bad query. Drizzle wraps driver errors,
 * so the `cause` chain is searched. SQLSTATE classes: 08 (connection exception), 57P01–57P03
 * (admin shutdown, crash shutdown, cannot connect now) — PostgreSQL Appendix A.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof x.code === 'string' ? x.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    const message = typeof x.message === 'string' ? x.message : '';
    if (
      /Connection terminated|connection error|terminating connection|Client was closed|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    e = x.cause;
  }
  return false;
}

/**
 * Whether an error is a unique-constraint violation (SQLSTATE 23505), also wrapped by Drizzle
 * (its `cause` chain is searched).
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const x = e as { code?: unknown; cause?: unknown };
    if (x.code === '23505') return true;
    e = x.cause;
  }
  return false;
}
