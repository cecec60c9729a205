/**
 * Rendering outside the browser: the markup of a page as a logged-out visitor on a desktop or a
 * phone sees it first, put into the served HTML so the page paints before any script has run; the
 * app then hydrates it (app/start.tsx). Used at build time for the prerendered pages
 * (scripts/prerender.mjs, through Vite's SSR loader) and, built by `vite build --ssr` into
 * dist-ssr/prerender.js, by the server per request for the routes marked `serverRendered` in the
 * route table (app/route-table.ts; apps/server/src/plugins/page-render.ts).
 *
 * Each render has its own state, never shared with another render under way in the process: its
 * user store (the device; stores/user-store.ts `UserStoreProvider`) and its page data (found
 * through an AsyncLocalStorage, lib/page-data.ts). Nothing is set before a render and reset
 * after it, so renders may run concurrently or asynchronously.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedView } from '@lvxing/shared';
import { setRenderPageData } from '@/lib/page-data';
import { createRenderUserStore, UserStoreProvider } from '@/stores/user-store';
import { AppProvider } from './provider';
import { preloadScreens, routes } from './router';
import { resolveTitle, SITE_NAME, type RouteHandle } from './route-titles';

export { fillPage } from '@lvxing/shared';
export { PRERENDERED_SCREENS, ROUTE_SCREENS } from './route-screens';

/** The page data of the render in progress (request key → answer). */
const renderData = new AsyncLocalStorage<Record<string, unknown>>();
setRenderPageData(() => renderData.getStore());

/**
 * Renders `url` (path and query) for a logged-out visitor: `html` is the markup for `#root`,
 * `title` the document title. `data` holds answers the page's requests render instead of asking
 * (request key → answer, lib/page-data.ts); the server puts the same into the page for the app's
 * hydration. Throws when the router answers a redirect.
 */
export async function renderPage(
  url: string,
  isMobile: boolean,
  data: Record<string, unknown> = {},
): Promise<RenderedView> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname, search } = new URL(request.url);
  await preloadScreens(pathname, search);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderData.run({ ...data }, () =>
    renderToString(
      <UserStoreProvider value={createRenderUserStore(isMobile)}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </UserStoreProvider>,
    ),
  );
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const title = handle ? resolveTitle(handle.title, search) : SITE_NAME;
  return { html, title };
}
