import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { pingDatabase } from './db/health.repository';
import type { Config } from './config';
import { defaultPublicUrl } from './public-url';
import { resolveSecrets, type Secrets } from './secrets';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';
import { encryptPlainDocuments } from './db/encrypt-documents';
import { createPiiCipher, parseDataKeys } from './lib/pii-cipher';
import {
  KINDS,
  RULE_KINDS,
  kindJobs,
  kindPageData,
  productRegistry,
  registerKinds,
  registerKindsWithStaff,
  warmCatalogs,
} from './kinds';
import { systemClock, type Clock } from './lib/clock';
import { devRoutes } from './modules/dev/dev.routes';
import { sessionRevocations } from './modules/user/session-revocations';
import { consoleSmsProvider, type SmsProvider } from './modules/user/sms-provider';
import type { UserDeps } from './modules/user/user.deps';
import { userRoutes } from './modules/user/user.routes';
import type { OrderDeps } from './modules/orders/order.deps';
import { startOrderJobs } from './modules/orders/order.jobs';
import { paymentRoutes } from './modules/payment/payment.routes';
import { cooperationRoutes } from './modules/cooperation/cooperation.routes';
import { FLIGHT_SALES_CLOSE_MINUTES } from './modules/flight/flight-rules';
import { paymentSetup } from './modules/payment/providers';
import { sandboxProvider, type SandboxProvider } from './modules/payment/sandbox-provider';
import { sandboxRoutes } from './modules/payment/sandbox.routes';
import { registerPassengers } from './modules/passengers/passengers.module';
import { registerInvoices } from './modules/invoice/invoice.module';
import { registerStaff } from './modules/staff/staff.module';
import { registerService } from './modules/service/service.module';
import { makeRequireAuth } from './plugins/auth';
import { registerErrorHandlers } from './plugins/error-handler';
import { openRedis, RateLimits } from './plugins/rate-limits';
import { registerSearchCache } from './plugins/search-cache';
import { registerSecurity } from './plugins/security';
import type { AmapUpstream } from './modules/map/amap-proxy';
import { mapRoutes } from './modules/map/map.routes';
import { registerStaticSite } from './plugins/static-site';
import { registerSwagger } from './plugins/swagger';

/** What tests (or a custom start) may supply instead of the defaults. */
export interface BuildOptions {
  config: Config;
  /** The secrets; otherwise resolved from the config (secrets.ts: generated or required). */
  secrets?: Secrets;
  /** An open database; otherwise opened (and migrated) from the config, and closed with the app. */
  database?: Database;
  /** Redis for shared limits; otherwise opened from `config.redisUrl` when set. */
  redis?: Redis;
  /** Key prefix for rate-limit counters (tests keep theirs apart). */
  limitPrefix?: string;
  /** AMap's hosts behind the map proxy (tests only: a local fake AMap). */
  amapUpstreams?: readonly AmapUpstream[];
  /** Changes to single limits (tests only). */
  limitOverrides?: ConstructorParameters<typeof RateLimits>[0]['overrides'];
  now?: Clock;
  sms?: SmsProvider;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read what a request logged). */
  logStream?: { write(line: string): void };
  /**
   * Leave the flight, train and bus catalogs to be built by a later `warmCatalogs()` call (or the
   * first search) instead of before the app is ready; `server.ts` warms them right after listening.
   */
  lazyCatalogs?: boolean;
  /** Run the order jobs on a timer (default true); tests call them directly instead. */
  jobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order core's dependencies and the sandbox provider (tests drive jobs through them). */
    orders: { deps: OrderDeps; sandbox: SandboxProvider };
    /** The site's address for links and QR codes (PUBLIC_URL, or derived once listening). */
    publicUrl: () => string;
  }
}

export { warmCatalogs };

