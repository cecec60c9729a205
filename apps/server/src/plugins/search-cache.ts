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

/** Sets up the search cache: answers fresh for `freshMs`, served stale up to 2× that again. */
export function registerSearchCache(app: FastifyInstance, freshMs: number): void {
  app.decorate(
    'searchCache',
    freshMs > 0
      ? new ResponseCache<CompressedText>({
          freshMs,
          staleMs: 2 * freshMs,
          maxEntries: 5000,
          jitter: 0.4,
        })
      : null,
  );
}

/**
 * Answers a search from the cache (keyed by path and the validated body) or by `compute`: the
 * envelope as ready JSON, compressed once per refresh and encoding asked for rather than per
 * request (uncached, only in the encoding the request accepts).
 */
export async function cachedAnswer(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<void> {
  // compressed before it is cached, in the encoding of the request that computed it (browsers:
  // brotli), so that the requests after a refresh do not wait for the compression
  const render = async () => {
    const answer = new CompressedText(JSON.stringify(ok(await compute())));
    const encoding = answer.encodingFor(req.headers['accept-encoding']);
    if (encoding) await answer.encode(encoding);
    return answer;
  };
  const cache = app.searchCache;
  const answer = cache
    ? await cache.get(`${req.url}|${JSON.stringify(req.body)}`, render)
    : await render();
  const encoding = answer.encodingFor(req.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // a string or buffer payload is sent as is: the route's response serializer is not run again
  if (encoding)
    await reply.header('content-encoding', encoding).send(await answer.encode(encoding));
  else await reply.send(answer.text);
}
