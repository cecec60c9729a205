import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedText } from '../lib/compressed-text';
import { ok } from '../lib/envelope';
import { ResponseCache } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ready search answers of this instance (see {@link ResponseCache}); null when off. */
    searchCache: ResponseCache<CompressedText> | null;
  }
}

/**
 * Sets up the search cache: answers fresh for `freshMs` (refreshed ahead while in use), served
 * stale up to 2× that again.
 */
export function registerSearchCache(app: FastifyInstance, freshMs: number): void {
  const cache =
    freshMs > 0
      ? new ResponseCache<CompressedText>({
          freshMs,
          staleMs: 2 * freshMs,
          maxEntries: 5000,
          jitter: 0.4,
          refreshAhead: true,
        })
      : null;
  app.decorate('searchCache', cache);
  // no refresh may start once the database is being closed
  app.addHook('onClose', async () => cache?.clear());
}

/**
 * Answers a search from the cache (keyed by path and the validated body) or by `compute(body)`:
 * the envelope as ready JSON, compressed once per refresh and encoding asked for rather than per
 * request (uncached, only in the encoding the request accepts). `compute` gets the body as an
 * argument so that the cache, which keeps it for refreshes, holds no request.
 */
export async function cachedAnswer<B>(
  app: FastifyInstance,
  req: FastifyRequest & { body: B },
  reply: FastifyReply,
  compute: (body: B) => Promise<unknown>,
): Promise<void> {
  const { body } = req;
  const accept = String(req.headers['accept-encoding'] ?? '');
  // compressed before it is cached, in the encoding of the request that computed it (browsers:
  // brotli), so that the requests after a refresh do not wait for the compression
  const render = async () => {
    const answer = new CompressedText(JSON.stringify(ok(await compute(body))));
    const encoding = answer.encodingFor(accept);
    if (encoding) await answer.encode(encoding);
    return answer;
  };
  const cache = app.searchCache;
  const answer = cache
    ? await cache.get(`${req.url}|${JSON.stringify(body)}`, render)
    : await render();
  const encoding = answer.encodingFor(req.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // a string or buffer payload is sent as is: the route's response serializer is not run again
  if (encoding)
    await reply.header('content-encoding', encoding).send(await answer.encode(encoding));
  else await reply.send(answer.text);
}
