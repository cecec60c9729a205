// Starts the built site for the end-to-end tests on a fresh embedded database under data/e2e.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/e2e`;
rmSync(dataDir, { recursive: true, force: true });

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
