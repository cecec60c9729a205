import { defineConfig } from 'vitest/config';

// Every workspace's unit and integration tests; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
