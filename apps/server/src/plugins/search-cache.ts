import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../lib/envelope';
import { ResponseCache } from '../lib/response-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A search answer ready to send: the JSON text and, when worth it, its compressed forms. */
export interface ReadyAnswer {
  json: string;
  gzip: Buffer | null;
  br: Buffer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ready search answers of this instance (see {@link ResponseCache}); null when off. */
    searchCache: ResponseCache<ReadyAnswer> | null;
  }
}

/** Sets up the search cache: answers fresh for `freshMs`, served stale up to 2× that again. */
export function registerSearchCache(app: FastifyInstance, freshMs: number): void {
  app.decorate(
    'searchCache',
    freshMs > 0
      ? new ResponseCache<ReadyAnswer>({
          freshMs,
          staleMs: 2 * freshMs,
          maxEntries: 5000,
          jitter: 0.4,
        })
      : null,
  );
}

/** Serializes a result and compresses it once (gzip and brotli, off the event loop). */
async function ready(result: unknown): Promise<ReadyAnswer> {
  const json = JSON.stringify(ok(result));
  if (json.length < 1024) return { json, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(json, { level: 6 }),
    brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return { json, gzip: gz, br };
}

/** br, gzip or identity, from the request's Accept-Encoding (as browsers send it). */
function encodingFor(req: FastifyRequest, a: ReadyAnswer): 'br' | 'gzip' | null {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (a.br && /\bbr\b/.test(accept)) return 'br';
  if (a.gzip && /\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * Answers a search from the cache (keyed by path and the validated body) or by `compute`: the
 * envelope as ready JSON, compressed once per refresh rather than per request.
 */
export async function cachedAnswer(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<void> {
  const render = async () => ready(await compute());
  const cache = app.searchCache;
  const answer = cache
    ? await cache.get(`${req.url}|${JSON.stringify(req.body)}`, render)
    : await render();
  const encoding = encodingFor(req, answer);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // a string or buffer payload is sent as is: the route's response serializer is not run again
  if (encoding) await reply.header('content-encoding', encoding).send(answer[encoding]);
  else await reply.send(answer.json);
}
