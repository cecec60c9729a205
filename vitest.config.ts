import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace's unit and integration tests; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    // one worker per core: vitest's default (cores − 1) leaves one of CI's two cores nearly idle,
    // since the main process only transforms and reports (about a tenth of a worker's CPU time)
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
