import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';
import { CompressedText } from '../lib/compressed-text';
import { ResponseCache } from '../lib/response-cache';

/**
 * apps/web/src/app/prerender.tsx's `renderPage`: a logged-out visitor's first view of `url`,
 * its requests answered from `data` (request key → answer) where it holds them.
 */
type RenderPage = (
  url: string,
  isMobile: boolean,
  data?: Record<string, unknown>,
) => Promise<{ html: string; title: string }>;

/**
 * The answers a page's first view needs (packages/shared/src/page-data.ts), computed by the
 * server's own services for the request's query; `{}` when there are none.
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

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page data as the page's JSON block (`<script type="application/json">`, which runs nothing
 * and which the site's script policy lets through): every `<` is escaped, so no value can end the
 * block early (JSON.parse reads `\u003c` back). Empty when there is no data.
 */
export function pageDataBlock(data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
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
        return await cache.get(`${isMobile ? 'm' : 'd'}|${url}`, async () => {
          const query = new URL(url, 'http://localhost').searchParams;
          const data = pageData ? await pageData(query) : {};
          const [shell, { html, title }] = await Promise.all([
            templateOf(template),
            renderPage(url, isMobile, data),
          ]);
          // the page's policy allows scripts from files only
          if (html.includes('<script')) throw new Error('rendered markup holds a script');
          if (!shell.includes('<div id="root"></div>')) throw new Error('no empty #root');
          return new CompressedText(
            shell
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
              .replace(
                '<div id="root"></div>',
                () => `<div id="root">${html}</div>${pageDataBlock(data)}`,
              ),
          );
        });
      } catch (err) {
        log.warn({ err, url }, 'page not rendered: sent for the browser to render');
        return null;
      }
    },
  };
}
