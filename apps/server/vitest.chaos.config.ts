import { defineConfig } from 'vitest/config';

/**
 * The long reliability suite (`npm run test:chaos`): real server processes on a throwaway
 * PostgreSQL cluster and Redis, crashes, restarts, long fuzzing. One file at a time.
 */
export default defineConfig({
  test: {
    name: 'chaos',
    root: new URL('.', import.meta.url).pathname,
    include: ['chaos/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
