import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Content codings the server compresses to, in the order it prefers them. */
export type Encoding = 'br' | 'gzip';

/**
 * A text answer sent many times (a cached search answer, a rendered page): compressed at most once
 * per encoding, when a request first accepts it — brotli at quality 5, gzip at level 6, both off
 * the event loop. Texts under 1 KB are not worth compressing (`encodingFor` gives null).
 */
export class CompressedText {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  /** The encoding to send for an `Accept-Encoding` header (br before gzip), or null for plain. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.text.length < 1024) return null;
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
        encoding === 'br'
          ? brotliAsync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(this.text, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
