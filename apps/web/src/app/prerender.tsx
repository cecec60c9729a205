/**
 * Rendering outside the browser: the markup of a page as a logged-out visitor on a desktop or a
 * phone sees it first, put into the served HTML so the page paints before any script has run; the
 * app then hydrates it (app/start.tsx). Used at build time for the home page
 * (scripts/prerender.mjs, through Vite's SSR loader) and, built by `vite build --ssr` into
 * dist-ssr/prerender.js, by the server per request for the routes marked `serverRendered` in
 * app/route-screens.ts (apps/server/src/plugins/page-render.ts).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setPageData } from '@/lib/page-data';
import { useUserStore } from '@/stores/user-store';
import { AppProvider } from './provider';
import { preloadScreens, routes } from './router';
import { resolveTitle, SITE_NAME, type RouteHandle } from './route-titles';

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
): Promise<{ html: string; title: string }> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname, search } = new URL(request.url);
  await preloadScreens(pathname, search);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Components read the store's initial state (and the page data) while rendering on the
  // server. Set after the awaits, right before the synchronous render: the server renders pages
  // for both devices concurrently, and the store is one per process.
  Object.assign(useUserStore.getInitialState(), { isMobile });
  useUserStore.getState().setIsMobile(isMobile);
  setPageData(data);
  let html: string;
  try {
    html = renderToString(
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  } finally {
    setPageData({});
  }
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const title = handle ? resolveTitle(handle.title, search) : SITE_NAME;
  return { html, title };
}
