// `npm run bench`: every benchmark part of issue 5 in turn (each also runnable alone), then one
// summary table of figures against their targets. Run it with nothing else on the machine.
// Usage: node bench/all.mjs [--only bundle,lighthouse,api,growth,startup] [--quick]
// --quick: 1 Lighthouse run per page, 5-second API steps, PostgreSQL only (a smoke run, not figures).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { table } from './lib/load.mjs';
import { root } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'bundle,lighthouse,api,growth,startup' },
    quick: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const parts = {
  bundle: ['bench/bundle.mjs'],
  lighthouse: ['bench/lighthouse.mjs', '--runs', quick ? '1' : '5'],
  api: [
    'bench/api.mjs',
    '--db',
    quick ? 'postgres' : 'pglite,postgres',
    '--duration',
    quick ? '5' : '10',
  ],
  growth: ['bench/growth.mjs'],
  startup: ['bench/startup.mjs'],
};

const dir = mkdtempSync(join(tmpdir(), 'lv-bench-'));
const reportFile = join(dir, 'report.jsonl');
const failed = [];
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
for (const name of values.only.split(',')) {
  const args = parts[name];
  if (!args) throw new Error(`unknown part ${name}`);
  console.info(`\n== ${name}: node ${args.join(' ')}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: reportFile },
  });
  if (run.status !== 0) failed.push(name);
}

let rows = [];
try {
  rows = readFileSync(reportFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
} catch {
  /* no part reported */
}
rmSync(dir, { recursive: true, force: true });
console.info('\n== summary (issue 5 targets)');
table(
  rows.map((r) => ({
    part: r.part,
    what: r.what,
    figure: r.figure,
    target: r.target,
    met: r.met === null ? '' : r.met ? 'yes' : 'NO',
  })),
);
if (failed.length) {
  console.error(`parts that failed to run: ${failed.join(', ')}`);
  process.exit(1);
}
