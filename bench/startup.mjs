// Start-up (issue 5): time from `npm start` to the first answered request, on a fresh data
// directory (first start: migrations and seeding; the web app built if stale) and again on the
// same directory (restart). Usage: node bench/startup.mjs [--fresh-build]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { table } from './lib/load.mjs';
import { pickPort, root } from './lib/server.mjs';

const { values } = parseArgs({ options: { 'fresh-build': { type: 'boolean', default: false } } });
const dataDir = mkdtempSync(join(tmpdir(), 'lv-startup-'));
const port = pickPort();
const url = `http://127.0.0.1:${port}`;

/** Runs `npm start`; resolves with ms until GET /healthz and GET / both answered 200. */
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
  while (performance.now() - t0 < 300_000) {
    try {
      const [h, page] = await Promise.all([fetch(`${url}/healthz`), fetch(`${url}/`)]);
      if (h.ok && page.ok) {
        ms = performance.now() - t0;
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
  return ms;
}

const first = await timedStart(values['fresh-build'] ? { FORCE_BUILD: '1' } : {});
const again = await timedStart({});
rmSync(dataDir, { recursive: true, force: true });
table([
  {
    start: `first (empty data dir${values['fresh-build'] ? ', web build' : ''})`,
    'seconds to first answer': (first / 1000).toFixed(2),
  },
  { start: 'restart (same data dir)', 'seconds to first answer': (again / 1000).toFixed(2) },
]);
