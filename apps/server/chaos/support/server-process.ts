import { randomBytes } from 'node:crypto';
/**
 * A real server process of this repository (`src/server.ts` through tsx), started on 127.0.0.1
 * with the environment the chaos tests give it, killed with SIGKILL when they want a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The secret every chaos server shares (tokens and sandbox notify signatures). */
/** This run's secrets, random like any start's (the servers share them, as instances must). */
export const CHAOS_SECRETS = {
  jwt: randomBytes(32).toString('base64url'),
  sandboxPay: randomBytes(32).toString('base64url'),
  dataKeys: `c1:${randomBytes(32).toString('base64')}`,
  idHash: randomBytes(32).toString('base64url'),
};

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** Resident set size of the process, bytes (from /proc). */
  rss(): number;
  alive(): boolean;
  /** SIGKILL: no shutdown hooks, open transactions die with their connections. */
  crash(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** Starts the process again with the same environment; resolves when /healthz answers. */
  restart(): Promise<void>;
  /** The tail of what the process logged (errors at LOG_LEVEL=error, crash traces). */
  errors(): string;
}

async function healthy(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${url} did not become healthy in ${timeoutMs} ms`);
}

/** Starts a server on `port` with `env` on top of the chaos defaults. */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  let child: ChildProcess;
  let stderr = '';
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        JWT_SECRET: CHAOS_SECRETS.jwt,
        PAYMENT_SANDBOX_SECRET: CHAOS_SECRETS.sandboxPay,
        DATA_KEYS: CHAOS_SECRETS.dataKeys,
        ID_HASH_SECRET: CHAOS_SECRETS.idHash,
        SMS_PROVIDER: 'console',
        LOG_LEVEL: 'error',
        PUBLIC_URL: url,
        TICKETING_DELAY_MS: '300',
        ORDER_JOB_INTERVAL_MS: '300',
        ...env,
      },
    });
    // pino writes to stdout; keep the last 200 KB of both streams
    const keep = (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await healthy(url, 60_000);
  };
  await launch();
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitExit = () =>
    exited() ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url,
    port,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    alive: () => !exited(),
    async crash() {
      child.kill('SIGKILL');
      await waitExit();
    },
    async stop() {
      if (exited()) return;
      child.kill('SIGTERM');
      await waitExit();
    },
    restart: launch,
    errors: () => stderr,
  };
}
