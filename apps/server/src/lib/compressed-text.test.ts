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
});
