// Bundle (issue 5): the gzip size of the JS and CSS each route needs for its first render (the
// entry chunk and the route's screen chunk with everything they import statically; chunks loaded
// later on demand are not counted), from a production build with a manifest, and the largest
// modules of the biggest chunk (from its source map); with --screen, the largest modules of that
// screen's first render instead.
// Usage: node bench/bundle.mjs [--top 15] [--screen src/features/flights/routes/ticket-search-page.tsx]
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { table } from './lib/load.mjs';
import { report } from './lib/report.mjs';
import { root } from './lib/server.mjs';

const { values } = parseArgs({
  options: { top: { type: 'string', default: '15' }, screen: { type: 'string' } },
});
const web = join(root, 'apps/web');
const out = mkdtempSync(join(tmpdir(), 'lv-bundle-'));
execSync(`npx vite build --manifest --sourcemap --outDir ${out} --emptyOutDir`, {
  cwd: web,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(out, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Files (js, css) of a manifest key and its static imports. */
function closure(key, seen = new Set(), files = { js: new Set(), css: new Set() }) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.js.add(chunk.file);
  for (const c of chunk.css ?? []) files.css.add(c);
  for (const i of chunk.imports ?? []) closure(i, seen, files);
  return files;
}

// every screen module the router loads lazily (the route table's screens, apps/web/src/app/router.tsx)
const screens = Object.keys(manifest).filter(
  (k) => /^src\/features\/[^/]+\/routes\/[^/]+\.tsx$/.test(k) || k === 'src/app/not-found-page.tsx',
);
// the entry (main.tsx) imports React DOM and app/start.tsx at once, in steps: they belong to
// every first render as much as its static imports do
const entry = closure('index.html');
for (const key of manifest['index.html'].dynamicImports ?? []) closure(key, new Set(), entry);
const sum = (set) => [...set].reduce((s, f) => s + gzipSize(f), 0);
const rows = [...new Set(screens)].map((screen) => {
  const files = closure(screen, new Set(), { js: new Set(entry.js), css: new Set(entry.css) });
  return {
    screen: screen.replace(/^src\/(features\/)?/, '').replace(/\.tsx$/, ''),
    'JS KB gzip': (sum(files.js) / 1024).toFixed(1),
    'CSS KB gzip': (sum(files.css) / 1024).toFixed(1),
    chunks: files.js.size,
  };
});
rows.sort((a, b) => Number(b['JS KB gzip']) - Number(a['JS KB gzip']));
console.info(
  `entry alone: JS ${(sum(entry.js) / 1024).toFixed(1)} KB gzip, CSS ${(sum(entry.css) / 1024).toFixed(1)} KB gzip`,
);
table(rows);
report(
  rows.map((r) => {
    // issue 22: home ≤ 140 KB (a standard server-state library is worth a few KB), others ≤ 170 KB
    const cap = r.screen === 'home/routes/home-page' ? 140 : 170;
    return {
      part: 'bundle',
      what: r.screen,
      figure: `JS ${r['JS KB gzip']} KB, CSS ${r['CSS KB gzip']} KB`,
      target: `JS ≤${cap} KB`,
      met: Number(r['JS KB gzip']) <= cap,
    };
  }),
);

/** Minified bytes per source module (node_modules folded to package/subfolder) of `files`. */
function moduleBytes(files) {
  const bytes = new Map();
  for (const file of files) {
    let map;
    try {
      map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'));
    } catch {
      continue; // runtime helpers without a map
    }
    const code = readFileSync(join(out, file), 'utf8').split('\n');
    decode(map.mappings).forEach((segments, line) => {
      segments.forEach((seg, k) => {
        if (seg.length < 2) return;
        const end = k + 1 < segments.length ? segments[k + 1][0] : code[line].length;
        const src = map.sources[seg[1]];
        const name = src.includes('node_modules/')
          ? src
              .replace(/^.*node_modules\//, '')
              .replace(/^(@[^/]+\/[^/]+|[^/]+)(\/(?:es|lib)\/([^/]+))?.*/, '$1 $3')
              .trim()
          : src.replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '');
        bytes.set(name, (bytes.get(name) ?? 0) + (end - seg[0]));
      });
    });
  }
  return [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
}

let files;
if (values.screen) {
  files = closure(values.screen, new Set(), { js: new Set(entry.js), css: new Set() }).js;
  console.info(`\n${values.screen}: largest parts of its first render (minified KB):`);
} else {
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const biggest = [...new Set(allJs)].sort((a, b) => gzipSize(b) - gzipSize(a))[0];
  files = [biggest];
  console.info(
    `\nbiggest chunk: ${biggest} (${(gzipSize(biggest) / 1024).toFixed(1)} KB gzip); largest parts (minified KB):`,
  );
}
table(moduleBytes(files).map(([name, n]) => ({ module: name, 'KB min': (n / 1024).toFixed(1) })));
rmSync(out, { recursive: true, force: true });
