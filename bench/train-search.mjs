// Fixed-rate load on train ticket search between big cities; prints p50/p99 latency and throughput.
// Usage: node --import tsx bench/train-search.mjs [--rate 200] [--duration 15] [--db pglite|postgres]
//        [--book 2] [--port 3510]
// Starts the server on a fresh database (bench/lib/server.mjs) and, before the load, books `--book`
// orders on the first trains of every pair and date, so searches read sold runs (seat rows and
// versions) as well as never-sold ones.
import { parseArgs } from 'node:util';
import { load, table } from './lib/load.mjs';
import { seedMembers } from './lib/members.mjs';
import { day } from './lib/scenarios.mjs';
import { freshDatabase, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
    db: { type: 'string', default: 'pglite' },
    book: { type: 'string', default: '2' },
    port: { type: 'string', default: String(3510 + Math.floor(Math.random() * 10)) },
  },
});

const PAIRS = [
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
const bodies = PAIRS.flatMap(([from, to]) =>
  [2, 5, 9].map((d) => ({ from, to, date: day(d), sort: d === 5 ? 'price' : 'depTime' })),
);

/** A valid resident ID number (GB 11643 check character) for warm-up passenger `n`. */
function residentId(n) {
  const body = `3101041980${String(1 + (n % 12)).padStart(2, '0')}01${String(n % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i], 0);
  return body + '10X98765432'[sum % 11];
}

async function post(url, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Warm-up: fills the caches and sells seats on the first trains of every pair and date. */
async function warmUp(url, token) {
  let booked = 0;
  for (const body of bodies) {
    const res = await post(url, '/api/train/ticket/search', body);
    const trains = (res.data?.trains ?? []).filter((t) => t.saleState === 'ON_SALE');
    for (const t of trains.slice(0, Number(values.book))) {
      const order = await post(
        url,
        '/api/train/order/retail/create',
        {
          trainCode: t.trainCode,
          date: body.date,
          from: t.from.telecode,
          to: t.to.telecode,
          seatClass: t.seats.find((s) => s.seatsLeft > 0)?.seatClass,
          passengers: [{ name: '压测乘客', idType: '1', idNo: residentId(booked + 1) }],
          contact: { name: '压测', mobile: '13800138000' },
        },
        token,
      );
      if (order.code === 200) booked += 1;
    }
  }
  return booked;
}

const database = await freshDatabase(values.db);
const [token] = await seedMembers(database.env, 1);
const server = await startServer(Number(values.port), database.env);
try {
  const booked = await warmUp(server.url, token);
  const r = await load({
    url: server.url,
    path: '/api/train/ticket/search',
    bodies: bodies.map((b) => JSON.stringify(b)),
    rate: Number(values.rate),
    duration: Number(values.duration),
  });
  console.info(
    `train search on ${values.db}: ${PAIRS.length} city pairs × 3 dates, ${booked} warm-up orders, target ${values.rate} req/s for ${values.duration} s`,
  );
  table([
    {
      requests: r.requests,
      'req/s': r.rps.toFixed(1),
      p50: `${r.p50} ms`,
      p99: `${r.p99} ms`,
      max: `${r.max} ms`,
      errors: r.errors,
    },
  ]);
} finally {
  await server.stop();
  await database.cleanup();
}
