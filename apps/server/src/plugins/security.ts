import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Paths whose answers may carry personal data or tokens: never stored by a browser or proxy. */
const NO_STORE_PREFIXES = ['/api/', '/sandbox/'];

/**
 * Security headers (helmet 8) with a strict Content-Security-Policy that the built site passes:
 * scripts only from this origin (no inline script), inline styles allowed (antd's CSS-in-JS).
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
export function registerSecurity(app: FastifyInstance, opts: { https: boolean }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
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
