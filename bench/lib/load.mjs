// autocannon runs: fixed rate (`overallRate`, pipelining 1, 20 connections)
// and maximum throughput (closed loop, many connections). Envelope codes other than 200 count as
// errors, as do HTTP errors and timeouts.
import autocannon from 'autocannon';

/**
 * `bodies` is a list cycled through, or a function giving each request's body (and headers).
 * @param {{ url: string, path: string,
 *   bodies: string[] | (() => { body: string, headers?: Record<string, string> }),
 *   rate?: number, duration: number, connections?: number, okCodes?: number[] }} o
 */
export async function load(o) {
  let i = 0;
  let bad = 0;
  /** Envelope codes other than the expected ones, with their counts. */
  const badCodes = {};
  const okCodes = new Set(o.okCodes ?? [200]);
  const next =
    typeof o.bodies === 'function' ? o.bodies : () => ({ body: o.bodies[i++ % o.bodies.length] });
  const result = await autocannon({
    url: `${o.url}${o.path}`,
    method: 'POST',
    // as a browser sends them: compressed answers are accepted
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    // 20 connections for fixed rates: autocannon spreads `overallRate` over the connections and
    // fires each one's share in bursts, so with 100 connections even a bare Fastify route shows
    // p99 ≈ 250 ms at 1,000 req/s (measured); with 20 it shows ≈ 20 ms
    connections: o.connections ?? (o.rate ? 20 : 64),
    pipelining: 1,
    ...(o.rate ? { overallRate: o.rate } : {}),
    duration: o.duration,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          return { ...req, body: r.body, headers: { ...req.headers, ...(r.headers ?? {}) } };
        },
        onResponse: (status, body, _context, headers) => {
          if (status !== 200) return;
          // only successful search answers are cached and sent compressed; errors are plain
          if (headers?.['content-encoding']) return;
          const m = /"code":(\d+)/.exec(body.slice(0, 40));
          if (!m || !okCodes.has(Number(m[1]))) {
            bad += 1;
            const code = m ? m[1] : 'no-envelope';
            badCodes[code] = (badCodes[code] ?? 0) + 1;
          }
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx + bad,
    /** What the errors were: envelope codes, and HTTP status classes / timeouts / socket errors. */
    errorKinds: {
      ...badCodes,
      ...(result.non2xx ? { non2xx: result.non2xx } : {}),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
      ...(result.errors ? { socket: result.errors } : {}),
    },
  };
}

/** The middle value of `xs` (the upper of the two middle ones for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prints rows (objects) as an aligned text table. */
export function table(rows) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((c, k) => String(c).padEnd(width[k])).join('  ');
  console.info(line(cols));
  console.info(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.info(line(cols.map((c) => r[c])));
}
