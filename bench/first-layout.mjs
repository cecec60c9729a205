// The first layout of a page (issue 5): how long the browser's main thread spends laying out the
// HTML before the first paint, and how many font lookups that layout makes. On Linux (and Android)
// every font family the page names but the platform lacks costs a lookup for every size and weight
// on the page, inside that layout. Debian Chromium headless, phone viewport, a new browser per
// load (a visit's first page), median of N loads, no CPU slowdown (Lighthouse multiplies by 4).
// Usage: node bench/first-layout.mjs [--runs 7] [--paths /,/orderList,/aboutUs] [--font="<stack>"]
//        (--font replaces the site's font stack, the CSS variable --font, to compare another one)
// Needs the web app built (npm run build).
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { median, table } from './lib/load.mjs';
import { freshDatabase, pickPort, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    paths: { type: 'string', default: '/,/orderList,/aboutUs' },
    font: { type: 'string' },
  },
});
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
};
/**
 * One cold load of `url`: the duration (ms) of the page's longest Layout event — the first layout
 * of the HTML, before the first paint — and the font lookups in it.
 */
async function firstLayout(url) {
  // a browser of its own for each load: a visit's first page, with no font data cached
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (values.font) {
    await page.route('**/*', async (route) => {
      const res = await route.fetch();
      if (!String(res.headers()['content-type']).includes('text/html')) {
        return route.fulfill({ response: res });
      }
      const style = `<style>:root{--font:${values.font} !important}</style>`;
      const headers = { ...res.headers() };
      for (const h of ['content-security-policy', 'content-encoding', 'content-length']) {
        delete headers[h];
      }
      const body = (await res.text()).replace('</head>', `${style}</head>`);
      return route.fulfill({ status: res.status(), headers, body });
    });
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'fonts'] });
  await page.goto(url, { waitUntil: 'load' });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await browser.close();
  const layout = events
    .filter((e) => e.name === 'Layout' && e.ph === 'X')
    .sort((a, b) => b.dur - a.dur)[0];
  if (!layout) return null;
  const lookups = events.filter(
    (e) =>
      e.name === 'FontCache::GetFontPlatformData' &&
      e.ts >= layout.ts &&
      e.ts <= layout.ts + layout.dur,
  );
  return { ms: layout.dur / 1000, lookups: lookups.length };
}

const database = await freshDatabase('pglite');
const server = await startServer(pickPort(), database.env);
const rows = [];
try {
  for (const path of values.paths.split(',')) {
    const runs = [];
    for (let i = 0; i < Number(values.runs); i += 1) {
      const r = await firstLayout(`${server.url}${path}`);
      if (r) runs.push(r);
    }
    rows.push({
      page: path,
      'first layout ms (median)': median(runs.map((r) => r.ms)).toFixed(1),
      'min–max': `${Math.min(...runs.map((r) => r.ms)).toFixed(0)}–${Math.max(...runs.map((r) => r.ms)).toFixed(0)}`,
      'font lookups': median(runs.map((r) => r.lookups)),
      runs: runs.length,
    });
  }
} finally {
  await server.stop();
  await database.cleanup();
}
console.info(`font stack: ${values.font ?? 'as built'}`);
table(rows);
