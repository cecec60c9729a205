// Fixed-rate load on flight search over the seeded inventory; prints p50/p99 latency and throughput.
// Usage: node bench/flight-search.mjs [--rate 100] [--duration 20] [--connections 20]
// Starts its own server (embedded database in a temp dir) unless BENCH_URL is given.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3400 + Math.floor(Math.random() * 500);
let server;
let dataDir;
let base = process.env.BENCH_URL;

async function waitHealthy(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

if (!base) {
  dataDir = mkdtempSync(join(tmpdir(), 'lv-bench-'));
  // the server process itself (not npx, whose child would outlive a kill)
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('base64url'),
      DATA_KEYS: `b1:${randomBytes(32).toString('base64')}`,
      ID_HASH_SECRET: randomBytes(32).toString('base64url'),
      SMS_PROVIDER: 'console',
    },
  });
  base = `http://127.0.0.1:${port}`;
}
await waitHealthy(base);

const day = (n) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const pairs = [
  ['CBJS', 'CSHA'],
  ['CSHA', 'CBJS'],
  ['CBJS', 'CAN'],
  ['CSHA', 'SZX'],
  ['CCTU', 'CBJS'],
  ['CAN', 'CSHA'],
  ['HGH', 'CBJS'],
  ['CKG', 'CSHA'],
];
const bodies = pairs.flatMap(([from, to]) =>
  [2, 5, 9].map((d) => JSON.stringify({ from, to, date: day(d), sort: 'price' })),
);
// warm-up: build the catalog and JIT the search path
for (const body of bodies) {
  await fetch(`${base}/api/plane/flight/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

let i = 0;
const result = await autocannon({
  url: `${base}/api/plane/flight/search`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  connections: Number(values.connections),
  overallRate: Number(values.rate),
  duration: Number(values.duration),
  requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }],
});

const ok = result['2xx'];
console.info(
  `flight search, ${bodies.length} city pairs × dates, target ${values.rate} req/s for ${values.duration} s`,
);
console.info(
  `  requests: ${result.requests.total} (2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
);
console.info(`  throughput: ${result.requests.average.toFixed(1)} req/s average`);
console.info(
  `  latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);

server?.kill('SIGTERM');
if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
