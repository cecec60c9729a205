import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
