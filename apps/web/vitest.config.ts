import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// vite.config.ts is a function of the build (client or server renderer): the client's config
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        name: 'web',
        environment: 'jsdom',
        globals: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        testTimeout: 15_000,
      },
    }),
  ),
);
