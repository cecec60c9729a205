import type { KindRoute } from './types';

/** Whether every query entry of `route` is in `params`. */
export function queryMatches(route: Pick<KindRoute, 'query'>, params: URLSearchParams): boolean {
  return Object.entries(route.query).every(([k, v]) => params.get(k) === v);
}

/**
 * `rows` in the order their path's requests are matched: rows with more query entries first (a
 * path's default, with none, last); otherwise as given.
 */
export function byQuerySpecificity<T extends Pick<KindRoute, 'query'>>(rows: readonly T[]): T[] {
  return rows
    .map((row, i) => ({ row, i, n: Object.keys(row.query).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((r) => r.row);
}

/**
 * The row of `rows` that serves `pathname` with the query string `search` (`?…` or empty): the
 * first of the path's rows, most specific first, whose query entries all match.
 */
export function routeFor<T extends KindRoute>(
  rows: readonly T[],
  pathname: string,
  search: string,
): T | undefined {
  const params = new URLSearchParams(search);
  return byQuerySpecificity(rows.filter((r) => r.path === pathname)).find((r) =>
    queryMatches(r, params),
  );
}

/** A route's link: its path with its query. */
export function routeHref(route: KindRoute): string {
  const query = new URLSearchParams(route.query).toString();
  return query ? `${route.path}?${query}` : route.path;
}
