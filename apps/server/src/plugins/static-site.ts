import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMobileUserAgent } from '@lvxing/shared';
import type { CompressedText } from '../lib/compressed-text';
import { createPageRenderer, type PageDataSource } from './page-render';

/**
 * A route's page, as the build lists them in `route-pages.json` (apps/web/scripts/route-pages.mjs,
 * from the web app's route table, apps/web/src/app/route-table.ts); the first row whose `path` is
 * the request's and whose `query` entries all match wins.
 */
export interface RoutePage {
  path: string;
  query: Record<string, string>;
  /** index.html that also preloads the route's screen; for desktops when `mobileFile` is set. */
  file: string;
  /** The page prerendered for phones (`file` then is the desktop's): sent by user agent. */
  mobileFile?: string;
  /** The server renders the route's first view into the page (./page-render.ts). */
  render?: boolean;
}

function readRoutePages(webDist: string): RoutePage[] {
  const list = join(webDist, 'route-pages.json');
  if (!existsSync(list)) return [];
  const pages = JSON.parse(readFileSync(list, 'utf8')) as RoutePage[];
  return pages.filter(
    (p) =>
      existsSync(join(webDist, p.file)) &&
      (!p.mobileFile || existsSync(join(webDist, p.mobileFile))),
  );
}

/**
 * The paths that have page data but no page the server renders (so their data would never be
 * used): a kind's page data (apps/server/src/kinds.ts) names a route the web app does not render.
 */
export function pageDataWithoutPage(
  pages: readonly RoutePage[],
  pageData: Readonly<Record<string, PageDataSource>>,
): string[] {
  return Object.keys(pageData).filter((path) => !pages.some((p) => p.path === path && p.render));
}

/** The route page for a request, if the build wrote one. */
export function routePageFor(pages: readonly RoutePage[], url: string): RoutePage | undefined {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  // URLSearchParams takes any string (a malformed escape stays as it is): never throws
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  return pages.find(
    (p) => p.path === pathname && Object.entries(p.query).every(([k, v]) => params.get(k) === v),
  );
}

/** A rendered page in the encoding the request accepts (br, gzip or none). */
async function sendRendered(req: FastifyRequest, reply: FastifyReply, page: CompressedText) {
  const encoding = page.encodingFor(req.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, user-agent');
  if (!encoding) return reply.send(page.bytes);
  return reply.header('content-encoding', encoding).send(await page.encode(encoding));
}

/**
 * Headers that only mean something on a document (helmet's CSP, COOP, framing, referrer and
 * legacy browser switches) or for revalidation, which a hashed file cached as immutable never
 * needs. Sent with every one of a page's 20–40 script and style files they were ~600 of each
 * answer's ~930 header bytes (Lighthouse counts them in the page's transferred JS). The file
 * keeps `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy`.
 */
const NOT_FOR_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

/** The staff console's own page (apps/web/admin.html): no member page carries its code. */
const ADMIN_PAGE = 'admin.html';
/** `/admin` and everything under it is the staff console's (its router's history fallback). */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

const notBuilt = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>旅行网</title>
<p>网站页面尚未构建，请先运行 <code>npm run build</code>（或直接 <code>npm start</code>）。</p></html>`;

/**
 * Serves the built web app from `webDist` with history-mode fallback: any GET outside `/api/` and
 * `/healthz` that is not a file gets its route's page (`route-pages.json`): for a page the build
 * prerendered, its HTML for the visitor's device (chosen by user agent, as the app chooses its
 * layout); `/admin` and `/admin/…` get the staff console's admin.html; for a server-rendered route, its first view rendered per request; else the page that
 * preloads its screen; index.html for any other path. Hashed files under /assets are cached for a
 * year; HTML is never cached. `pageData`, by route path: the answers a server-rendered route's
 * first view is rendered with (./page-render.ts).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDist: string,
  rendererFile: string,
  pageData: Readonly<Record<string, PageDataSource>> = {},
): Promise<void> {
  const hasIndex = existsSync(join(webDist, 'index.html'));
  const hasAdmin = hasIndex && existsSync(join(webDist, ADMIN_PAGE));
  const routePages = readRoutePages(webDist);
  if (routePages.length > 0) {
    for (const path of pageDataWithoutPage(routePages, pageData)) {
      app.log.warn(`page data for ${path}, which the web app does not render on the server`);
    }
  }
  const renderer = routePages.some((p) => p.render)
    ? createPageRenderer(webDist, rendererFile, app.log)
    : null;
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz next to each text asset: sent as they are when accepted
      preCompressed: true,
      // our own Cache-Control below (the plugin's default would set max-age=0 after it)
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/assets/') && reply.statusCode === 200) {
      for (const name of NOT_FOR_ASSETS) {
        reply.raw.removeHeader(name);
        reply.removeHeader(name);
      }
    }
    done(null, payload);
  });
  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ code: 404, message: `接口不存在: ${req.method} ${path}`, data: null });
    }
    if (!hasIndex) return reply.type('text/html; charset=utf-8').send(notBuilt);
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(webDist, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    if (hasAdmin && isAdminPath(path)) return reply.sendFile(ADMIN_PAGE, { cacheControl: false });
    const isMobile = isMobileUserAgent(req.headers['user-agent'] ?? '');
    const routePage = routePageFor(routePages, req.url);
    if (routePage?.mobileFile) {
      reply.header('vary', 'accept-encoding, user-agent');
      return reply.sendFile(isMobile ? routePage.mobileFile : routePage.file, {
        cacheControl: false,
      });
    }
    if (routePage?.render && renderer) {
      const rendered = await renderer.page(
        routePage.file,
        req.url,
        isMobile,
        Object.hasOwn(pageData, routePage.path) ? pageData[routePage.path] : undefined,
      );
      if (rendered) return sendRendered(req, reply, rendered);
    }
    return reply.sendFile(routePage?.file ?? 'index.html', { cacheControl: false });
  });
}
