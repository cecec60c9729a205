// API latency and throughput (issue 5): autocannon at fixed rates (250, 500, 1000 req/s) and at
// maximum throughput, on PGlite and on PostgreSQL, next to a bare Fastify route measured in the
// same run. Prints one table (errors broken down by envelope code or HTTP failure), then the
// oversell check of the order-create run (bench/lib/oversell.mjs).
// Usage: node --import tsx bench/api.mjs [--db pglite,postgres] [--rates 250,500,1000]
//        [--duration 10] [--only flight-search,train-search,hotel-search,tour-search,calendar,order-create,pay-state]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { load, table } from './lib/load.mjs';
import { flightSeatAudit } from './lib/oversell.mjs';
import { seedMembers } from './lib/members.mjs';
import { scenarios } from './lib/scenarios.mjs';
import { report } from './lib/report.mjs';
import { freshDatabase, pickPort, root, startServer, waitHealthy } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    rates: { type: 'string', default: '250,500,1000' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    members: { type: 'string', default: '200' },
  },
});
const rates = values.rates.split(',').map(Number);
const duration = Number(values.duration);
const only = values.only ? values.only.split(',') : null;

async function bareCeiling() {
  const port = pickPort();
  const child = spawn(process.execPath, ['bench/lib/bare-fastify.mjs', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  await load({ url, path: '/bare', bodies: ['{}'], duration: 2 });
  const atRates = [];
  for (const rate of rates) {
    atRates.push({ rate, ...(await load({ url, path: '/bare', bodies: ['{}'], duration, rate })) });
  }
  const max = await load({ url, path: '/bare', bodies: ['{}'], duration });
  child.kill('SIGTERM');
  return { atRates, max };
}

const rows = [];
const audits = [];
/** `{ code: count }` of a run's errors as a short cell, e.g. `14005×2 non2xx×1`. */
const kinds = (r) =>
  Object.entries(r.errorKinds ?? {})
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
const bare = await bareCeiling();
const ceiling = bare.max.rps;
const bareRow = (r, rate) => ({
  db: '-',
  call: 'bare Fastify route',
  rate,
  p50: r.p50,
  p99: r.p99,
  'req/s': r.rps.toFixed(0),
  errors: r.errors,
  'of ceiling': rate === 'max' ? '100%' : '',
  'error kinds': kinds(r),
});
for (const r of bare.atRates) rows.push(bareRow(r, r.rate));
rows.push(bareRow(bare.max, 'max'));

for (const kind of values.db.split(',')) {
  const database = await freshDatabase(kind);
  const tokens = await seedMembers(database.env, Number(values.members));
  const server = await startServer(pickPort(), database.env);
  let seatsLeft = null;
  try {
    for (const sc of await scenarios(server.url, tokens)) {
      if (only && !only.includes(sc.name)) continue;
      await sc.prepare?.();
      const warm = await load({
        url: server.url,
        path: sc.path,
        bodies: sc.bodies,
        duration: 3,
        rate: 200,
        okCodes: sc.okCodes,
      });
      let answered = warm.requests - warm.errors;
      for (const rate of rates) {
        const r = await load({
          url: server.url,
          path: sc.path,
          bodies: sc.bodies,
          duration,
          rate,
          okCodes: sc.okCodes,
        });
        answered += r.requests - r.errors;
        rows.push({
          db: kind,
          call: sc.name,
          rate,
          p50: r.p50,
          p99: r.p99,
          'req/s': r.rps.toFixed(0),
          errors: r.errors,
          'of ceiling': '',
          'error kinds': kinds(r),
        });
      }
      const m = await load({
        url: server.url,
        path: sc.path,
        bodies: sc.bodies,
        duration,
        okCodes: sc.okCodes,
      });
      rows.push({
        db: kind,
        call: sc.name,
        rate: 'max',
        p50: m.p50,
        p99: m.p99,
        'req/s': m.rps.toFixed(0),
        errors: m.errors,
        'of ceiling': `${((100 * m.rps) / ceiling).toFixed(0)}%`,
        'error kinds': kinds(m),
      });
      answered += m.requests - m.errors;
      if (sc.seatsLeft) seatsLeft = { answered, byOffer: await sc.seatsLeft() };
      console.error(`done: ${kind} ${sc.name}`);
    }
    await server.stop();
    if (seatsLeft) {
      const audit = await flightSeatAudit(database.env, seatsLeft.byOffer);
      // requests cut off at the end of a run may still have booked: orders ≥ answered 200
      audits.push({ db: kind, 'answered 200': seatsLeft.answered, ...audit });
    }
  } finally {
    await server.stop();
    await database.cleanup();
  }
}
table(rows);
if (audits.length) {
  console.info('\norder-create oversell check (seats sold + seats left = capacity per instance):');
  table(audits);
}

// The targets: searches at 1,000 req/s on PostgreSQL (p99 ≤ 50 ms, no errors) and their
// ceiling ≥ 25 % of the bare route's; order create ≥ 300/s with nothing oversold.
const row = (db, call, rate) => rows.find((r) => r.db === db && r.call === call && r.rate === rate);
const summary = [];
for (const db of values.db.split(',')) {
  const onPg = db === 'postgres';
  for (const call of [
    'flight-search',
    'train-search',
    'hotel-search',
    'tour-search',
    'calendar',
    'pay-state',
  ]) {
    const at = row(db, call, 1000);
    const max = row(db, call, 'max');
    if (at)
      summary.push({
        part: 'api',
        what: `${call} @1000 req/s (${db})`,
        figure: `p50 ${at.p50} ms, p99 ${at.p99} ms, ${at['req/s']} req/s, ${at.errors} errors`,
        target: onPg && call.endsWith('search') ? 'p99 ≤ 50 ms, 0 errors' : '',
        met: onPg && call.endsWith('search') ? at.p99 <= 50 && at.errors === 0 : null,
      });
    if (max)
      summary.push({
        part: 'api',
        what: `${call} max (${db})`,
        figure: `${max['req/s']} req/s = ${max['of ceiling']} of bare ${ceiling.toFixed(0)}`,
        target: onPg && call.endsWith('search') ? '≥ 25 % of bare' : '',
        met: onPg && call.endsWith('search') ? Number(max['req/s']) >= 0.25 * ceiling : null,
      });
  }
  const orders = row(db, 'order-create', 'max');
  const audit = audits.find((a) => a.db === db);
  if (orders)
    summary.push({
      part: 'api',
      what: `order-create max (${db})`,
      figure: `${orders['req/s']} orders/s, p99 ${orders.p99} ms; oversold ${audit?.oversold ?? '?'}, mismatches ${audit?.mismatches ?? '?'}`,
      target: onPg ? '≥ 300/s, nothing oversold' : '',
      met: onPg
        ? Number(orders['req/s']) >= 300 && audit?.oversold === 0 && audit?.mismatches === 0
        : null,
    });
}
report(summary);
