import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BookResult, FlightSearchResult, VendorPriceListResult } from '@lvxing/shared';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/**
 * This test process's secrets: random, like those a fresh embedded start generates (no secret
 * from the source is ever accepted, tests included).
 */
export const TEST_SECRETS = {
  jwt: randomBytes(32).toString('base64url'),
  sandboxPay: randomBytes(32).toString('base64url'),
  dataKeys: `t1:${randomBytes(32).toString('base64')}`,
  idHash: randomBytes(32).toString('base64url'),
};

/** A movable clock for tests: starts now, `advance(ms)` moves it. */
export function testClock() {
  let t = Date.now();
  const now = () => new Date(t);
  return { now, advance: (ms: number) => void (t += ms) };
}

/** A web dist folder with a marker index.html, to check the history fallback. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lv-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>旅行网</title><div id="root">APP_SHELL</div>',
  );
  // route pages that preload their screens, as apps/web/scripts/route-pages.mjs writes them
  mkdirSync(join(dir, 'routes'));
  writeFileSync(
    join(dir, 'routes', 'train.html'),
    '<!doctype html><div id="root">TRAIN_PAGE</div>',
  );
  writeFileSync(
    join(dir, 'routes', 'train-bus.html'),
    '<!doctype html><div id="root">BUS_PAGE</div>',
  );
  // a route the server renders (render: true): a page with an empty #root, see fakeRenderer()
  writeFileSync(
    join(dir, 'routes', 'ticket-search.html'),
    // as long as a real page's head (> 1 KB: worth compressing)
    `<!doctype html><title>旅行网</title><meta name="description" content="${'旅行网'.repeat(400)}"><div id="root"></div>`,
  );
  writeFileSync(
    join(dir, 'route-pages.json'),
    JSON.stringify([
      { path: '/ticket/search', query: {}, file: 'routes/ticket-search.html', render: true },
      { path: '/train', query: { type: 'bus' }, file: 'routes/train-bus.html' },
      { path: '/train', query: {}, file: 'routes/train.html' },
      { path: '/hotel', query: {}, file: 'routes/not-built.html' },
    ]),
  );
  // a hashed asset with its precompressed copies, as the build writes them
  mkdirSync(join(dir, 'assets'));
  const js = 'console.log("旅行网");'.repeat(100);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  return dir;
}

/**
 * A stand-in for the web app's server renderer (apps/web/dist-ssr/prerender.js): the first view
 * names the device and the query's `from`; `from=boom` fails, `from=script` returns a script.
 */
export function fakeRenderer(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lv-ssr-')), 'prerender.mjs');
  writeFileSync(
    file,
    `export async function renderPage(url, isMobile) {
      const from = new URL(url, 'http://x').searchParams.get('from') ?? '';
      if (from === 'boom') throw new Error('render failed');
      const extra = from === 'script' ? '<script>alert(1)</script>' : '';
      const device = isMobile ? 'mobile' : 'desktop';
      const text = from.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return { html: '<main>FIRST_VIEW ' + device + ' ' + text + extra + '</main>', title: from + ' <机票>' };
    }`,
  );
  return file;
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL a database
 * of its own on that server, dropped after the file.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', template: await pgliteTemplate() });
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // a copy of the run's migrated database (test/pglite-template.ts)
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

let templateBlob: Promise<Blob | undefined> | undefined;
/** The run's migrated PGlite data directory (test/pglite-template.ts), read once per file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  templateBlob ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return templateBlob;
}

/** Builds the app on a fresh database (and Redis when REDIS_URL is set); closed after the file. */
export async function buildTestApp(
  overrides: Partial<Omit<BuildOptions, 'config'>> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // searches answer live in tests (a booking shows in the next search); search-cache.test.ts
  // turns the cache on
  const config: Config = {
    ...base,
    webDist: fakeWebDist(),
    webRenderer: fakeRenderer(),
    searchCacheMs: 0,
    jwtSecret: TEST_SECRETS.jwt,
    sandboxPaySecret: TEST_SECRETS.sandboxPay,
    dataKeys: TEST_SECRETS.dataKeys,
    idHashSecret: TEST_SECRETS.idHash,
    ...overrides.config,
  };
  const database = overrides.database ?? (await freshDatabase());
  const redis =
    overrides.redis ?? (process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined);
  const app = await buildApp({
    logger: false,
    limitPrefix: `t${randomUUID()}`,
    ...overrides,
    config,
    database,
    redis,
  });
  afterAll(async () => {
    await app.close();
    if (!overrides.database) await database.close();
    if (!overrides.redis) await redis?.quit();
  });
  return app;
}

/** POSTs JSON to `url` and returns the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  body: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<{ code: number; message: string; data: T }> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: opts.token ? { token: opts.token } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return res.json();
}

/** Latest code sent to `mobile` by the console provider. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await call<{ content: string }[]>(app, '/api/dev/sms/outbox', { mobile });
  const code = res.data[0]?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}

let mobileSeq = 0;
/** A mobile number unique within the run (and across runs on a shared Redis). */
export function uniqueMobile(): string {
  mobileSeq += 1;
  const n = (Date.now() * 7 + mobileSeq * 104_729 + Math.floor(Math.random() * 1e6)) % 1e8;
  return `137${String(n).padStart(8, '0')}`;
}

/** A client address unique within the run (so per-IP limits of one test don't touch another). */
export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Logs a new member in by SMS code; returns the access token. */
export async function loginMember(app: FastifyInstance): Promise<string> {
  const mobile = uniqueMobile();
  const ip = uniqueIp();
  await call(app, '/api/user/sms/code/send', { mobile, action: 'Login' }, { ip });
  const smsCode = await lastCode(app, mobile);
  const res = await call<{ token: string }>(
    app,
    '/api/user/login',
    { mobile, smsCode, agreed: true },
    { ip },
  );
  if (res.code !== 200) throw new Error(`login failed: ${res.message}`);
  return res.data.token;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid resident ID number (GB 11643 check digit) for a birth date `YYYYMMDD` and sequence. */
export function residentId(birth: string, seq: number, area = '110105'): string {
  const body = `${area}${birth}${String(seq % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((s, c, i) => s + Number(c) * ID_WEIGHTS[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** `YYYY-MM-DD` of Beijing today plus `days`. */
export function dayFromNow(days: number, from = new Date()): string {
  const shifted = new Date(from.getTime() + 8 * 3_600_000 + days * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

/**
 * Books one adult on a flight through the calls a member makes (search, vendor price list, book
 * at the first offer in 经济舱): the `index`-th flight of `from`→`to` on `date`.
 */
export async function bookFlightOrder(
  app: FastifyInstance,
  opts: { token: string; date: string; idNo: string; from?: string; to?: string; index?: number },
) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: opts.from ?? 'CSHA',
    to: opts.to ?? 'CBJS',
    date: opts.date,
  });
  const flights = s.data.outbound.flights;
  const flight = flights[(opts.index ?? 0) % flights.length]!;
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: flight.flightNo,
    date: opts.date,
    cabin: 'Y',
  });
  return call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId: v.data.offers[0]!.offerId,
      passengers: [{ name: '郑九', idType: '1', idNo: opts.idNo }],
      contact: { name: '郑九', mobile: '13900002222' },
    },
    { token: opts.token },
  );
}
