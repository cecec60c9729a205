// AMap's "代理转发" mode for the JS API 2.0 security code (高德开放平台, JS API 安全密钥使用,
// checked 2026-11): the page sets `window._AMapSecurityConfig.serviceHost` to this site's
// `/_AMapService`, and the service calls the JS API makes there are passed to AMap with the
// code added as `jscode`, so the code never reaches a browser.

/** Where a proxied path goes: the first entry whose prefix the path starts with. */
export interface AmapUpstream {
  prefix: string;
  origin: string;
}

/** AMap's hosts by path, as AMap's proxy guide maps them (map styles, vector tiles, the rest). */
export const AMAP_UPSTREAMS: readonly AmapUpstream[] = [
  { prefix: 'v4/map/styles', origin: 'https://webapi.amap.com' },
  { prefix: 'v3/vectormap', origin: 'https://fmap01.amap.com' },
  { prefix: '', origin: 'https://restapi.amap.com' },
];

/** The path the web app is given as the proxy's (`/_AMapService`). */
export const AMAP_SERVICE_PATH = '/_AMapService';

/**
 * The AMap address for a request to `AMAP_SERVICE_PATH/<path>?<query>`: the upstream of
 * `path`, the same path and query, and `jscode` set to the security code (a `jscode` sent by
 * the browser is replaced). Null for a path that leaves the service (`..`).
 */
export function upstreamUrl(
  requestUrl: string,
  securityCode: string,
  upstreams: readonly AmapUpstream[] = AMAP_UPSTREAMS,
): URL | null {
  // the URL parser resolves `..` (and `%2E%2E`): what is left must still be under the service
  const asked = new URL(requestUrl, 'http://local');
  if (!asked.pathname.startsWith(`${AMAP_SERVICE_PATH}/`)) return null;
  const path = asked.pathname.slice(AMAP_SERVICE_PATH.length + 1);
  const upstream = upstreams.find((u) => path.startsWith(u.prefix));
  if (!upstream) return null;
  const target = new URL(`/${path}`, upstream.origin);
  target.search = asked.search;
  target.searchParams.set('jscode', securityCode);
  return target;
}
