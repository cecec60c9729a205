import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedText } from './compressed-text';

const long = JSON.stringify({ code: 200, data: Array.from({ length: 200 }, (_, i) => `G${i}`) });

describe('CompressedText', () => {
  it('picks br before gzip from Accept-Encoding, and plain for short texts or neither', () => {
    const t = new CompressedText(long);
    expect(t.encodingFor('gzip, deflate, br')).toBe('br');
    expect(t.encodingFor('gzip')).toBe('gzip');
    expect(t.encodingFor('identity')).toBeNull();
    expect(t.encodingFor(undefined)).toBeNull();
    expect(new CompressedText('{"code":200}').encodingFor('br, gzip')).toBeNull();
  });

  it('compresses once per encoding asked for, and both decode to the text', async () => {
    const t = new CompressedText(long);
    const br = t.encode('br');
    expect(t.encode('br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(long);
    expect(gunzipSync(await t.encode('gzip')).toString()).toBe(long);
  });

  it('compresses fast to a larger answer that decodes to the same text', async () => {
    const text = JSON.stringify({
      code: 200,
      data: Array.from({ length: 400 }, (_, i) => ({ i })),
    });
    const fast = await new CompressedText(text, 'fast').encode('br');
    const small = await new CompressedText(text, 'small').encode('br');
    expect(brotliDecompressSync(fast).toString()).toBe(text);
    expect(fast.length).toBeGreaterThan(small.length);
  });

  it('compresses a long text (a rendered page, off the event loop) to the same text', async () => {
    const page = `<!doctype html>${'<p>旅行</p>'.repeat(8000)}`;
    const t = new CompressedText(page);
    expect(brotliDecompressSync(await t.encode('br')).toString()).toBe(page);
    expect(gunzipSync(await t.encode('gzip')).toString()).toBe(page);
  });
});
