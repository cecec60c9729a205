// Fixed-rate load on train ticket search between big cities; prints p50/p99 latency and throughput.
// Usage: node bench/train-search.mjs [--rate 200] [--duration 15] [--connections 20] [--pg] [--book 2]
// Starts its own server on a temporary database (embedded PGlite, or with --pg a throw-away
// database on postgres://postgres@127.0.0.1:5432) unless BENCH_URL is given. Before the load it
// books `--book` orders on the first trains of every pair and date, so searches read sold runs
// (seat rows, versions) and not only never-sold ones.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    book: { type: 'string', default: '2' },
    pg: { type: 'boolean', default: false },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3510 + Math.floor(Math.random() * 10);
const adminUrl = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/test';
let server;
let dataDir;
let pgName;
let base = process.env.BENCH_URL;

async function admin(statement) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

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
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test', // keeps the dev SMS outbox, used to log in for the warm-up bookings
    JWT_SECRET: 'bench-secret-bench-secret',
    SMS_PROVIDER: 'console',
    ORDER_JOB_INTERVAL_MS: '60000',
  };
  if (values.pg) {
    pgName = `bench_${randomUUID().replaceAll('-', '')}`;
    await admin(`CREATE DATABASE ${pgName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${pgName}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'lv-bench-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    detached: true, // its own process group, stopped as a whole at the end
  });
  base = `http://127.0.0.1:${port}`;
}
await waitHealthy(base);

const post = async (path, body, token) =>
  (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

const day = (n) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const pairs = [
  ['北京', '上海'],
  ['上海', '北京'],
  ['北京', '广州'],
  ['上海', '杭州'],
  ['南京', '上海'],
  ['广州', '深圳'],
  ['成都', '重庆'],
  ['西安', '郑州'],
  ['武汉', '长沙'],
  ['上海', '南京'],
];
const bodies = pairs.flatMap(([from, to]) =>
  [2, 5, 9].map((d) => ({ from, to, date: day(d), sort: d === 5 ? 'price' : 'depTime' })),
);

/** A valid resident ID number (GB 11643 check character) for warm-up passengers. */
function residentId(n) {
  const body = `310104198${String(n % 10)}0101${String(n % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i], 0);
  return body + '10X98765432'[sum % 11];
}

// warm-up: build the caches, JIT the search path, and sell some seats on the searched trains
let booked = 0;
const mobile = '13700009999';
await post('/api/user/sms/code/send', { mobile, action: 'Login' });
const outbox = await post('/api/dev/sms/outbox', { mobile });
const smsCode = outbox.data?.[0]?.content.match(/\d{6}/)?.[0];
const token = smsCode ? (await post('/api/user/login', { mobile, smsCode })).data?.token : null;
for (const body of bodies) {
  const res = await post('/api/train/ticket/search', body);
  const trains = (res.data?.trains ?? []).filter((t) => t.saleState === 'ON_SALE');
  for (const t of token ? trains.slice(0, Number(values.book)) : []) {
    const seatClass = t.seats.find((s) => s.seatsLeft > 0)?.seatClass;
    const order = await post(
      '/api/train/order/retail/create',
      {
        trainCode: t.trainCode,
        date: body.date,
        from: t.from.telecode,
        to: t.to.telecode,
        seatClass,
        passengers: [{ name: '压测乘客', idType: '1', idNo: residentId(booked + 1) }],
        contact: { name: '压测', mobile },
      },
      token,
    );
    if (order.code === 200) booked += 1;
  }
}
const payloads = bodies.map((b) => JSON.stringify(b));

let i = 0;
const result = await autocannon({
  url: `${base}/api/train/ticket/search`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  connections: Number(values.connections),
  overallRate: Number(values.rate),
  duration: Number(values.duration),
  requests: [{ setupRequest: (req) => ({ ...req, body: payloads[i++ % payloads.length] }) }],
});

console.info(
  `train search on ${values.pg ? 'PostgreSQL' : 'PGlite'}, ${pairs.length} city pairs × 3 dates, ${booked} warm-up orders, target ${values.rate} req/s for ${values.duration} s`,
);
console.info(
  `  requests: ${result.requests.total} (2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
);
console.info(`  throughput: ${result.requests.average.toFixed(1)} req/s average`);
console.info(
  `  latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);

if (server) {
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (pgName) await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
