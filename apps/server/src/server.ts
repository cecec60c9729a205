import { buildApp, warmCatalogs } from './app';
import { loadConfig, usesDevSecret } from './config';

/** Starts the server on PORT and closes it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, lazyCatalogs: true });
  if (usesDevSecret(config))
    app.log.warn('JWT_SECRET 未设置，正在使用开发用默认密钥（仅限本地开发）');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Answer health checks and pages first; the catalogs (~1 s) build right after, and a search
  // arriving meanwhile waits for them.
  setImmediate(warmCatalogs);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
