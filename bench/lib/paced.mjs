// An evenly paced open-loop load: one request every 1/rate seconds, sent on schedule whether or
// not earlier ones have answered, each timed from when it was due to be sent. autocannon's
// `overallRate` instead gives each connection a quota per second that it sends back to back at
// the start of the second (lib/httpClient.js, `reqsMadeThisSecond`), so at 100 req/s the server
// sees a burst of 100 requests once a second and the p99 is mostly the time to drain the burst;
// it also adds coordinated-omission samples (`recordValueWithExpectedInterval`) for every slow
// answer. bench/growth.mjs compares tails across data sizes, so it uses this pacing instead.
import http from 'node:http';

/**
 * @param {{ url: string, path: string, bodies: string[], rate: number, duration: number }} o
 *   rate in requests per second, duration in seconds
 * @returns {Promise<{ requests: number, rps: number, p50: number, p99: number, max: number,
 *   errors: number }>} latencies in ms (from the scheduled send time to the last byte)
 */
export async function paced(o) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(o.path, o.url);
  const total = Math.round(o.rate * o.duration);
  const interval = 1000 / o.rate;
  const latencies = [];
  let errors = 0;
  const one = (body, due) =>
    new Promise((resolve) => {
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
        },
        (res) => {
          // successful search answers come compressed; an envelope error comes plain
          const plain = !res.headers['content-encoding'];
          let head = '';
          res.on('data', (chunk) => {
            if (plain && head.length < 40) head += chunk.toString('utf8');
          });
          res.on('end', () => {
            if (res.statusCode !== 200 || (plain && !/^\{"code":200\b/.test(head))) errors += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const start = performance.now() + 50;
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(o.bodies[i % o.bodies.length], due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    errors,
  };
}
