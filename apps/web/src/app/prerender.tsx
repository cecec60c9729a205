/**
 * Build-time rendering (scripts/prerender.mjs, through Vite's SSR loader): the markup of a page
 * as a logged-out visitor on a desktop or a phone sees it first, put into the served HTML so the
 * page paints before any script has run. The app then mounts over it (see main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { useUserStore } from '@/stores/user-store';
import { AppProvider } from './provider';
import { preloadScreens, routes } from './router';
import { resolveTitle, SITE_NAME, type RouteHandle } from './route-titles';

export async function renderPage(
  url: string,
  isMobile: boolean,
): Promise<{ html: string; title: string }> {
  // components read the store's initial state while rendering on the server
  Object.assign(useUserStore.getInitialState(), { isMobile });
  useUserStore.getState().setIsMobile(isMobile);
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname, search } = new URL(request.url);
  await preloadScreens(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const title = handle ? resolveTitle(handle.title, search) : SITE_NAME;
  return { html, title };
}
