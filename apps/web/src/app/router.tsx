import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, useSearchParams, type RouteObject } from 'react-router';
import { routeFor } from '@/lib/kinds';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen, type LazyScreen, type ScreenLoader } from './lazy-screen';
import { RouteError } from './route-error';
import { resolveTitle, type RouteHandle } from './route-titles';
import { ROUTE_TABLE, rowsByPath, type RouteRow } from './route-table';

/** `preload(search)` loads the screen a route renders for that query string. */
type ScreenHandle = RouteHandle & { preload: (search: string) => Promise<unknown> };

/**
 * Every screen module, loaded on demand (site-spec §2: each screen is its own chunk), by its path
 * from apps/web: the route table names screens by these paths.
 */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/*/routes/*.test.tsx',
  '/src/app/not-found-page.tsx',
]);

const screens = new Map<string, LazyScreen>();

/** The lazily loaded screen of a row; throws when no screen module has its path. */
function screenOf(row: RouteRow): LazyScreen {
  let screen = screens.get(row.screen);
  if (!screen) {
    const load = SCREEN_MODULES[`/${row.screen}`] as ScreenLoader | undefined;
    if (!load) throw new Error(`route ${row.path}: no screen module ${row.screen}`);
    screens.set(row.screen, (screen = lazyScreen(load)));
  }
  return screen;
}

/** The row of `rows` (one path's) for a query string; the path's default when none matches. */
function rowFor(rows: readonly RouteRow[], search: string): RouteRow {
  return routeFor(rows, rows[0]!.path, search) ?? rows.at(-1)!;
}

/**
 * The element of a path shared by several screens (kinds sharing `/ticket/book`, the tabs of
 * `/train`): the screen the current query picks.
 */
function sharedPath(rows: readonly RouteRow[]): ComponentType {
  return function SharedPathScreen() {
    const [params] = useSearchParams();
    const Screen = screenOf(rowFor(rows, `?${params}`)).Component;
    return <Screen />;
  };
}

/** The route object of one path of the route table, with its title and its screens' preload. */
function routeOf(rows: readonly RouteRow[]): RouteObject {
  const { path } = rows[0]!;
  if (!rows.some((r) => Object.keys(r.query).length === 0)) {
    throw new Error(`route ${path}: no row serves the queries no other row picks`);
  }
  const handle: ScreenHandle =
    rows.length === 1
      ? { title: rows[0]!.title, preload: () => screenOf(rows[0]!).preload() }
      : {
          title: (q) => resolveTitle(rowFor(rows, `?${q}`).title, `?${q}`),
          preload: (search) => screenOf(rowFor(rows, search)).preload(),
        };
  const Component = rows.length === 1 ? screenOf(rows[0]!).Component : sharedPath(rows);
  return path === '/'
    ? { index: true, Component, handle }
    : { path: path.slice(path === '*' ? 0 : 1), Component, handle };
}

/** The screen component of a path of the route table (one screen, or the one its query picks). */
export function screenAt(path: string): ComponentType {
  const rows = rowsByPath().get(path);
  if (!rows) throw new Error(`no route ${path}`);
  return routeOf(rows).Component!;
}

/**
 * Loads the screen modules of the routes matching `pathname` and `search` (the query string, for
 * paths shared by several screens), so that the first render or hydration has them.
 */
export async function preloadScreens(pathname: string, search = ''): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => (m.route.handle as Partial<ScreenHandle> | undefined)?.preload?.(search)),
  );
}

/** The router's routes, derived from the route table (app/route-table.ts). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [...rowsByPath(ROUTE_TABLE).values()].map(routeOf),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
