import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedText } from '../lib/compressed-text';
import { ok } from '../lib/envelope';
import { ResponseCache } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ready search answers of this instance (see {@link ResponseCache}); null when off. */
    searchCache: ResponseCache<CompressedText> | null;
    /**
     * The same for searches whose askings rarely repeat (hotels: city × stay × guests × filters
     * × sort): no refresh ahead, which would recompute every answer asked twice once more.
     */
    longTailCache: ResponseCache<CompressedText> | null;
    /**
     * The same, fresh 12× as long, for searches whose answer follows only from the seeded
     * catalogue and the day's dated rules (car rentals: fleets are a catalogue, prices the day's
     * rules), never from what sells.
     */
    catalogCache: ResponseCache<CompressedText> | null;
  }
}

/**
 * Sets up the search cache: answers fresh for `freshMs` (refreshed ahead while in use), served
 * stale up to 2× that again.
 */
export function registerSearchCache(app: FastifyInstance, freshMs: number): void {
  const cacheOf = (refreshAhead: boolean, fresh = freshMs) =>
    fresh > 0
      ? new ResponseCache<CompressedText>({
          freshMs: fresh,
          staleMs: 2 * fresh,
          maxEntries: 5000,
          jitter: 0.4,
          refreshAhead,
        })
      : null;
  const cache = cacheOf(true);
  const longTail = cacheOf(false);
  const catalog = cacheOf(false, 12 * freshMs);
  app.decorate('searchCache', cache);
  app.decorate('longTailCache', longTail);
  app.decorate('catalogCache', catalog);
  // no refresh may start once the database is being closed
  app.addHook('onClose', async () => {
    cache?.clear();
    longTail?.clear();
    catalog?.clear();
  });
}

/**
 * Answers a search from the search cache, or with `longTail` from the long-tail cache (compressed
 * fast: its answers are mostly sent once), or with `catalog` from the catalogue cache, keyed by path and the validated body, or by
 * `compute(body)`:
 * the envelope as ready JSON, compressed once per refresh and encoding asked for rather than per
 * request (uncached, only in the encoding the request accepts). `compute` gets the body as an
 * argument so that the cache, which keeps it for refreshes, holds no request.
 */
export async function cachedAnswer<B>(
  app: FastifyInstance,
  req: FastifyRequest & { body: B },
  reply: FastifyReply,
  compute: (body: B) => Promise<unknown>,
  { longTail = false, catalog = false }: { longTail?: boolean; catalog?: boolean } = {},
): Promise<void> {
  const cache = catalog ? app.catalogCache : longTail ? app.longTailCache : app.searchCache;
  const { body } = req;
  const accept = String(req.headers['accept-encoding'] ?? '');
  // compressed before it is cached, in the encoding of the request that computed it (browsers:
  // brotli), so that the requests after a refresh do not wait for the compression
  const render = async () => {
    const text = JSON.stringify(ok(await compute(body)));
    const answer = new CompressedText(text, longTail || catalog ? 'fast' : 'small');
    const encoding = answer.encodingFor(accept);
    if (encoding) await answer.encode(encoding);
    return answer;
  };
  const answer = cache
    ? await cache.get(`${req.url}|${JSON.stringify(body)}`, render)
    : await render();
  const encoding = answer.encodingFor(req.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // a string or buffer payload is sent as is: the route's response serializer is not run again
  if (encoding)
    await reply.header('content-encoding', encoding).send(await answer.encode(encoding));
  else await reply.send(answer.bytes);
}
