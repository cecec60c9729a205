import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseDataKeys } from './lib/pii-cipher';
import { paymentConfig, paymentEnvShape, type PaymentConfig } from './payment-config';
import { filesEnvShape, s3Config, type S3Config } from './modules/files/files-config';

/** Repository root (three levels above this file: apps/server/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Secrets are random strings of at least this many characters (32 random bytes make 43). */
export const SECRET_MIN_LENGTH = 32;
const secret = (name: string) =>
  z.string().min(SECRET_MIN_LENGTH, `${name} 至少 ${SECRET_MIN_LENGTH} 个字符`).optional();

/** Listening on every interface (the default), as opposed to one address. */
export const WILDCARD_HOSTS: readonly string[] = ['0.0.0.0', '::', ''];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(`${REPO_ROOT}data`),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: secret('JWT_SECRET'),
  PAYMENT_SANDBOX_SECRET: secret('PAYMENT_SANDBOX_SECRET'),
  DATA_KEYS: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      try {
        parseDataKeys(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  ID_HASH_SECRET: secret('ID_HASH_SECRET'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).optional(),
  ALIYUN_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  /** Order notices' template codes by event, JSON: {"TICKETED":"SMS_…","REFUNDED":"SMS_…",…}. */
  ALIYUN_SMS_TEMPLATES: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      const parsed = z.record(z.string(), z.string()).safeParse(safeJson(v));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'ALIYUN_SMS_TEMPLATES: JSON object of strings' });
      return z.NEVER;
    }),
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_PROTOCOL: z.enum(['https', 'http']).default('https'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL 应为 http(s) 地址' }).optional(),
  WEB_DIST: z.string().default(`${REPO_ROOT}apps/web/dist`),
  WEB_RENDERER: z.string().default(`${REPO_ROOT}apps/web/dist-ssr/prerender.js`),
  LOG_LEVEL: z.string().default('info'),
  ...paymentEnvShape,
  ...filesEnvShape,
  TICKETING_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  HOTEL_CONFIRM_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  TOUR_CONFIRM_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  TRANSFER_DISPATCH_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  VISA_SANDBOX_STEP_MS: z.coerce.number().int().min(0).default(5000),
  INVOICE_ISSUE_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  ORDER_JOB_INTERVAL_MS: z.coerce.number().int().min(200).default(2000),
  FLIGHT_SALE_WINDOW_DAYS: z.coerce.number().int().min(60).max(365).default(90),
  TRAIN_SALE_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).optional(),
  BUS_SALE_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AMAP_KEY: z.string().trim().optional(),
  AMAP_SECURITY_CODE: z.string().trim().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Every environment variable the server reads (the README's configuration table lists each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** Server configuration, read from the environment (see the README's configuration table). */
