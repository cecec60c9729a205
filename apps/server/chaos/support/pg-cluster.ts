/**
 * A throwaway PostgreSQL cluster for the chaos suite, made with Debian's postgresql-common tools
 * (`pg_createcluster`, `pg_ctlcluster`, `pg_dropcluster`), so restarting it under load disturbs
 * nothing else on the machine. Trust authentication; it listens on localhost only (the default).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  restart(): void;
  stop(): void;
  start(): void;
  drop(): void;
}

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** The installed PostgreSQL major version (the newest under /etc/postgresql or /usr/lib/postgresql). */
function version(): string {
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v));
  const v = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!v) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return v;
}

/** Creates and starts a cluster on `port` with one database `chaos`. */
export async function createCluster(port: number): Promise<Cluster> {
  const v = version();
  const name = `chaos${port}`;
  try {
    run('pg_dropcluster', ['--stop', v, name]);
  } catch {
    /* not there: fine */
  }
  run('pg_createcluster', [
    v,
    name,
    '-p',
    String(port),
    '--start',
    '-o',
    'fsync=on',
    '-o',
    'max_connections=200',
    '--',
    '--auth=trust',
  ]);
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE chaos');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/chaos`,
    port,
    restart: () => run('pg_ctlcluster', [v, name, 'restart', '-m', 'fast']),
    stop: () => run('pg_ctlcluster', [v, name, 'stop', '-m', 'immediate']),
    start: () => run('pg_ctlcluster', [v, name, 'start']),
    drop: () => run('pg_dropcluster', ['--stop', v, name]),
  };
}
