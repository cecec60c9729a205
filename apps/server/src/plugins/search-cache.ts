import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../lib/envelope';
import { ResponseCache } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized search answers of this instance (see {@link ResponseCache}); null when off. */
    searchCache: ResponseCache | null;
  }
}

/** Sets up the search cache: answers fresh for `freshMs`, served stale up to 5× that again. */
export function registerSearchCache(app: FastifyInstance, freshMs: number): void {
  app.decorate(
    'searchCache',
    freshMs > 0 ? new ResponseCache({ freshMs, staleMs: 5 * freshMs, maxEntries: 5000 }) : null,
  );
}

/**
 * Answers a search from the cache (keyed by path and the validated body) or by `compute`,
 * sending the envelope as ready JSON text (no per-request serialization of a large result).
 */
export async function cachedAnswer(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<void> {
  const render = async () => JSON.stringify(ok(await compute()));
  const cache = app.searchCache;
  const text = cache
    ? await cache.get(`${req.url}|${JSON.stringify(req.body)}`, render)
    : await render();
  // a string payload is sent as is: the route's response serializer is not run again
  await reply.type('application/json; charset=utf-8').send(text);
}
