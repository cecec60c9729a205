// Starts the built site for the end-to-end tests on a fresh embedded database under data/e2e.
import { rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/e2e`;
rmSync(dataDir, { recursive: true, force: true });

// A staff account for the staff console's spec (apps/web/e2e/admin.spec.ts), made by the staff
// CLI before the server opens the embedded database (PGlite takes one process at a time); its
// login and TOTP secret go to data/e2e/e2e-staff.json for the spec.
const staff = { loginName: 'e2e.ops', password: 'Quiet-harbour-2026' };
const made = spawnSync(
  'npx',
  [
    'tsx',
    'apps/server/scripts/staff.ts',
    'create',
    '--login',
    staff.loginName,
    '--name',
    '测试运营',
    '--role',
    'OPERATIONS',
    '--password-stdin',
  ],
  {
    cwd: root,
    input: staff.password,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
  },
);
const secret = /secret=([A-Z2-7]+)/.exec(made.stdout ?? '')?.[1];
if (!secret) throw new Error(`e2e staff account: ${made.stderr}`);
writeFileSync(`${dataDir}/e2e-staff.json`, JSON.stringify({ ...staff, secret }));

const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'console',
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
    TICKETING_DELAY_MS: '1500',
    HOTEL_CONFIRM_DELAY_MS: '1500',
    INVOICE_ISSUE_DELAY_MS: '1500',
    ORDER_JOB_INTERVAL_MS: '500',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
