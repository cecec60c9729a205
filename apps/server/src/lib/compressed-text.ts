import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Content codings the server compresses to, in the order it prefers them. */
export type Encoding = 'br' | 'gzip';

/**
 * `fast` texts up to this many bytes are compressed on the event loop: for a search answer of
 * 12 KB, brotli takes 0.04–0.16 ms there against 0.5 ms of CPU through the thread pool (its
 * hand-offs cost more than the work; measured with node:zlib on Node 20, 2026-11-26). The others
 * (answers refreshed in the background and sent many times, pages) go to the thread pool, where
 * a refresh never holds up a request.
 */
const SYNC_MAX_BYTES = 48 * 1024;

/**
 * How hard to compress: `small` for texts sent many times (brotli quality 5), `fast` for texts
 * most often sent once (brotli quality 1: a hotel search answer of 12 KB in 0.04 ms and 3.2 KB,
 * against 0.15 ms and 2.3 KB; measured with node:zlib on Node 20, 2026-11-26).
 */
export type Effort = 'small' | 'fast';

/**
 * A text answer sent one or many times (a search answer, a rendered page): compressed at most
 * once per encoding, when a request first accepts it — brotli at the quality of its
 * {@link Effort} or gzip at level 6, on the event loop when `fast` and short, else off it. Texts
 * under 1 KB are not worth compressing (`encodingFor` gives null). The text is kept as UTF-8
 * bytes, outside the JS heap: thousands of cached answers there would be marked and moved by
 * every full garbage collection.
 */
export class CompressedText {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The text as UTF-8, as sent when no encoding is accepted. */
  readonly bytes: Buffer;

  constructor(
    text: string,
    private readonly effort: Effort = 'small',
  ) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** The encoding to send for an `Accept-Encoding` header (br before gzip), or null for plain. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.bytes.length < 1024) return null;
    const accept = String(acceptEncoding ?? '');
    if (/\bbr\b/.test(accept)) return 'br';
    if (/\bgzip\b/.test(accept)) return 'gzip';
    return null;
  }

  /** The text compressed with `encoding` (computed on first use, then shared). */
  encode(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        this.effort === 'fast' && this.bytes.length <= SYNC_MAX_BYTES
          ? Promise.resolve(compressSync(this.bytes, encoding, this.effort))
          : compressAsync(this.bytes, encoding, this.effort);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

const QUALITY: Record<Effort, number> = { small: 5, fast: 1 };

/** Brotli's options; the size hint lets it size its buffers to the text (a third faster). */
const brotli = (text: Buffer, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
  },
});
const GZIP = { level: 6 };

const compressSync = (text: Buffer, encoding: Encoding, effort: Effort) =>
  encoding === 'br' ? brotliCompressSync(text, brotli(text, effort)) : gzipSync(text, GZIP);

const compressAsync = (text: Buffer, encoding: Encoding, effort: Effort) =>
  encoding === 'br' ? brotliAsync(text, brotli(text, effort)) : gzipAsync(text, GZIP);
