import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace modules with `vi.mock`: they run isolated (project `web-isolated`,
 * vitest.isolated.config.ts), each in a module graph of its own, so their stand-ins never reach
 * another file.
 */
export const ISOLATED_TESTS = [
  'src/features/auth/components/login-overlay.test.tsx',
  'src/features/auth/components/login-overlay-host.test.tsx',
  'src/features/auth/token-refresh.test.ts',
  'src/features/auth/session.test.ts',
  'src/features/trains/components/train-list.test.tsx',
  'src/features/flights/components/flight-list.test.tsx',
  'src/features/hotels/components/results/hotel-map.test.tsx',
];

/** The web tests' config (on the client build's vite.config.ts) with these files and isolation. */
export function webTests(test: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineConfig((env) =>
    mergeConfig(viteConfig(env) as ViteUserConfig, {
      test: {
        ...test,
        environment: 'jsdom',
        globals: true,
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        // as the server's: a jsdom test of an antd form can pass 15 s when CI's two cores run the
        // server and web files together (the unit stage of a fresh-clone run: 899 s)
        testTimeout: 30_000,
      },
    }),
  );
}

// The other files share one module graph per worker (isolate: false): jsdom, antd and the app
// load once per worker instead of once per file, which takes the web tests' CPU time to less
// than half; each file's setup (src/test/setup.ts) resets the stores, storage and spies.
export default webTests({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ISOLATED_TESTS,
  isolate: false,
});
