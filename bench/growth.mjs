// How search cost grows with the data (issue 5): flight and train search p50/p99 with the search
// cache off (SEARCH_CACHE_MS=0, so every call runs its queries) on PostgreSQL, with sold
// inventory filled over 60, 180 and 365 days, and with 10× the generated trains; then
// EXPLAIN (ANALYZE, BUFFERS) of the hot search queries exactly as Drizzle emits them. Also
// prints the server's CPU time per request (Linux /proc), steadier than latency on a busy machine.
// Requests are evenly paced (bench/lib/paced.mjs), not autocannon bursts: the tail compared across
// sizes is then the search's own, not the time to drain a once-a-second burst.
// Usage: node --import tsx bench/growth.mjs [--windows 60,180,365] [--scale 10] [--scale-window 60]
//        [--rate 100] [--duration 20] [--warmup 10] [--repeat 5] [--flight-share 0.3] [--train-share 0.01] [--explain 60,365]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { schedulesBetween } from '../apps/server/src/modules/flight/flight-search.service.ts';
import { heldSeats } from '../apps/server/src/modules/flight/flight-inventory.repository.ts';
import {
  buildTrainCatalog,
  journeysBetween,
  resolvePlace,
} from '../apps/server/src/modules/train/catalog/catalog.ts';
import { journeyTimes } from '../apps/server/src/modules/train/train-journey.ts';
import {
  runVersions,
  seatsWithVersion,
} from '../apps/server/src/modules/train/train-seats.repository.ts';
import { fillInventory } from './lib/inventory-fill.mjs';
import { table } from './lib/load.mjs';
import { paced } from './lib/paced.mjs';
import { day, FLIGHT_PAIRS, TRAIN_PAIRS } from './lib/scenarios.mjs';
import { report } from './lib/report.mjs';
import { freshDatabase, pickPort, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    windows: { type: 'string', default: '60,180,365' },
    scale: { type: 'string', default: '10' },
    'scale-window': { type: 'string', default: '60' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '10' },
    // five runs per call: with three, one paused run (80–220 ms p99 on this shared machine)
    // decided the median of a size too often
    repeat: { type: 'string', default: '5' },
    'flight-share': { type: 'string', default: '0.3' },
    'train-share': { type: 'string', default: '0.01' },
    explain: { type: 'string', default: '60,365' },
  },
});
const configs = [
  ...values.windows.split(',').map((w) => ({ window: Number(w), scale: 1 })),
  ...(Number(values.scale) > 1
    ? [{ window: Number(values['scale-window']), scale: Number(values.scale) }]
    : []),
];
const explainAt = new Set(values.explain.split(',').map(Number));
const today = day(0);
const dates = [1, 4, 7, 10, 13, 16, 19, 22, 25, 28];
// date-major, so that the routes take turns: cycling one route's ten dates back to back would put
// ten searches of the costliest route (上海→南京, ~17 ms of CPU each) in 100 ms at 100 req/s, and
// the p99 would be that queue rather than the cost of a search
const flightBodies = dates.flatMap((d) =>
  FLIGHT_PAIRS.map(([from, to]) => JSON.stringify({ from, to, date: day(d) })),
);
const trainBodies = dates.flatMap((d) =>
  TRAIN_PAIRS.map(([from, to]) => JSON.stringify({ from, to, date: day(d) })),
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * CPU time (user + system, ms) the server process has used, from /proc (Linux): per request it
 * is steadier than latency on a machine shared with other work.
 */
function cpuMs(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/** The hot search queries with real arguments, as Drizzle sends them: `{ name, sql, params }`. */
async function hotQueries(url, scale) {
  const captured = [];
  let name = '';
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (q, params) => captured.push({ name, sql: q, params }) },
  });
  const date = day(7);
  name = 'flight search: seats held (CBJS→CSHA)';
  await heldSeats(
    db,
    date,
    schedulesBetween('CBJS', 'CSHA').map((s) => s.flightNo),
  );
  const catalog = buildTrainCatalog(scale);
  const journeys = journeysBetween(
    catalog,
    resolvePlace(catalog, '北京'),
    resolvePlace(catalog, '上海'),
  ).map((j) => ({ j, t: journeyTimes(j, day(3)) }));
  name = 'train search: run versions (北京→上海)';
  const versions = await runVersions(
    db,
    [...new Set(journeys.map((x) => x.j.train.code))],
    [...new Set(journeys.map((x) => x.t.runDate))],
  );
  name = 'train search: seats of changed runs (北京→上海)';
  await seatsWithVersion(db, versions);
  const out = [];
  for (const q of captured) {
    const plan = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params);
    out.push({ ...q, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  await pool.end();
  return { out, journeys: journeys.length, versions: versions.length };
}

const rows = [];
const plans = [];
for (const c of configs) {
  const database = await freshDatabase('postgres');
  try {
    const t0 = performance.now();
    const opened = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    const counts = await fillInventory(opened.db, {
      today,
      days: c.window,
      trainScale: c.scale,
      flightShare: Number(values['flight-share']),
      trainShare: Number(values['train-share']),
    });
    await opened.close();
    console.error(
      `filled ${c.window} days, trains ×${c.scale} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      counts,
    );
    const server = await startServer(pickPort(), {
      ...database.env,
      SEARCH_CACHE_MS: '0',
      FLIGHT_SALE_WINDOW_DAYS: String(Math.max(60, c.window)),
      TRAIN_GENERATED_SCALE: String(c.scale),
    });
    try {
      const calls = [
        ['flight-search', '/api/plane/flight/search', flightBodies],
        ['train-search', '/api/train/ticket/search', trainBodies],
      ];
      const base = (path, bodies) => ({ url: server.url, path, bodies, rate: Number(values.rate) });
      for (const [, path, bodies] of calls)
        await paced({ ...base(path, bodies), duration: Number(values.warmup) });
      // the calls take turns, `repeat` times: a burst of noise on the shared machine lands in
      // one run of one call, and the median of the runs is reported
      const runs = new Map(calls.map(([call]) => [call, []]));
      for (let k = 0; k < Number(values.repeat); k += 1) {
        for (const [call, path, bodies] of calls) {
          const c0 = cpuMs(server.pid);
          const r = await paced({ ...base(path, bodies), duration: Number(values.duration) });
          runs.get(call).push({ ...r, cpu: (cpuMs(server.pid) - c0) / r.requests });
        }
      }
      for (const [call, rs] of runs) {
        rows.push({
          window: c.window,
          trains: `×${c.scale}`,
          call,
          rate: values.rate,
          p50: median(rs.map((r) => r.p50)),
          p99: median(rs.map((r) => r.p99)),
          'p99 of each run': rs.map((r) => r.p99).join('/'),
          'req/s': median(rs.map((r) => r.rps)).toFixed(0),
          errors: rs.reduce((n, r) => n + r.errors, 0),
          'server cpu ms/req': median(rs.map((r) => r.cpu)).toFixed(1),
          'flight_inventory rows': counts.flightInventory,
          'train_runs rows': counts.trainRuns,
          'train_seats rows': counts.trainSeats,
        });
      }
    } finally {
      await server.stop();
    }
    if (explainAt.has(c.window) || c.scale > 1) {
      plans.push({ config: c, ...(await hotQueries(database.url, c.scale)) });
    }
  } finally {
    await database.cleanup();
  }
}
table(rows);
const summary = [];
for (const call of ['flight-search', 'train-search']) {
  const at = (w, scale = 1) =>
    rows.find((r) => r.call === call && r.window === w && r.trains === `×${scale}`);
  const [short, long] = [at(60), at(365)];
  if (short && long)
    summary.push({
      part: 'growth',
      what: `${call} p99 365 vs 60 days (uncached)`,
      figure: `${long.p99} vs ${short.p99} ms = ${(long.p99 / short.p99).toFixed(2)}×; cpu ${long['server cpu ms/req']} vs ${short['server cpu ms/req']} ms/req`,
      target: '≤ 1.5×',
      met: long.p99 <= 1.5 * short.p99,
    });
  const scaled = rows.find((r) => r.call === call && r.trains !== '×1');
  if (scaled && short)
    summary.push({
      part: 'growth',
      what: `${call} with trains ${scaled.trains}, ${scaled.window} days`,
      figure: `p50 ${scaled.p50}, p99 ${scaled.p99} ms; cpu ${scaled['server cpu ms/req']} ms/req`,
    });
}
report(summary);
for (const p of plans) {
  console.info(
    `\n=== EXPLAIN (ANALYZE, BUFFERS) at ${p.config.window} days, trains ×${p.config.scale} ` +
      `(北京→上海: ${p.journeys} journeys, ${p.versions} sold run classes)`,
  );
  for (const q of p.out) {
    console.info(
      `\n-- ${q.name}\n-- ${q.sql}\n-- params: ${JSON.stringify(q.params).slice(0, 300)}`,
    );
    console.info(q.plan);
  }
}
