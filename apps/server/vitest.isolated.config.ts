import { ISOLATED_TESTS, serverTests } from './vitest.config';

// The server files that run each in a module graph of its own (see ISOLATED_TESTS).
export default serverTests({
  name: 'server-isolated',
  include: ISOLATED_TESTS,
  exclude: [],
  isolate: true,
});