export interface Config extends PaymentConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; undefined means the embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /**
   * HS256 key of access tokens and of SMS-code hashes (`JWT_SECRET`). Unset: generated into
   * `dataDir/secrets.json` with the embedded database, required with `DATABASE_URL` (secrets.ts).
   */
  jwtSecret?: string;
  /** Signing key of the sandbox payment provider (`PAYMENT_SANDBOX_SECRET`); as `jwtSecret`. */
  sandboxPaySecret?: string;
  /**
   * Keys of the personal data encrypted at rest (`DATA_KEYS`: `id:base64key,…`, the first the
   * current one; lib/pii-cipher.ts); as `jwtSecret`.
   */
  dataKeys?: string;
  /** HMAC key of the document-number hashes (`ID_HASH_SECRET`, never rotated); as `jwtSecret`. */
  idHashSecret?: string;
  smsProvider: 'console' | 'aliyun';
  aliyun: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
    /** Order notices' template codes by event (`ALIYUN_SMS_TEMPLATES`, JSON). */
    templates: Readonly<Record<string, string>>;
    endpoint: string;
    protocol: 'https' | 'http';
  };
  /**
   * Address the site is reached at, for links and QR codes (`PUBLIC_URL`). Unset: derived from
   * the address and port the server listens on (public-url.ts), never from a request's Host.
   */
  publicUrl?: string;
  /**
   * AMap (高德) JS API for the hotel map (`AMAP_KEY`, a Web端(JS API) key, and its
   * `AMAP_SECURITY_CODE`, kept on the server: the browser's AMap calls go through this server's
   * `/_AMapService/` proxy, which adds it, as AMap advises for production). Unset: the offline map.
   */
  amap?: { key: string; securityCode?: string };
  webDist: string;
  /** The web app's server renderer (`vite build --ssr`); app pages are sent unrendered without it. */
  webRenderer: string;
  logLevel: string;
  trustProxy: boolean;
  /** Simulated ticketing time after payment, ms. */
  ticketingDelayMs: number;
  /**
   * Time from a stay paid (or placed, paid at the hotel) to the sandbox hotel's confirmation of
   * an 自动确认 hotel, ms (`HOTEL_CONFIRM_DELAY_MS`, default 5000; under the 30-minute SLA).
   */
  hotelConfirmDelayMs: number;
  /**
   * Time from a tour paid to the sandbox supplier's confirmation (待确认 → 已确认), ms
   * (`TOUR_CONFIRM_DELAY_MS`, default 5000).
   */
  tourConfirmDelayMs: number;
  /** Time from a transfer paid to the sandbox dispatch's driver card, ms (`TRANSFER_DISPATCH_DELAY_MS`, default 5000). */
  transferDispatchDelayMs: number;
  /**
   * Time between two steps of the sandbox's visa cases (审核 → 出签 → 护照寄回 → 已完成), ms
   * (`VISA_SANDBOX_STEP_MS`, default 5000); null (off) in production with a real payment provider.
   */
  visaSandboxStepMs: number | null;
  /**
   * Time from an invoice request to the sandbox issuing it (the carrier's or the tax system's
   * answer), ms (`INVOICE_ISSUE_DELAY_MS`, default 5000).
   */
  invoiceIssueDelayMs: number;
  /** How often the order jobs (close unpaid, issue tickets, refunds) run, ms. */
  orderJobIntervalMs: number;
  /** Rolling sale window of the flight schedule, days (at least 60). */
  flightSaleWindowDays: number;
  /**
   * Bookable train days including today (1–60) when set; otherwise the dated rule
   * `train.saleWindow` (15 days, 12306) applies.
   */
  trainSaleWindowDays?: number;
  /** Rolling sale window of bus departures, days (1–60). */
  busSaleWindowDays: number;
  /**
   * How long a search answer is served from this instance's memory, ms (0: not cached); it may
   * then be served 2× as long again while it is recomputed.
   */
  searchCacheMs: number;
  /**
   * Longest time a client may take to send a whole request (headers and body), ms: a body sent
   * byte by byte is cut off (HTTP 408) instead of holding a connection for minutes.
   */
  httpRequestTimeoutMs: number;
  /**
   * The S3-compatible bucket uploaded files' bytes go to (`S3_ENDPOINT`, `S3_BUCKET`,
   * `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`: all or none,
   * modules/files/files-config.ts). Unset: PostgreSQL's `stored_files`.
   */
  s3?: S3Config;
}

/**
 * Parses the environment into a {@link Config}. Secrets stay unset when not given; `secrets.ts`
 * decides whether to generate them (embedded database) or refuse to start (`DATABASE_URL`).
 * @throws Error when a value is malformed (a secret shorter than 32 characters included).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const e = envSchema.parse(clean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    sandboxPaySecret: e.PAYMENT_SANDBOX_SECRET,
    dataKeys: e.DATA_KEYS,
    idHashSecret: e.ID_HASH_SECRET,
    smsProvider: e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'aliyun' : 'console'),
    aliyun: {
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET,
      signName: e.ALIYUN_SMS_SIGN_NAME,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
      templates: e.ALIYUN_SMS_TEMPLATES,
      endpoint: e.ALIYUN_SMS_ENDPOINT,
      protocol: e.ALIYUN_SMS_PROTOCOL,
    },
    publicUrl: e.PUBLIC_URL,
    ...(e.AMAP_KEY
      ? {
          amap: {
            key: e.AMAP_KEY,
            ...(e.AMAP_SECURITY_CODE ? { securityCode: e.AMAP_SECURITY_CODE } : {}),
          },
        }
      : {}),
    webDist: e.WEB_DIST,
    webRenderer: e.WEB_RENDERER,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    ...paymentConfig(e, e.PUBLIC_URL),
    ticketingDelayMs: e.TICKETING_DELAY_MS,
    hotelConfirmDelayMs: e.HOTEL_CONFIRM_DELAY_MS,
    tourConfirmDelayMs: e.TOUR_CONFIRM_DELAY_MS,
    transferDispatchDelayMs: e.TRANSFER_DISPATCH_DELAY_MS,
    visaSandboxStepMs:
      e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER !== 'sandbox'
        ? null
        : e.VISA_SANDBOX_STEP_MS,
    invoiceIssueDelayMs: e.INVOICE_ISSUE_DELAY_MS,
    orderJobIntervalMs: e.ORDER_JOB_INTERVAL_MS,
    flightSaleWindowDays: e.FLIGHT_SALE_WINDOW_DAYS,
    trainSaleWindowDays: e.TRAIN_SALE_WINDOW_DAYS,
    busSaleWindowDays: e.BUS_SALE_WINDOW_DAYS,
    searchCacheMs: e.SEARCH_CACHE_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    s3: s3Config(e),
  };
}

/** JSON.parse that answers undefined for malformed text (reported by the schema instead). */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
