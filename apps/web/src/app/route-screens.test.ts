import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { ROUTE_SCREENS } from './route-screens';

interface Preloadable {
  preload?: (search: string) => Promise<unknown>;
}

describe('route screens of the build’s route pages', () => {
  it.each(ROUTE_SCREENS.map((r) => [`${r.path}?${new URLSearchParams(r.query)}`, r] as const))(
    '%s names the screen the router renders',
    async (_, row) => {
      const matches = matchRoutes(routes, row.path) ?? [];
      const leaf = matches.at(-1)?.route.handle as Preloadable | undefined;
      expect(leaf?.preload, 'a route with a lazily loaded screen').toBeTypeOf('function');
      const loaded = (await leaf?.preload?.(`?${new URLSearchParams(row.query)}`)) as {
        default: unknown;
      };
      const named = (await import(/* @vite-ignore */ `/${row.screen}`)) as { default: unknown };
      expect(loaded.default).toBe(named.default);
    },
    15_000,
  );
});
