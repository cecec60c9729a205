// `npm start` builds the web app only when its sources changed since the last build, so a restart
// does not wait for Vite. Stale means: no apps/web/dist/index.html, or any file under apps/web
// (src, public, index.html, configs) or packages/shared/src newer than it. FORCE_BUILD=1 builds.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) m = Math.max(m, newest(join(path, name)));
  return m;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
].map((p) => join(root, p));
const stale =
  process.env.FORCE_BUILD === '1' ||
  !existsSync(built) ||
  Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) execSync('npm run build', { cwd: root, stdio: 'inherit' });
else console.info('web app up to date (apps/web/dist): not rebuilding');
