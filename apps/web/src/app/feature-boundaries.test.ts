import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module of the lint setup (scripts/eslint), no types
import boundaries from '../../../../scripts/eslint/feature-boundaries.mjs';

const root = '/repo/apps/web/src/features';
const lint = (file: string, code: string) =>
  new Linter({ configType: 'flat', cwd: '/repo' }).verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
        plugins: { local: boundaries },
        rules: { 'local/feature-boundaries': ['error', { featuresRoot: root }] },
      },
    ],
    file,
  );

describe('the feature boundary lint rule', () => {
  const bus = `${root}/buses/components/book/bus-book-form.tsx`;

  it('refuses a relative import that climbs into another feature', () => {
    for (const code of [
      "import { x } from '../../../trains/lib/ticket-types';",
      "export { x } from '../../../trains/lib/ticket-types';",
      "const m = import('../../../orders/api/search-orders');",
    ]) {
      const [problem] = lint(bus, code);
      expect(problem?.message, code).toMatch(/must not import another feature \(buses → /);
    }
  });

  it('lets a feature import its own parts and shared parts', () => {
    for (const code of [
      "import { x } from '../../lib/bus-passengers';",
      "import { x } from './passenger-rows';",
      "import { x } from '../../../../components/booking/terms-note';",
      "import { x } from '@/lib/api-client';",
    ]) {
      expect(lint(bus, code), code).toEqual([]);
    }
  });
});
