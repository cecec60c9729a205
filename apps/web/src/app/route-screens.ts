import { ROUTE_TABLE, type RouteRow } from './route-table';

/** A row of {@link ROUTE_SCREENS}: `screen` is the module's path from apps/web. */
export type RouteScreen = Pick<RouteRow, 'path' | 'query' | 'screen' | 'serverRendered'>;

/**
 * The screen each app route renders first, by path and query, for the build's route pages
 * (scripts/route-pages.mjs preloads the screen's chunks from them, and marks the server-rendered
 * ones): the route table's rows (app/route-table.ts) but the prerendered pages and the catch-all.
 * `query` entries must all match the request's query; the first matching row wins.
 */
export const ROUTE_SCREENS: readonly RouteScreen[] = ROUTE_TABLE.filter(
  (r) => r.path !== '*' && !r.prerendered,
).map(({ path, query, screen, serverRendered }) => ({ path, query, screen, serverRendered }));

/** The pages rendered at build time for each device (scripts/prerender.mjs). */
export const PRERENDERED_SCREENS: readonly (RouteScreen & { stem: string })[] = ROUTE_TABLE.flatMap(
  ({ path, query, screen, prerendered }) =>
    prerendered ? [{ path, query, screen, stem: prerendered }] : [],
);
