// One summary row per measured target, shared by every bench part. When BENCH_REPORT names a file
// (set by bench/all.mjs), rows are appended to it as JSON lines; the parts print their own tables
// either way.
import { appendFileSync } from 'node:fs';

/**
 * Records summary rows: `part` (bench script), `what` (page, call or case), `figure` (text with
 * units), `target` (text) and `met` (boolean, or null when there is no target).
 * @param {{part: string, what: string, figure: string, target?: string, met?: boolean | null}[]} rows
 */
export function report(rows) {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  appendFileSync(
    file,
    rows.map((r) => JSON.stringify({ target: '', met: null, ...r })).join('\n') + '\n',
  );
}
