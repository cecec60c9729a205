// Build step after `vite build` (npm run build): renders the route table's prerendered pages (the
// home page: src/app/route-table.ts `prerendered`) for a desktop and for a phone (logged out) into
// dist/<stem>.desktop.html and dist/<stem>.mobile.html — the built index.html with the page's
// markup in #root, its title, and the boot script with the screen's chunks — plus their .gz/.br.
// The server sends them for their path by user agent (route-pages.json), so the page paints from
// the HTML; the app then mounts over the same markup. The app's scripts are started by a small
// boot script (scripts/boot.js) once the page has been painted. Then the other routes' pages,
// which preload their screens (scripts/route-pages.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { writeRoutePages } from './route-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** The chunk files of a manifest entry and its static imports. */
function chunkFiles(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((i) => chunkFiles(manifest, i, seen))];
}

const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderPage, fillPage, ROUTE_SCREENS, PRERENDERED_SCREENS } =
    await vite.ssrLoadModule('/src/app/prerender.tsx');
  const { compressFile } = await vite.ssrLoadModule('/compress-plugin.ts');
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  // what index.html preloads (the entry's imports, and React DOM and app/start.tsx, which the
  // entry imports at once in steps: preload-start-plugin.ts) and the home screen's chunks
  const linked = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const [entryFile] = chunkFiles(manifest, 'index.html');
  const boot = readFileSync(join(root, 'scripts/boot.js'));
  const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, bootFile), boot);
  compressFile(join(dist, bootFile));
  // the entry's <script> and <link rel=modulepreload> tags: the boot script asks for them later
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error('index.html: no entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html: no empty #root');
  /**
   * index.html for a page whose markup is in the HTML: no entry script or modulepreload links,
   * but the boot script, which asks for them (and `screenFiles`, the screen's chunks) once the
   * page has been painted.
   */
  const bootPage = (screenFiles) => {
    const preloads = [...new Set([...linked, ...screenFiles])].filter((f) => f !== `/${entryFile}`);
    const bootTag = `<script src="/${bootFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
    return template
      .replace(entryTag, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('</head>', `${bootTag}</head>`);
  };
  const prerendered = [];
  for (const route of PRERENDERED_SCREENS) {
    const shell = bootPage(chunkFiles(manifest, route.screen).map((f) => `/${f}`));
    const files = {};
    for (const device of ['desktop', 'mobile']) {
      const view = await renderPage(route.path, device === 'mobile');
      files[device] = `${route.stem}.${device}.html`;
      const page = fillPage(shell, view);
      writeFileSync(join(dist, files[device]), page);
      compressFile(join(dist, files[device]));
      console.info(
        `prerendered ${route.path} for ${device}: ${files[device]} (${page.length} bytes)`,
      );
    }
    prerendered.push({
      path: route.path,
      query: route.query,
      file: files.desktop,
      mobileFile: files.mobile,
    });
  }
  const pages = writeRoutePages({
    dist,
    template,
    manifest,
    compressFile,
    routeScreens: ROUTE_SCREENS,
    bootPage,
    prerendered,
  });
  console.info(`route pages with their screens' preloads: ${pages.length} in dist/routes`);
} finally {
  await vite.close();
}
