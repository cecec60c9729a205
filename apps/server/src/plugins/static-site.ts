import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Same test as the web app's (apps/web/src/lib/device.ts): who gets the mobile layout. */
const MOBILE_UA_PATTERN = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Pages the build prerendered per device (apps/web/scripts/prerender.mjs): path → file stem. */
const PRERENDERED: Record<string, string> = { '/': 'home' };

const notBuilt = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>旅行网</title>
<p>网站页面尚未构建，请先运行 <code>npm run build</code>（或直接 <code>npm start</code>）。</p></html>`;

/**
 * Serves the built web app from `webDist` with history-mode fallback: any GET outside `/api/` and
 * `/healthz` that is not a file gets index.html — or, for a page the build prerendered, that page's
 * HTML for the visitor's device (chosen by user agent, as the app chooses its layout). Hashed
 * files under /assets are cached for a year; HTML is never cached.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = existsSync(join(webDist, 'index.html'));
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
    const stem = PRERENDERED[path];
    if (stem) {
      const device = MOBILE_UA_PATTERN.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
      const page = `${stem}.${device}.html`;
      if (existsSync(join(webDist, page))) {
        reply.header('vary', 'accept-encoding, user-agent');
        return reply.sendFile(page, { cacheControl: false });
      }
    }
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
