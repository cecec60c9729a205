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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The screen each route renders first (app/router.tsx and app/kind-routes.tsx pick the same):
 * `query` entries must all match the request's query; the first matching row wins.
 */
export const ROUTE_SCREENS = [
  // the login overlay opens over the home screen (`/` itself is prerendered: prerender.mjs)
  { path: '/login', screen: 'src/features/home/routes/home-page.tsx' },
  { path: '/ticket/search', screen: 'src/features/flights/routes/ticket-search-page.tsx' },
  {
    path: '/ticket/book',
    query: { train: 'train' },
    screen: 'src/features/trains/routes/train-book-page.tsx',
  },
  {
    path: '/ticket/book',
    query: { train: 'bus' },
    screen: 'src/features/buses/routes/bus-book-page.tsx',
  },
  { path: '/ticket/book', screen: 'src/features/flights/routes/ticket-book-page.tsx' },
  { path: '/ticket/pay', screen: 'src/features/payment/routes/pay-page.tsx' },
  { path: '/train', query: { type: 'bus' }, screen: 'src/features/buses/routes/bus-page.tsx' },
  { path: '/train', screen: 'src/features/trains/routes/train-page.tsx' },
  { path: '/orderList', screen: 'src/features/orders/routes/order-list-page.tsx' },
  { path: '/orderDetail', screen: 'src/features/orders/routes/order-detail-page.tsx' },
  { path: '/hotel', screen: 'src/features/hotels/routes/hotel-page.tsx' },
  { path: '/car', screen: 'src/features/cars/routes/car-page.tsx' },
  { path: '/travel', screen: 'src/features/tours/routes/travel-page.tsx' },
  { path: '/visa', screen: 'src/features/visas/routes/visa-page.tsx' },
  { path: '/visaApply', screen: 'src/features/visas/routes/visa-apply-page.tsx' },
  { path: '/internation', screen: 'src/features/international/routes/internation-page.tsx' },
  { path: '/team', screen: 'src/features/team/routes/team-page.tsx' },
  { path: '/company', screen: 'src/features/company/routes/company-page.tsx' },
  { path: '/official', screen: 'src/features/official/routes/official-page.tsx' },
  { path: '/service', screen: 'src/features/service/routes/service-page.tsx' },
  { path: '/register', screen: 'src/features/auth/routes/register-page.tsx' },
  { path: '/aboutUs', screen: 'src/features/about/routes/about-page.tsx' },
  { path: '/connect', screen: 'src/features/contact/routes/contact-page.tsx' },
];

/** The manifest keys of an entry and its static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(manifest, i, seen);
  return seen;
}

/**
 * Writes the route pages. `template` is the built index.html, `compressFile` writes a file's
 * .gz and .br. Throws when a listed screen is missing from the build (a renamed screen must be
 * renamed here too).
 */
export function writeRoutePages({ dist, template, manifest, compressFile }) {
  const linked = new Set(
    [...template.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  );
  const entry = closure(manifest, 'index.html');
  mkdirSync(join(dist, 'routes'), { recursive: true });
  const pages = [];
  for (const route of ROUTE_SCREENS) {
    if (!manifest[route.screen])
      throw new Error(`route pages: ${route.screen} is not in the build`);
    const keys = [...closure(manifest, route.screen)].filter((k) => !entry.has(k));
    const scripts = keys.map((k) => `/${manifest[k].file}`).filter((f) => !linked.has(f));
    const styles = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))]
      .map((f) => `/${f}`)
      .filter((f) => !linked.has(f));
    const tags = [
      ...styles.map(
        (f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${f}">`,
      ),
      ...scripts.map(
        (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`,
      ),
    ];
    const name = [route.path.slice(1).replace(/\//g, '-'), ...Object.values(route.query ?? {})]
      .join('-')
      .toLowerCase();
    const file = `routes/${name}.html`;
    writeFileSync(join(dist, file), template.replace('</head>', `${tags.join('\n')}\n</head>`));
    compressFile(join(dist, file));
    pages.push({ path: route.path, query: route.query ?? {}, file });
  }
  writeFileSync(join(dist, 'route-pages.json'), JSON.stringify(pages, null, 1));
  return pages;
}
