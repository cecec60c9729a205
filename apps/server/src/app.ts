import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { devRoutes } from './modules/dev/dev.routes';
import { aliyunSmsProvider } from './modules/user/aliyun-sms-provider';
import { consoleSmsProvider, type SmsProvider } from './modules/user/sms-provider';
import type { UserDeps } from './modules/user/user.deps';
import { userRoutes } from './modules/user/user.routes';
import { registerErrorHandlers } from './plugins/error-handler';
import { openRedis, RateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerStaticSite } from './plugins/static-site';
import { registerSwagger } from './plugins/swagger';

/** What tests (or a custom start) may supply instead of the defaults. */
export interface BuildOptions {
  config: Config;
  /** An open database; otherwise opened (and migrated) from the config, and closed with the app. */
  database?: Database;
  /** Redis for shared limits; otherwise opened from `config.redisUrl` when set. */
  redis?: Redis;
  /** Key prefix for rate-limit counters (tests keep theirs apart). */
  limitPrefix?: string;
  /** Changes to single limits (tests only). */
  limitOverrides?: ConstructorParameters<typeof RateLimits>[0]['overrides'];
  now?: Clock;
  sms?: SmsProvider;
  logger?: boolean;
}

/**
 * Builds the whole server: database (migrated and seeded), security headers, API docs, account
 * calls, error handlers and the built web app. Call `app.close()` to release everything.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  const database = opts.database ?? (await openDatabase(config));
  const redis = opts.redis ?? (await openRedis(config.redisUrl));
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
    if (!opts.redis) await redis?.quit();
  });
  await seed(database.db);

  const sms =
    opts.sms ??
    (config.smsProvider === 'aliyun'
      ? aliyunSmsProvider(config.aliyun)
      : consoleSmsProvider(database.db, (m) => app.log.info(m)));
  const deps: UserDeps = {
    db: database.db,
    limits: new RateLimits({ redis, prefix: opts.limitPrefix, overrides: opts.limitOverrides }),
    sms,
    secret: config.jwtSecret,
    now: opts.now ?? systemClock,
  };

  await registerSecurity(app);
  await registerSwagger(app);
  app.get('/healthz', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });
  await app.register(userRoutes, { deps });
  if (sms.name === 'console' && config.nodeEnv !== 'production') {
    await app.register(devRoutes, { db: database.db });
  }
  await registerStaticSite(app, config.webDist);
  return app;
}
