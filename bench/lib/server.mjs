// Starting the built server for a benchmark: on PGlite (a temp data dir) or on PostgreSQL (a fresh
// database on BENCH_PG_URL, dropped afterwards). Production mode, warn-level logs.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** This run's secrets: random, as a fresh start's (none is ever taken from the source). */
export const BENCH_SECRET = randomBytes(32).toString('base64url');
const BENCH_PAY_SECRET = randomBytes(32).toString('base64url');
const BENCH_DATA_KEYS = `b1:${randomBytes(32).toString('base64')}`;
const BENCH_ID_HASH_SECRET = randomBytes(32).toString('base64url');
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Polls /healthz until it answers 200; returns the milliseconds it took. */
export async function waitHealthy(url, timeoutMs = 180_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return performance.now() - t0;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer /healthz in ${timeoutMs} ms`);
}

async function pgAdmin(sql) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A fresh database: `{ env, url?, cleanup }` for the server's environment. */
export async function freshDatabase(kind) {
  if (kind === 'postgres') {
    const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await pgAdmin(`CREATE DATABASE ${name}`);
    const u = new URL(PG_BASE);
    u.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: u.toString() },
      url: u.toString(),
      cleanup: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lv-bench-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The built server (`npm start` runs the same file): bundled once per bench process. */
let bundled = false;
function serverBundle() {
  if (!bundled) execFileSync(process.execPath, ['apps/server/scripts/bundle.mjs'], { cwd: root });
  bundled = true;
  return 'apps/server/dist/server.mjs';
}

/** Asks for one flight and one train search, so the catalogs are built before any measuring. */
async function warm(url) {
  const date = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  for (const [path, body] of [
    ['/api/plane/flight/search', { from: 'CBJS', to: 'CSHA', date }],
    ['/api/train/ticket/search', { from: '北京', to: '上海', date }],
  ])
    await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}

/**
 * Spawns the built server (`apps/server/dist/server.mjs`, bundled from the sources first) on
 * `port` with `env` (and extra Node options `nodeArgs`, e.g. `--cpu-prof`); resolves when it is
 * healthy, with the time that took, once its search catalogs are built.
 */
export async function startServer(port, env = {}, nodeArgs = []) {
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverBundle()], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: BENCH_SECRET,
      PAYMENT_SANDBOX_SECRET: BENCH_PAY_SECRET,
      DATA_KEYS: BENCH_DATA_KEYS,
      ID_HASH_SECRET: BENCH_ID_HASH_SECRET,
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      ...env,
    },
  });
  await waitHealthy(url);
  const startMs = performance.now() - t0;
  await warm(url);
  return {
    url,
    pid: child.pid,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A free-ish port for this run, in a range no service of the machine listens on (NATS 4222 and
 * Erlang's port mapper 4369 sat in the range used before).
 */
export function pickPort() {
  return 7100 + Math.floor(Math.random() * 600);
}
