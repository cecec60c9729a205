import { buildApp, warmCatalogs } from './app';
import { loadConfig } from './config';

/** Starts the server on PORT and closes it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, lazyCatalogs: true });
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
  app.log.info(
    `支付二维码和链接指向 ${app.publicUrl()}${config.publicUrl ? '' : '（可用 PUBLIC_URL 更改）'}`,
  );
  // Answer health checks and pages first; the catalogs (~1 s) build right after, and a search
  // arriving meanwhile waits for them.
  setImmediate(warmCatalogs);
}

main().catch((err: unknown) => {
  // a configuration problem (a missing secret, a malformed variable) reads best as its message
  console.error(err instanceof Error && !process.env.DEBUG ? `启动失败：${err.message}` : err);
  process.exit(1);
});