/**
 * Builds the whole server: database (migrated and seeded), security headers, API docs, account
 * calls, error handlers and the built web app. Call `app.close()` to release everything.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const secrets = opts.secrets ?? resolveSecrets(config);
  const timeout = config.httpRequestTimeoutMs;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // a request (headers and body) must arrive within `timeout`, its headers within 10 s; Node
    // checks every second instead of every 30 s, so a slow sender is cut off on time (HTTP 408)
    requestTimeout: timeout,
    http: { headersTimeout: Math.min(10_000, timeout), connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  const publicUrl = () =>
    config.publicUrl ??
    defaultPublicUrl({ host: config.host, port: config.port, listening: app.server.address() });
  app.decorate('publicUrl', publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerSearchCache(app, config.searchCacheMs);

  const database = opts.database ?? (await openDatabase(config));
  const redis = opts.redis ?? (await openRedis(config.redisUrl));
  let stopJobs: (() => Promise<void>) | undefined;
  app.addHook('onClose', async () => {
    await stopJobs?.();
    if (!opts.database) await database.close();
    if (!opts.redis) await redis?.quit();
  });
  const pii = createPiiCipher(parseDataKeys(secrets.dataKeys), secrets.idHash);
  // migration 0005's data step: numbers a migrated database still holds in plain text
  await encryptPlainDocuments(database.db, pii);
  await seed(database.db, { demoMember: config.nodeEnv !== 'production', kinds: KINDS });
  if (!opts.lazyCatalogs) warmCatalogs();

  const sms =
    opts.sms ??
    (config.smsProvider === 'aliyun'
      ? // loaded only when chosen: Aliyun's SDK is a large CommonJS tree (~0.5 s to load)
        (await import('./modules/user/aliyun-sms-provider')).aliyunSmsProvider(config.aliyun)
      : consoleSmsProvider(database.db, (m) => app.log.info(m)));
  const deps: UserDeps = {
    db: database.db,
    limits: new RateLimits({ redis, prefix: opts.limitPrefix, overrides: opts.limitOverrides }),
    sms,
    secret: secrets.jwt,
    now: opts.now ?? systemClock,
    sessions: sessionRevocations({
      db: database.db,
      redis,
      prefix: opts.limitPrefix,
      now: opts.now ?? systemClock,
    }),
  };

  registerSecurity(app, {
    https: config.publicUrl?.startsWith('https:') ?? false,
    amap: config.amap !== undefined,
  });
  await registerSwagger(app);
  app.get('/healthz', async () => {
    await pingDatabase(database.db);
    return { status: 'ok', database: database.kind };
  });
  await app.register(userRoutes, { deps });
  await app.register(mapRoutes, {
    amap: config.amap,
    limits: deps.limits,
    upstreams: opts.amapUpstreams,
  });

  const requireAuth = makeRequireAuth(deps);
  const sandbox = sandboxProvider({ secret: secrets.sandboxPay, publicUrl });
  const orderDeps: OrderDeps = {
    db: database.db,
    now: deps.now,
    products: productRegistry(),
    ...paymentSetup(config, sandbox, config.publicUrl),
    defaultProvider: config.paymentProvider,
    publicUrl,
    ticketingDelayMs: config.ticketingDelayMs,
    pii,
    refundHooks: [],
    sendNotice: (n, tx) => sms.sendNotice(n, tx),
  };
  app.decorate('orders', { deps: orderDeps, sandbox });
  const kindContext = { config, orders: orderDeps, requireAuth, limits: deps.limits };
  await registerKinds(app, kindContext);
  await registerPassengers(app, kindContext);
  const issueInvoices = await registerInvoices(app, kindContext);
  await app.register(paymentRoutes, { deps: orderDeps, requireAuth });
  await app.register(cooperationRoutes, {
    deps: {
      db: database.db,
      now: deps.now,
      limits: deps.limits,
      flight: {
        saleWindowDays: config.flightSaleWindowDays,
        salesCloseMinutes: FLIGHT_SALES_CLOSE_MINUTES,
      },
    },
    requireAuth,
  });
  await app.register(sandboxRoutes, { db: database.db, provider: sandbox, now: deps.now });
  const requireStaff = await registerStaff(app, {
    db: database.db,
    pii,
    now: deps.now,
    redis,
    limitPrefix: opts.limitPrefix,
    orders: orderDeps,
    rules: RULE_KINDS,
  });
  const files = await registerService(app, {
    db: database.db,
    now: deps.now,
    limits: deps.limits,
    s3: config.s3,
    requireAuth,
    requireStaff,
  });
  await registerKindsWithStaff(app, { ...kindContext, requireStaff, files });
  if (opts.jobs !== false) {
    stopJobs = startOrderJobs(
      orderDeps,
      config.orderJobIntervalMs,
      (err) => app.log.error({ err }, 'order job failed'),
      [...kindJobs(kindContext), issueInvoices],
    );
  }
  if (sms.name === 'console' && config.nodeEnv !== 'production') {
    await app.register(devRoutes, { db: database.db });
  }
  await registerStaticSite(app, config.webDist, config.webRenderer, kindPageData(kindContext));
  return app;
}
