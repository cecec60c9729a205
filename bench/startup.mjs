// Start-up (issue 5): time from `npm start` to the first answered request, on a fresh data
// directory (first start: migrations and seeding; the web app built if stale) and again on the
// same directory (restart), and until a flight search answers (catalogs built). Usage: node bench/startup.mjs [--fresh-build]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { table } from './lib/load.mjs';
import { report } from './lib/report.mjs';
import { pickPort, root } from './lib/server.mjs';

const { values } = parseArgs({ options: { 'fresh-build': { type: 'boolean', default: false } } });
const dataDir = mkdtempSync(join(tmpdir(), 'lv-startup-'));
const port = pickPort();
const url = `http://127.0.0.1:${port}`;

/** A flight search for a date a few days ahead (the catalogs must be built to answer it). */
async function searchOk() {
  const date = new Date(Date.now() + 8 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${url}/api/plane/flight/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'CBJS', to: 'CSHA', date }),
  });
  return res.ok && (await res.json()).code === 200;
}

/**
 * Runs `npm start`; resolves with ms until GET /healthz and GET / both answered 200 (`ms`), and
 * until a flight search answered too (`searchMs`).
 */
async function timedStart(env) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let ms = 0;
  let searchMs = 0;
  while (performance.now() - t0 < 300_000) {
    try {
      if (!ms) {
        const [h, page] = await Promise.all([fetch(`${url}/healthz`), fetch(`${url}/`)]);
        if (h.ok && page.ok) ms = performance.now() - t0;
      }
      if (ms && (await searchOk())) {
        searchMs = performance.now() - t0;
        break;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await new Promise((r) => setTimeout(r, 500));
  return { ms, searchMs };
}

const first = await timedStart(values['fresh-build'] ? { FORCE_BUILD: '1' } : {});
const again = await timedStart({});
rmSync(dataDir, { recursive: true, force: true });
table([
  {
    start: `first (empty data dir${values['fresh-build'] ? ', web build' : ''})`,
    'seconds to first answer': (first.ms / 1000).toFixed(2),
    'seconds to first flight search': (first.searchMs / 1000).toFixed(2),
  },
  {
    start: 'restart (same data dir)',
    'seconds to first answer': (again.ms / 1000).toFixed(2),
    'seconds to first flight search': (again.searchMs / 1000).toFixed(2),
  },
]);
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
report([
  {
    part: 'startup',
    what: 'first start (seeding)',
    figure: secs(first.ms),
    target: '≤ 30 s',
    met: first.ms > 0 && first.ms <= 30_000,
  },
  {
    part: 'startup',
    what: 'restart',
    figure: secs(again.ms),
    target: '≤ 5 s',
    met: again.ms > 0 && again.ms <= 5_000,
  },
  { part: 'startup', what: 'restart to first flight search', figure: secs(again.searchMs) },
]);
