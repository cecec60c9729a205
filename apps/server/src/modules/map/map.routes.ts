import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAP_SETTINGS_PATH,
  envelopeSchema,
  ErrorCode,
  mapSettingsBody,
  mapSettingsResult,
} from '@lvxing/shared';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { RateLimits } from '../../plugins/rate-limits';
import { AMAP_SERVICE_PATH, upstreamUrl, type AmapUpstream } from './amap-proxy';

/** How long an AMap service call through the proxy may take. */
const UPSTREAM_TIMEOUT_MS = 10_000;
/** Answer headers passed back to the browser (AMap's JSON, JSONP and tile answers). */
const PASSED_HEADERS = ['content-type', 'cache-control', 'expires', 'last-modified', 'etag'];

/**
 * The online map: `POST /api/map/settings` tells the web app whether to load AMap's JS API
 * (with which key) or draw its offline map; with a security code, `GET /_AMapService/*` passes
 * the JS API's service calls to AMap with the code added (per client address at most
 * `amapProxyIpMinute` a minute: the proxy spends the site's AMap quota). `upstreams` are for
 * tests (a local fake AMap).
 */
export const mapRoutes: FastifyPluginAsyncZod<{
  amap?: Config['amap'];
  limits: RateLimits;
  upstreams?: readonly AmapUpstream[];
}> = async (app, { amap, limits, upstreams }) => {
  app.post(
    MAP_SETTINGS_PATH,
    {
      schema: {
        tags: ['map'],
        summary: '在线地图设置：高德 JS API 的 key 与安全代理路径（未配置时为 null，使用离线地图）',
        body: mapSettingsBody,
        response: { 200: envelopeSchema(mapSettingsResult) },
      },
    },
    async () =>
      ok({
        amapKey: amap?.key ?? null,
        servicePath: amap?.securityCode ? AMAP_SERVICE_PATH : null,
      }),
  );

  const code = amap?.securityCode;
  if (!code) return;
  app.get(`${AMAP_SERVICE_PATH}/*`, { schema: { hide: true } }, async (req, reply) => {
    if (!(await limits.consumeAll([['amapProxyIpMinute', req.ip]])))
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    const target = upstreamUrl(req.url, code, upstreams);
    if (!target) throw new AppError(ErrorCode.INVALID_PARAMS, '地图服务地址无效');
    try {
      const res = await fetch(target, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      for (const name of PASSED_HEADERS) {
        const value = res.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.code(res.status).send(Buffer.from(await res.arrayBuffer()));
    } catch (err) {
      req.log.warn({ err }, 'AMap proxy call failed');
      throw new AppError(ErrorCode.INTERNAL, '地图服务暂不可用，请稍后再试');
    }
  });
};
