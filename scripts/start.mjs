// `npm start`: builds what is stale, then runs the bundled server in this same process (one Node
// start-up, no tsx). The web app is rebuilt when apps/web or packages/shared/src changed since
// apps/web/dist/index.html was written; the server bundle (apps/server/dist/server.mjs) when
// apps/server/src, packages/shared/src or the bundler script changed. FORCE_BUILD=1 rebuilds both.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => join(root, p);

/** Latest modification time (ms) of a file or anything under a folder; 0 when missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) m = Math.max(m, newest(join(path, name)));
  return m;
}

/** Whether `output` is missing or older than any of `sources`. */
function stale(output, sources) {
  if (process.env.FORCE_BUILD === '1' || !existsSync(output)) return true;
  return Math.max(...sources.map((p) => newest(at(p)))) > statSync(output).mtimeMs;
}

const shared = ['packages/shared/src', 'packages/shared/package.json'];
if (
  stale(at('apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/public',
    'apps/web/scripts',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    ...shared,
  ])
)
  execSync('npm run build -w @lvxing/web', { cwd: root, stdio: 'inherit' });
else console.info('web app up to date (apps/web/dist): not rebuilding');

const bundle = at('apps/server/dist/server.mjs');
if (
  stale(bundle, ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...shared])
)
  execSync('node apps/server/scripts/bundle.mjs', { cwd: root, stdio: 'inherit' });

await import(pathToFileURL(bundle).href);
