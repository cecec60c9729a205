import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SALE_KINDS } from '@lvxing/shared';
import { KIND_INFO, routeHref, searchHref } from '@/lib/kinds';
import { formTabs } from '@/features/home/components/search-card';
// @ts-expect-error plain ES module of the build (scripts/route-pages.mjs), no types
import { writeRoutePages } from '../../scripts/route-pages.mjs';
import { navItems } from './layouts/nav-items';
import { resolveTitle } from './route-titles';
import { PRERENDERED_SCREENS, ROUTE_SCREENS } from './route-screens';
import { ROUTE_TABLE } from './route-table';
import { routes } from './router';

interface Handle {
  title: Parameters<typeof resolveTitle>[0];
  preload: (search: string) => Promise<{ default: unknown }>;
}

const search = (query: Record<string, string>) => `?${new URLSearchParams(query)}`;
const rowKey = (r: { path: string; query?: Record<string, string> }) =>
  `${r.path}${search(r.query ?? {})}`;

describe('the route table (app/route-table.ts)', () => {
  it('has each path and query once, and a row for the queries no other row of its path picks', () => {
    const keys = ROUTE_TABLE.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const path of new Set(ROUTE_TABLE.map((r) => r.path))) {
      const rows = ROUTE_TABLE.filter((r) => r.path === path);
      expect(Object.keys(rows.at(-1)!.query), path).toEqual([]);
    }
  });

  it('holds the search, booking and other pages of every kind on sale, with their titles', () => {
    for (const kind of SALE_KINDS) {
      const info = KIND_INFO[kind];
      for (const page of [info.search, info.book, ...('pages' in info ? info.pages : [])]) {
        const row = ROUTE_TABLE.find((r) => rowKey(r) === rowKey(page));
        expect(row?.screen, `${kind} ${routeHref(page)}`).toBe(page.screen);
        expect(row?.title).toBe(`${page.title} - 旅行网`);
      }
    }
  });

  it('every row is a route of the router: the screen and title of its path and query', async () => {
    for (const row of ROUTE_TABLE) {
      const url = row.path === '*' ? '/no/such/page' : row.path;
      const handle = matchRoutes(routes, url)?.at(-1)?.route.handle as Handle | undefined;
      expect(handle, rowKey(row)).toBeDefined();
      const q = search(row.query);
      expect(resolveTitle(handle!.title, q)).toBe(resolveTitle(row.title, q));
      const loaded = await handle!.preload(q);
      const named = (await import(/* @vite-ignore */ `/${row.screen}`)) as { default: unknown };
      expect(loaded.default, rowKey(row)).toBe(named.default);
    }
  }, 30_000);

  it('the build’s tables hold every row: route pages, prerendered pages and the catch-all', () => {
    const derived = [...ROUTE_SCREENS, ...PRERENDERED_SCREENS].map(rowKey).sort();
    const table = ROUTE_TABLE.filter((r) => r.path !== '*')
      .map(rowKey)
      .sort();
    expect(derived).toEqual(table);
    expect(ROUTE_TABLE.filter((r) => r.path === '*')).toHaveLength(1);
  });

  it('route-pages.json lists every row, matched most specific first, as the server reads it', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lv-route-pages-'));
    const keys = [...new Set(ROUTE_TABLE.map((r) => r.screen))];
    const manifest = Object.fromEntries([
      ['index.html', { file: 'assets/index.js' }],
      ...keys.map((k, i) => [k, { file: `assets/screen-${i}.js` }]),
    ]);
    const prerendered = PRERENDERED_SCREENS.map((r) => ({
      path: r.path,
      query: r.query,
      file: `${r.stem}.desktop.html`,
      mobileFile: `${r.stem}.mobile.html`,
    }));
    writeRoutePages({
      dist,
      template: '<html><head></head><body><div id="root"></div></body></html>',
      manifest,
      compressFile: () => undefined,
      routeScreens: ROUTE_SCREENS,
      bootPage: () => '<html><head></head><div id="root"></div></html>',
      prerendered,
    });
    const pages = JSON.parse(readFileSync(join(dist, 'route-pages.json'), 'utf8')) as {
      path: string;
      query: Record<string, string>;
      render?: boolean;
      mobileFile?: string;
    }[];
    for (const row of ROUTE_TABLE.filter((r) => r.path !== '*')) {
      // the first page whose path is the row's and whose query entries the row's query holds
      const page = pages.find(
        (p) => p.path === row.path && Object.entries(p.query).every(([k, v]) => row.query[k] === v),
      );
      expect(page && rowKey(page), rowKey(row)).toBe(rowKey(row));
      expect(page?.render ?? false, rowKey(row)).toBe(row.serverRendered ?? false);
      expect(Boolean(page?.mobileFile), rowKey(row)).toBe(Boolean(row.prerendered));
    }
  });

  it('every kind on sale has its navigation entry and its home search tab', () => {
    for (const kind of SALE_KINDS) {
      const info = KIND_INFO[kind];
      expect(navItems, kind).toContainEqual({ to: searchHref(info), label: info.nav.label });
      if ('homeTab' in info) expect(formTabs.map((t) => t.kind)).toContain(kind);
    }
  });
});
