// Starts the built site for the end-to-end tests on a fresh embedded database under data/e2e.
import { rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/e2e`;
rmSync(dataDir, { recursive: true, force: true });

// Staff accounts for the staff console's specs (apps/web/e2e/admin.spec.ts, service.spec.ts),
// made by the staff CLI before the server opens the embedded database (PGlite takes one process
// at a time); their logins and TOTP secrets go to data/e2e/e2e-staff.json for the specs: the 运营
// account at the top level (as admin.spec.ts reads it), the 客服 account under `service`, a second
// 运营 account under `group` (group.spec.ts: a TOTP code is accepted once, so two specs logging one
// account in within the same 30-second step would wait for the next step).
function createStaff(loginName, name, role) {
  const account = { loginName, password: 'Quiet-harbour-2026' };
  const made = spawnSync(
    'npx',
    [
      'tsx',
      'apps/server/scripts/staff.ts',
      'create',
      '--login',
      loginName,
      '--name',
      name,
      '--role',
      role,
      '--password-stdin',
    ],
    {
      cwd: root,
      input: account.password,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    },
  );
  const secret = /secret=([A-Z2-7]+)/.exec(made.stdout ?? '')?.[1];
  if (!secret) throw new Error(`e2e staff account ${loginName}: ${made.stderr}`);
  return { ...account, secret };
}
const ops = createStaff('e2e.ops', '测试运营', 'OPERATIONS');
const service = createStaff('e2e.service', '测试客服', 'SERVICE');
const group = createStaff('e2e.quote', '测试团队顾问', 'OPERATIONS');
// a11y.spec.ts walks every console page as a 管理员, once per Playwright project
const admin = {
  desktop: createStaff('e2e.admin', '测试管理员', 'ADMIN'),
  mobile: createStaff('e2e.admin.phone', '测试管理员（手机）', 'ADMIN'),
};
writeFileSync(`${dataDir}/e2e-staff.json`, JSON.stringify({ ...ops, service, group, admin }));

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
    TOUR_CONFIRM_DELAY_MS: '1500',
    TRANSFER_DISPATCH_DELAY_MS: '1500',
    VISA_SANDBOX_STEP_MS: '1500',
    INVOICE_ISSUE_DELAY_MS: '1500',
    ORDER_JOB_INTERVAL_MS: '500',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
