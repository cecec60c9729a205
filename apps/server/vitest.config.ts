import { defineConfig } from 'vitest/config';

/**
 * Test files that run isolated (project `server-isolated`, vitest.isolated.config.ts), each in a
 * module graph of its own: those that replace modules with `vi.mock`, so their stand-ins never
 * reach another file, and the fuzz sweep, which is ten times faster in a fresh worker.
 */
export const ISOLATED_TESTS = [
  'test/order-number-clash.test.ts',
  // 170 calls × 100 cases: after other files in a shared module graph each case was ten times
  // slower (420 s in the unit stage of a fresh-clone run, 43 s in a worker of its own)
  'test/fuzz.test.ts',
];

/** The server tests' config with these files and isolation. */
export function serverTests(test: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineConfig({
    test: {
      ...test,
      globalSetup: ['test/pglite-template.ts'],
      setupFiles: ['test/support/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// The other files share one module graph per worker (isolate: false): the app's modules load
// once per worker instead of once per file, which halves the server files' CPU time. Each file
// still builds its own app on its own database (test/helper.ts); module-level caches are keyed
// by database or static catalogue data, and test/support/setup.ts resets timers and spies.
export default serverTests({
  name: 'server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  exclude: ISOLATED_TESTS,
  isolate: false,
});
