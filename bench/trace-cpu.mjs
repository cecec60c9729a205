// Where a page load's time went, from the traces `bench/lighthouse.mjs --save <dir>` keeps:
// for each run, the CPU time of Chromium's processes in the first 3 s after navigation (sum of
// their tasks' thread time), and, for the page's main thread, its tasks of ≥ 8 ms: their wall
// time against their CPU time. A main thread whose long tasks have far less CPU time than wall
// time was waiting for a core, not working (Lighthouse multiplies the wall time by 4).
// Usage: node bench/trace-cpu.mjs <dir> [<dir> …]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { table } from './lib/load.mjs';

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
const WINDOW_US = 3_000_000;
const LONG_US = 8_000;

/**
 * One trace's figures.
 * @param {{traceEvents?: object[]} | object[]} trace Chrome trace (Lighthouse's `artifacts.Trace`)
 * @returns {{processes: Record<string, number>, mainWall: number, mainCpu: number, longTasks: number}}
 *   CPU ms per process name in the window; the main thread's long tasks: wall ms, CPU ms, count
 */
export function traceCpu(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const processName = new Map();
  const threadName = new Map();
  for (const e of events) {
    if (e.name === 'process_name') processName.set(e.pid, e.args.name);
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart');
  // the page's renderer: the one whose main thread has the navigation
  const mainKey = [...threadName].find(
    ([key, name]) => name === 'CrRendererMain' && key.startsWith(`${nav.pid}:`),
  )?.[0];
  const processes = {};
  let mainWall = 0;
  let mainCpu = 0;
  let longTasks = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !TASKS.has(e.name) || e.ts < nav.ts || e.ts > nav.ts + WINDOW_US) continue;
    const name = (processName.get(e.pid) ?? String(e.pid)).replace(/ Process$/, '');
    processes[name] = (processes[name] ?? 0) + (e.tdur ?? 0) / 1000;
    if (`${e.pid}:${e.tid}` === mainKey && e.dur >= LONG_US) {
      mainWall += e.dur / 1000;
      mainCpu += (e.tdur ?? 0) / 1000;
      longTasks += 1;
    }
  }
  return { processes, mainWall, mainCpu, longTasks };
}

const rows = [];
for (const dir of process.argv.slice(2)) {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.trace.json'))
    .sort()) {
    const { processes, mainWall, mainCpu, longTasks } = traceCpu(
      JSON.parse(readFileSync(join(dir, file), 'utf8')),
    );
    const cpu = (name) => Math.round(processes[name] ?? 0);
    rows.push({
      run: join(dir, file.replace('.trace.json', '')),
      'browser ms': cpu('Browser'),
      'GPU ms': cpu('GPU'),
      'renderer ms': cpu('Renderer'),
      'main long tasks': longTasks,
      'their wall ms': Math.round(mainWall),
      'their CPU ms': Math.round(mainCpu),
      'CPU / wall': mainWall ? `${Math.round((100 * mainCpu) / mainWall)} %` : '—',
    });
  }
}
table(rows);
