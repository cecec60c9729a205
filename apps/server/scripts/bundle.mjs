// Bundles the server (src/server.ts and the workspace's @lvxing/shared sources) into one ES module,
// dist/server.mjs, so `npm start` loads a single file instead of compiling hundreds of TypeScript
// modules through tsx at every start (issue 5, start-up). Packages from node_modules stay external
// (native argon2, PGlite's wasm and data files load from their own folders).
// A module that finds files next to itself (`new URL('./data/', import.meta.url)`) keeps doing so:
// its `import.meta.url` is rewritten to its own source file's URL, relative to the bundle.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const outfile = join(serverRoot, 'dist/server.mjs');

/** Keeps bare imports external, except the workspace's TypeScript-source package. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lvxing/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Rewrites `import.meta.url` in our own sources to the source file's URL. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = relative(dirname(outfile), args.path).split('\\').join('/');
      const expr = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', expr), loader: 'ts' };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [join(serverRoot, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals, ownUrl],
});
console.info(
  `server bundled: ${relative(process.cwd(), outfile)} (${Math.round(performance.now() - started)} ms)`,
);
