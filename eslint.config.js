// One lint setup for the whole repository (run by `npm test` through `npm run lint`).
// Import boundaries (docs/architecture.md): web code flows app → features → shared parts
// (components, lib, stores); features never import each other; `packages/shared` imports only zod.
// Server layers: routes → services → repositories; only repositories (and src/db) touch the database.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint/feature-boundaries.mjs';
import moduleBoundaries from './scripts/eslint/module-boundaries.mjs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Patterns that code under `from` may not import. */
const restrict = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // shared parts never import features or the app
  restrict(
    ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/stores/**'],
    ['@/app/*', '@/features/*', '**/app/**', '**/features/**'],
    'Shared parts (components, lib, stores) must not import features or the app.',
  ),
  // features never import the app, nor each other
  ...features.map((f) =>
    restrict(
      [`${featuresDir}/${f}/**`],
      [
        '@/app/*',
        '**/app/**',
        ...features
          .filter((o) => o !== f)
          .flatMap((o) => [`@/features/${o}`, `@/features/${o}/*`, `**/features/${o}/**`]),
      ],
      `A feature must not import the app or another feature (${f}).`,
    ),
  ),
  // …nor by a relative path that climbs out of the feature into another one
  {
    files: [`${featuresDir}/**/*.{ts,tsx}`],
    plugins: { local: boundaries },
    rules: { 'local/feature-boundaries': ['error', { featuresRoot: featuresDir }] },
  },
  // the shared package imports only zod
  {
    files: ['packages/shared/src/**'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'packages/shared imports only zod.' }] },
      ],
    },
  },
  // server layering: repositories never import routes or services; services never import routes
  restrict(
    ['apps/server/src/**/*.repository.ts'],
    ['*.routes', '*.service', '**/*.routes', '**/*.service'],
    'Repositories must not import services or routes.',
  ),
  restrict(
    ['apps/server/src/**/*.service.ts'],
    ['*.routes', '**/*.routes'],
    'Services must not import routes.',
  ),
  // routes call services, never repositories
  restrict(
    ['apps/server/src/**/*.routes.ts'],
    ['*.repository', '**/*.repository'],
    'Routes must not import repositories: routes call services, services call repositories.',
  ),
  // one server module reads another only through its services, never its repositories (tables).
  // Exceptions: every module reads the dated rules store (settings); orders and payment are one
  // order core in two folders; the dev-only calls read the SMS outbox of the user module.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { server: moduleBoundaries },
    rules: {
      'server/module-boundaries': [
        'error',
        {
          modulesRoot: 'apps/server/src/modules',
          allow: { '*': ['settings'], orders: ['payment'], payment: ['orders'], dev: ['user'] },
        },
      ],
    },
  },
  // only repositories touch the database: no query builder, no tables anywhere else on the
  // server (the db folder itself and tests excepted). Type-only imports (`import type { Tx }`,
  // a row type) stay allowed; services may still open `db.transaction` and hand `tx` on.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.js'],
              allowTypeImports: true,
              message:
                'Only repositories (*.repository.ts) touch the database: move the query into a repository and call it from a service.',
            },
          ],
        },
      ],
    },
  },
);
