import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MAP_SETTINGS_PATH, ErrorCode, type MapSettings } from '@lvxing/shared';
import { upstreamUrl } from '../src/modules/map/amap-proxy';
import { buildTestApp, call } from './helper';

// The hotel map's online mode: off (the offline map) unless AMAP_KEY is set; the security code
// never leaves the server, and the proxy adds it to what it passes to AMap.

/** A local stand-in for AMap's hosts: records each request and answers with its own name. */
async function fakeAmap(name: string) {
  const seen: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'x=1' });
    res.end(JSON.stringify({ host: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen };
}

const CODE = 'amap-security-code-for-tests-0123456789';
const styles = await fakeAmap('styles');
const rest = await fakeAmap('rest');
const upstreams = [
  { prefix: 'v4/map/styles', origin: styles.origin },
  { prefix: '', origin: rest.origin },
];

const offline = await buildTestApp();
const keyOnly = await buildTestApp({ config: { amap: { key: 'amap-key-1' } } });
const proxied = await buildTestApp({
  config: { amap: { key: 'amap-key-2', securityCode: CODE } },
  amapUpstreams: upstreams,
  limitOverrides: { amapProxyIpMinute: { points: 5, duration: 60 } },
});

const csp = async (app: typeof offline) =>
  String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);

describe('map settings', () => {
  it('without AMAP_KEY: no key, no proxy, no AMap host allowed by the CSP', async () => {
    const r = await call<MapSettings>(offline, MAP_SETTINGS_PATH, {});
    expect(r).toMatchObject({ code: 200, data: { amapKey: null, servicePath: null } });
    expect(await csp(offline)).not.toContain('amap.com');
    const proxy = await offline.inject({ method: 'GET', url: '/_AMapService/v3/ip' });
    expect(proxy.headers['content-type']).toMatch(/^text\/html/); // the app's page, not a proxy
    expect(rest.seen).toEqual([]);
  });

  it('with a key: the key, AMap hosts in the CSP; no proxy without a security code', async () => {
    const r = await call<MapSettings>(keyOnly, MAP_SETTINGS_PATH, {});
    expect(r.data).toEqual({ amapKey: 'amap-key-1', servicePath: null });
    expect(await csp(keyOnly)).toMatch(/script-src 'self' https:\/\/webapi\.amap\.com/);
    expect(await csp(keyOnly)).toMatch(/worker-src 'self' blob:/);
    const proxy = await keyOnly.inject({ method: 'GET', url: '/_AMapService/v3/ip' });
    expect(proxy.headers['content-type']).toMatch(/^text\/html/);
    expect(rest.seen).toEqual([]);
  });

  it('with a security code: the proxy path is given, never the code', async () => {
    const r = await call<MapSettings>(proxied, MAP_SETTINGS_PATH, {});
    expect(r.data).toEqual({ amapKey: 'amap-key-2', servicePath: '/_AMapService' });
    expect(JSON.stringify(r)).not.toContain(CODE);
  });
});

describe('the AMap proxy', () => {
  it('passes a service call to AMap with the code as jscode, replacing one sent', async () => {
    const res = await proxied.inject({
      method: 'GET',
      url: '/_AMapService/v3/place/text?keywords=%E5%A4%96%E6%BB%A9&jscode=evil',
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ host: 'rest' });
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['set-cookie']).toBeUndefined();
    const url = new URL(rest.seen.at(-1)!, 'http://x');
    expect(url.pathname).toBe('/v3/place/text');
    expect(url.searchParams.get('keywords')).toBe('外滩');
    expect(url.searchParams.getAll('jscode')).toEqual([CODE]);
  });

  it('sends map styles to their own host', async () => {
    const res = await proxied.inject({
      method: 'GET',
      url: '/_AMapService/v4/map/styles?styleid=1',
      remoteAddress: '10.0.0.2',
    });
    expect(res.json()).toEqual({ host: 'styles' });
    expect(styles.seen.at(-1)).toBe(`/v4/map/styles?styleid=1&jscode=${CODE}`);
  });

  it('refuses a path that climbs out of the service', async () => {
    const before = rest.seen.length;
    for (const url of ['/_AMapService/%2E%2E/healthz', '/_AMapService/v3/../../api/x']) {
      const res = await proxied.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' });
      expect(res.body).not.toContain('"host"');
    }
    expect(rest.seen.length).toBe(before);
  });

  it('limits each client address, not the others', async () => {
    const get = (ip: string) =>
      proxied.inject({ method: 'GET', url: '/_AMapService/v3/ip', remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) expect((await get('10.0.0.9')).statusCode).toBe(200);
    expect((await get('10.0.0.9')).json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    expect((await get('10.0.0.10')).statusCode).toBe(200);
  });
});

describe('upstreamUrl', () => {
  it('is null for a path resolved out of the service, the upstream otherwise', () => {
    expect(upstreamUrl('/_AMapService/%2E%2E/api/x', CODE)).toBeNull();
    expect(upstreamUrl('/_AMapService/v3/../../api/x', CODE)).toBeNull();
    expect(upstreamUrl('/_AMapService/v3/vectormap?a=1', CODE)?.toString()).toBe(
      `https://fmap01.amap.com/v3/vectormap?a=1&jscode=${CODE}`,
    );
  });
});
