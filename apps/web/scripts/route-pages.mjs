// Build step (called by scripts/prerender.mjs): for each app route, a copy of the built
// index.html that also preloads the route's screen — `<link rel="modulepreload">` for every chunk
// of the screen's static import closure that index.html does not already load, and
// `<link rel="preload" as="style">` for its CSS — so the browser fetches the screen alongside the
// entry instead of after the entry has run and the router has asked for it. They are fetched at
// low priority: the entry's own chunks come first, or the layout (the first paint) would wait
// for them (Lighthouse on /train: first paint 2.6 s without the preloads, 3.0 s with them at
// high priority, 2.5 s at low). Written to
// dist/routes/<name>.html (+ .gz/.br) and listed in dist/route-pages.json, which the server reads
// to pick the page for a request's path and query (apps/server/src/plugins/static-site.ts).
// The rows come from the app's route table (src/app/route-table.ts, through
// src/app/route-screens.ts); the pages prerendered per device (scripts/prerender.mjs) are listed
// first, with their desktop `file` and `mobileFile`.
// A route marked `serverRendered` gets instead the page of a prerendered one (the boot script,
// which asks for the app and the screen once the page has painted; the screen's CSS as
// stylesheets, since the markup needs them): the server puts the route's first view, rendered
// per request, into its #root (apps/server/src/plugins/page-render.ts); `render: true` in
// route-pages.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest keys of an entry and its static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(manifest, i, seen);
  return seen;
}

/**
 * Writes the route pages. `template` is the built index.html, `compressFile` writes a file's
 * .gz and .br, `routeScreens` is src/app/route-screens.ts's table (checked against the router by
 * its test), `bootPage(screenFiles)` index.html in the form of a prerendered page with the
 * screen's chunks to load after the first paint (scripts/prerender.mjs), `prerendered` the rows
 * of the pages prerendered per device. Throws when a listed screen is missing from the build.
 */
export function writeRoutePages({
  dist,
  template,
  manifest,
  compressFile,
  routeScreens,
  bootPage,
  prerendered = [],
}) {
  const linked = new Set(
    [...template.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  );
  const entry = closure(manifest, 'index.html');
  mkdirSync(join(dist, 'routes'), { recursive: true });
  const pages = [...prerendered];
  for (const route of routeScreens) {
    if (!manifest[route.screen])
      throw new Error(`route pages: ${route.screen} is not in the build`);
    const keys = [...closure(manifest, route.screen)].filter((k) => !entry.has(k));
    const scripts = keys.map((k) => `/${manifest[k].file}`).filter((f) => !linked.has(f));
    const styles = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))]
      .map((f) => `/${f}`)
      .filter((f) => !linked.has(f));
    const name = [route.path.slice(1).replace(/\//g, '-'), ...Object.values(route.query ?? {})]
      .join('-')
      .toLowerCase();
    const file = `routes/${name}.html`;
    if (route.serverRendered) {
      const sheets = styles.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`);
      const page = bootPage(scripts).replace('</head>', `${sheets.join('\n')}\n</head>`);
      writeFileSync(join(dist, file), page);
      compressFile(join(dist, file));
      pages.push({ path: route.path, query: route.query ?? {}, file, render: true });
      continue;
    }
    const tags = [
      ...styles.map(
        (f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${f}">`,
      ),
      ...scripts.map(
        (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`,
      ),
    ];
    writeFileSync(join(dist, file), template.replace('</head>', `${tags.join('\n')}\n</head>`));
    compressFile(join(dist, file));
    pages.push({ path: route.path, query: route.query ?? {}, file });
  }
  writeFileSync(join(dist, 'route-pages.json'), JSON.stringify(pages, null, 1));
  return pages;
}
