import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { buildTestApp, call } from './helper';

const app = await buildTestApp();

describe('the envelope and transport errors', () => {
  it('GET /healthz answers after asking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('unknown /api paths answer HTTP 404 with an envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
    expect((await app.inject({ method: 'GET', url: '/api/also/missing' })).statusCode).toBe(404);
  });

  it('malformed JSON, a wrong content type and an oversized body are envelope errors, not 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: ErrorCode.BAD_REQUEST_BODY,
      message: '请求格式不正确',
      data: null,
    });
    const textBody = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<mobile>1</mobile>',
    });
    expect(textBody.statusCode).toBe(415);
    expect(textBody.json().code).toBe(ErrorCode.BAD_REQUEST_BODY);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { mobile: '13800138000', password: 'x'.repeat(300 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(ErrorCode.BAD_REQUEST_BODY);
  });

  it('validation names the field, refuses extra fields and wrong types', async () => {
    const wrongType = await call(app, '/api/user/login', { mobile: 13800138000, password: 'x' });
    expect(wrongType.code).toBe(ErrorCode.INVALID_PARAMS);
    const extra = await call(app, '/api/user/sms/code/send', {
      mobile: '13800138000',
      action: 'Login',
      admin: true,
    });
    expect(extra.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(extra.message).toBe('请求包含不支持的字段'); // names no English key
    const missing = await call(app, '/api/user/register', {
      mobile: '13800138000',
      password: 'long-enough-pw',
    });
    expect(missing.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(missing.message).toBe('请输入验证码');
    const proto = await app.inject({
      method: 'POST',
      url: '/api/user/token/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken":"x","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBeLessThan(500);
    expect(proto.json().code).not.toBe(200);
  });
});

describe('security headers', () => {
  const POLICY =
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

  it.each([
    ['GET', '/'],
    ['POST', '/api/plane/flight/search'],
    ['POST', '/api/user/login'],
    ['POST', '/api/no/such/call'],
  ])('%s %s carries the same set on every request', async (method, url) => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: method as 'GET' | 'POST', url, payload: {} });
      expect(res.headers['content-security-policy']).toBe(POLICY);
      // one frame policy: the CSP's frame-ancestors 'none' and X-Frame-Options agree
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // the public address is not https here; nothing names the framework
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('caching of answers that carry personal data or tokens', () => {
  it('API answers, errors included, and the sandbox pay page send Cache-Control: no-store', async () => {
    for (const url of ['/api/user/login', '/api/plane/order/search', '/api/no/such/call']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const page = await app.inject({ method: 'GET', url: '/sandbox/pay?no=x&sig=y' });
    expect(page.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('is sent when the public address is https, on pages and calls', async () => {
    const secure = await buildTestApp({ config: { publicUrl: 'https://lvxing.example' } });
    for (const [method, url] of [
      ['GET', '/'],
      ['POST', '/api/user/login'],
    ] as const) {
      const res = await secure.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('unexpected errors', () => {
  it('answer HTTP 500 with the generic text and the request id, never the error itself', async () => {
    const other = await buildTestApp();
    other.post('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await other.inject({ method: 'POST', url: '/api/test/boom', payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: ErrorCode.INTERNAL, message: '服务器开小差了，请稍后再试' });
    expect(body.data.requestId).toBeTruthy();
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('the web app', () => {
  it.each([
    '/',
    '/orderList',
    '/ticket/book?train=flight',
    '/ticket/pay',
    '/register?type=reset',
    '/no/such/page',
  ])('serves index.html for %s (history-mode fallback) with a strict CSP', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('APP_SHELL');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it.each([
    ['/train', 'TRAIN_PAGE'],
    ['/train?from=北京&to=上海', 'TRAIN_PAGE'],
    ['/train?type=bus&from=北京', 'BUS_PAGE'],
    ['/train?type=flight', 'TRAIN_PAGE'],
    // listed, but the file is missing: index.html
    ['/hotel', 'APP_SHELL'],
    ['/trains', 'APP_SHELL'],
    ['//[x?type=%zz', 'APP_SHELL'],
  ])('serves %s the page that preloads its screen (route-pages.json)', async (url, body) => {
    const res = await app.inject({ method: 'GET', url: encodeURI(url) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(body);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
  it.each([
    [IPHONE, 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', 'desktop'],
  ])('renders a server-rendered route’s first view into its page (%s)', async (ua, device) => {
    const res = await app.inject({
      method: 'GET',
      url: encodeURI('/ticket/search?from=北京<b>&to=上海'),
      headers: { 'user-agent': ua },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<div id="root"><main>FIRST_VIEW ${device} 北京&lt;b></main></div>`);
    expect(res.body).toContain('<title>北京&lt;b> &lt;机票></title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/user-agent/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sends a rendered page compressed as the browser accepts', async () => {
    const url = encodeURI('/ticket/search?from=广州');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.body).toContain('FIRST_VIEW desktop 广州');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it.each(['boom', 'script'])(
    'sends the page as built when the first view cannot be rendered (from=%s)',
    async (from) => {
      const res = await app.inject({ method: 'GET', url: `/ticket/search?from=${from}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('<script>');
    },
  );

  it('serves hashed assets precompressed (br, gzip) and cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      // a script file needs no document headers (CSP, framing…): fewer bytes per file
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/token/refresh']),
    );
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the development SMS outbox', () => {
  it('exists with the console provider outside production', async () => {
    const res = await call(app, '/api/dev/sms/outbox', { mobile: '13800138000' });
    expect(res.code).toBe(200);
  });

  it('is absent in production and with another provider', async () => {
    const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
    expect(
      (
        await prod.inject({
          method: 'POST',
          url: '/api/dev/sms/outbox',
          payload: { mobile: '13800138000' },
        })
      ).statusCode,
    ).toBe(404);
    const aliyun = await buildTestApp({
      sms: { name: 'aliyun', send: async () => undefined, sendNotice: async () => undefined },
    });
    expect(
      (
        await aliyun.inject({
          method: 'POST',
          url: '/api/dev/sms/outbox',
          payload: { mobile: '13800138000' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
