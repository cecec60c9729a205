import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (helmet 8) with a strict Content-Security-Policy that the built site passes:
 * scripts only from this origin (no inline script), inline styles allowed (antd's CSS-in-JS), no
 * framing; no HSTS (TLS ends at the proxy in front).
 *
 * Helmet's middleware is built once here and applied to every request's raw response. (The
 * `@fastify/helmet` wrapper, used before, rebuilt helmet's middleware for every request — parsing
 * the CSP directives each time — which was ~13 % of the server's CPU on a cached search:
 * bench/README.md.)
 */
export function registerSecurity(app: FastifyInstance): void {
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
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
