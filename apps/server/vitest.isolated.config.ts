import { ISOLATED_TESTS, serverTests } from './vitest.config';

// The server files that replace modules with vi.mock, each in a module graph of its own.
export default serverTests({
  name: 'server-isolated',
  include: ISOLATED_TESTS,
  exclude: [],
  isolate: true,
});
