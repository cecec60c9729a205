import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Paths whose answers may carry personal data or tokens: never stored by a browser or proxy. */
const NO_STORE_PREFIXES = ['/api/', '/sandbox/'];

/** The hosts AMap's JS API 2.0 uses (script, data, tiles). */
const AMAP_HOSTS = ['https://webapi.amap.com', 'https://*.amap.com', 'https://*.is.autonavi.com'];

/**
 * Security headers (helmet 8) with a strict Content-Security-Policy that the built site passes:
 * scripts only from this origin (no inline script), inline styles allowed (antd's CSS-in-JS);
 * with `amap`, AMap's hosts too (the hotel map's online mode, `AMAP_KEY`).
 * - Framing: one policy, said twice: CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`
 *   (older browsers read only the latter; SAMEORIGIN there would contradict the CSP).
 * - HSTS (one year, subdomains) only when the site's public address is https: sent over plain
 *   http it would be ignored, and a local `http://` start must keep working.
 * - `Cache-Control: no-store` on API calls and the sandbox payment pages (members' orders,
 *   passengers, tokens), so no shared or browser cache keeps them (OWASP ASVS 5 V14.3).
 *
 * Helmet's middleware is built once here and applied to every request's raw response. (The
 * `@fastify/helmet` wrapper, used before, rebuilt helmet's middleware for every request — parsing
 * the CSP directives each time — which was ~13 % of the server's CPU on a cached search:
 * bench/HISTORY.md.)
 */
export function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; amap?: boolean },
): void {
  // AMap's JS API, when configured, loads its code from webapi.amap.com, its data and pictures
  // from other amap.com and autonavi.com hosts, and runs workers made from blobs
  const amap = opts.amap ? AMAP_HOSTS : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...amap],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...amap],
        connectSrc: ["'self'", ...amap],
        ...(opts.amap ? { workerSrc: ["'self'", 'blob:'] } : {}),
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (NO_STORE_PREFIXES.some((p) => req.url.startsWith(p)))
      reply.header('cache-control', 'no-store');
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
