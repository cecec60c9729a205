import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (three levels above this file: apps/server/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_SECRET = 'lvxing-dev-secret-do-not-use-in-production';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(`${REPO_ROOT}data`),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET 至少 16 个字符').optional(),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).optional(),
  ALIYUN_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_PROTOCOL: z.enum(['https', 'http']).default('https'),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  WEB_DIST: z.string().default(`${REPO_ROOT}apps/web/dist`),
  WEB_RENDERER: z.string().default(`${REPO_ROOT}apps/web/dist-ssr/prerender.js`),
  LOG_LEVEL: z.string().default('info'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  TICKETING_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  ORDER_JOB_INTERVAL_MS: z.coerce.number().int().min(200).default(2000),
  FLIGHT_SALE_WINDOW_DAYS: z.coerce.number().int().min(60).max(365).default(90),
  TRAIN_SALE_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).optional(),
  BUS_SALE_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Server configuration, read from the environment (see the README's configuration table). */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; undefined means the embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  jwtSecret: string;
  smsProvider: 'console' | 'aliyun';
  aliyun: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
    endpoint: string;
    protocol: 'https' | 'http';
  };
  publicUrl: string;
  webDist: string;
  /** The web app's server renderer (`vite build --ssr`); app pages are sent unrendered without it. */
  webRenderer: string;
  logLevel: string;
  trustProxy: boolean;
  /** Payment provider for QR codes (only the sandbox exists so far). */
  paymentProvider: 'sandbox';
  /** Simulated ticketing time after payment, ms. */
  ticketingDelayMs: number;
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
}

/**
 * Parses the environment into a {@link Config}.
 * @throws Error when a value is malformed, or JWT_SECRET is missing in production.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const e = envSchema.parse(clean);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('生产环境必须设置 JWT_SECRET (JWT_SECRET is required in production)');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? DEV_SECRET,
    smsProvider: e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'aliyun' : 'console'),
    aliyun: {
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET,
      signName: e.ALIYUN_SMS_SIGN_NAME,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
      endpoint: e.ALIYUN_SMS_ENDPOINT,
      protocol: e.ALIYUN_SMS_PROTOCOL,
    },
    publicUrl: e.PUBLIC_URL,
    webDist: e.WEB_DIST,
    webRenderer: e.WEB_RENDERER,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    paymentProvider: e.PAYMENT_PROVIDER,
    ticketingDelayMs: e.TICKETING_DELAY_MS,
    orderJobIntervalMs: e.ORDER_JOB_INTERVAL_MS,
    flightSaleWindowDays: e.FLIGHT_SALE_WINDOW_DAYS,
    trainSaleWindowDays: e.TRAIN_SALE_WINDOW_DAYS,
    busSaleWindowDays: e.BUS_SALE_WINDOW_DAYS,
    searchCacheMs: e.SEARCH_CACHE_MS,
  };
}

/** True when the configured JWT secret is the development default. */
export function usesDevSecret(config: Config): boolean {
  return config.jwtSecret === DEV_SECRET;
}
