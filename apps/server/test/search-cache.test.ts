import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  busSearchResult,
  carRentalSearchResult,
  envelopeSchema,
  flightCalendarResult,
  flightSearchResult,
  trainSearchResult,
} from '@lvxing/shared';
import { buildTestApp, dayFromNow } from './helper';

const app = await buildTestApp({ config: { searchCacheMs: 60_000 } });

async function post(url: string, body: object) {
  const res = await app.inject({ method: 'POST', url, payload: body });
  return { type: res.headers['content-type'], text: res.body };
}

describe('cached search answers', () => {
  it('are the same valid envelopes the schemas describe, served again from memory', async () => {
    const date = dayFromNow(3);
    const cases = [
      ['/api/plane/flight/search', { from: 'CBJS', to: 'CSHA', date }, flightSearchResult],
      [
        '/api/plane/flight/calendar',
        { from: 'CBJS', to: 'CSHA', startDate: date },
        flightCalendarResult,
      ],
      ['/api/train/ticket/search', { from: '上海', to: '南京', date }, trainSearchResult],
      ['/api/bus/schedule/search', { from: '南京', to: '上海', date }, busSearchResult],
    ] as const;
    for (const [url, body, schema] of cases) {
      const first = await post(url, body);
      expect(first.type, url).toMatch(/^application\/json/);
      const parsed = envelopeSchema(schema).parse(JSON.parse(first.text));
      expect(parsed.code, url).toBe(200);
      expect((await post(url, body)).text, url).toBe(first.text);
    }
    expect(app.searchCache?.size).toBe(cases.length);
  });

  it('keeps car rental answers (catalogue and the day’s rules only) in the catalogue cache', async () => {
    const before = app.searchCache?.size;
    const body = {
      pickupCityCode: '310100',
      pickupAt: `${dayFromNow(5)} 10:00`,
      returnAt: `${dayFromNow(8)} 10:00`,
    };
    const first = await post('/api/car/rental/search', body);
    // sent as cached text, past the route's serializer: the schema is checked here
    const parsed = envelopeSchema(carRentalSearchResult).strict().parse(JSON.parse(first.text));
    expect(parsed.data?.total).toBeGreaterThan(0);
    expect((await post('/api/car/rental/search', body)).text).toBe(first.text);
    expect(app.catalogCache?.size).toBe(1);
    expect(app.searchCache?.size).toBe(before);
  });

  it('sends the same answer brotli- or gzip-compressed when the client accepts it', async () => {
    const body = { from: '上海', to: '南京', date: dayFromNow(4) };
    const plain = await app.inject({
      method: 'POST',
      url: '/api/train/ticket/search',
      payload: body,
    });
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/train/ticket/search',
        payload: body,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 5);
      expect(inflate(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('does not cache errors', async () => {
    const bad = await post('/api/plane/flight/search', {
      from: 'XXXX',
      to: 'CSHA',
      date: dayFromNow(3),
    });
    expect(JSON.parse(bad.text)).toMatchObject({ code: 14001 });
    const size = app.searchCache?.size;
    await post('/api/plane/flight/search', { from: 'XXXX', to: 'CSHA', date: dayFromNow(3) });
    expect(app.searchCache?.size).toBe(size);
  });
});
