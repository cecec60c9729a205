import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { fillPage, type RenderedView } from '@lvxing/shared';
import { CompressedText } from '../lib/compressed-text';
import { ResponseCache } from '../lib/response-cache';

export { pageDataBlock } from '@lvxing/shared';

/**
 * apps/web/src/app/prerender.tsx's `renderPage`: a logged-out visitor's first view of `url`,
 * its requests answered from `data` (request key → answer) where it holds them.
 */
type RenderPage = (
  url: string,
  isMobile: boolean,
  data?: Record<string, unknown>,
) => Promise<RenderedView>;

/**
 * The answers a page's first view needs (packages/shared/src/page-data.ts), computed by the
 * server's own services for the request's query, and from nothing else: never from who asks
 * (the page is a visitor's, cached by URL and device for everyone); `{}` when there are none.
 */
export type PageDataSource = (query: URLSearchParams) => Promise<Record<string, unknown>>;

/** Server rendering of app pages (see {@link createPageRenderer}). */
export interface PageRenderer {
  /**
   * `template` (a route page's file under webDist, with an empty `<div id="root"></div>`) with
   * the first view of `url` in #root and its title; null when the renderer could not be loaded
   * or the page cannot be rendered: the caller sends the template as it is, which the app
   * renders in the browser. Pages asked for while the renderer loads (the first ~0.5 s after
   * start-up) wait for it. `pageData` computes the answers the view is rendered with; they are
   * put into the page too (a JSON block the app reads before hydrating), and kept with it.
   */
  page(
    template: string,
    url: string,
    isMobile: boolean,
    pageData?: PageDataSource,
  ): Promise<CompressedText | null>;
}

/**
 * Loads the web app's renderer (`rendererFile`, apps/web/dist-ssr/prerender.js, built by
 * `vite build --ssr`) in the background and renders the route pages the build marked
 * `render: true` (apps/web/scripts/route-pages.mjs) per request: the page paints its first view
 * (search summary, layout) from the HTML, before the app's scripts have loaded, and the app then
 * hydrates it (apps/web/src/app/start.tsx). A render takes 2–6 ms; pages are kept 10 s per URL
 * and device (1,000 at most), served up to 20 s more while one render refreshes them.
 * Null when the renderer was not built (the pages are then sent as the build wrote them).
 */
export function createPageRenderer(
  webDist: string,
  rendererFile: string,
  log: FastifyBaseLogger,
): PageRenderer | null {
  if (!existsSync(rendererFile)) return null;
  let render: RenderPage | null = null;
  const loaded = import(pathToFileURL(rendererFile).href).then(
    (m: { renderPage: RenderPage }) => {
      render = m.renderPage;
    },
    (err: unknown) => log.warn({ err }, `page renderer ${rendererFile} could not be loaded`),
  );
  const templates = new Map<string, Promise<string>>();
  const templateOf = (file: string) => {
    let t = templates.get(file);
    if (!t) templates.set(file, (t = readFile(`${webDist}/${file}`, 'utf8')));
    return t;
  };
  const cache = new ResponseCache<CompressedText>({
    freshMs: 10_000,
    staleMs: 20_000,
    maxEntries: 1000,
  });
  return {
    async page(template, url, isMobile, pageData) {
      await loaded;
      const renderPage = render;
      if (!renderPage) return null;
      try {
        // the key is everything the page is made from: the URL (its path picks the template
        // and the page data, its query the data's answers) and the device; no member's data
        // reaches a render, so a cached page is anyone's
        return await cache.get(`${isMobile ? 'm' : 'd'}|${url}`, async () => {
          const query = new URL(url, 'http://localhost').searchParams;
          const data = pageData ? await pageData(query) : {};
          const [shell, view] = await Promise.all([
            templateOf(template),
            renderPage(url, isMobile, data),
          ]);
          // throws when the markup holds a script: the page's policy allows files only
          return new CompressedText(fillPage(shell, view, data));
        });
      } catch (err) {
        log.warn({ err, url }, 'page not rendered: sent for the browser to render');
        return null;
      }
    },
  };
}
