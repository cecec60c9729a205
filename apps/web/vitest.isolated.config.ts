import { ISOLATED_TESTS, webTests } from './vitest.config.ts';

// The web files that replace modules with vi.mock, each in a module graph of its own.
export default webTests({
  name: 'web-isolated',
  include: ISOLATED_TESTS,
  exclude: [],
  isolate: true,
});
