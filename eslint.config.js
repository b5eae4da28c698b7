// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverFeaturesDir = new URL('./apps/server/src/features', import.meta.url);
const serverFeatures = readdirSync(serverFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A server feature's public entry: its `index.ts` (public names listed one by one), its `*.service.ts` files,
 * and its `*.derivation.ts` (the import worker loads derivations alone, without the rest of the feature).
 */
function publicEntriesOf(feature) {
  return readdirSync(new URL(`./apps/server/src/features/${feature}`, import.meta.url))
    .filter((file) => file === 'index.ts' || /\.(service|derivation)\.ts$/.test(file))
    .map((file) => `./${feature}/${file}`);
}

/** Imports a pure package must never make: packages run in the browser, in workers and in tests. */
const packageFence = [
  { group: ['react', 'react-dom', 'react/*'], message: 'packages/* are UI-free: React belongs in apps/web.' },
  {
    group: ['fastify', '@fastify/*'],
    message: 'packages/* are transport-free: HTTP belongs in apps/server.',
  },
  {
    group: ['pg', 'pg-boss', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'packages/* never touch the database.',
  },
  {
    group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:net', 'net'],
    message: 'packages/* take bytes in and give bytes out; I/O lives in apps/server.',
  },
  {
    group: ['@airlens/server', '@airlens/web', '**/apps/**'],
    message: 'Dependencies flow apps → packages, never back.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.wt-*/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'no-console': 'error',
      // Handlers and adapters are async by contract even when a body happens not to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageFence }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                '@fastify/*',
                'pg',
                'pg-boss',
                'drizzle-orm',
                '@electric-sql/*',
                '@airlens/server',
              ],
              message: 'The web app talks to the server over HTTP only (lib/api-client.ts).',
            },
            {
              group: ['**/app/*', '../app/*', '../../app/*', '@/app/*', '@/app/**'],
              message: 'Composition flows components/lib → features → app; nothing imports app/.',
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature: compose them in app/. One block per feature folder,
  // so relative (`../../other`) and aliased (`@/features/other`) imports are both fenced.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                '@/features/*/**',
                '../../*/**',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                '!../../../**',
              ],
              message:
                'A feature never imports another feature; compose in app/ or move shared code to components/ or lib/.',
            },
            {
              group: ['@/app/*', '@/app/**', '**/app/*'],
              message: 'Composition flows components/lib → features → app; nothing imports app/.',
            },
            {
              group: ['@airlens/server', 'fastify', 'pg'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  })),
  {
    // main.tsx mounts the app: the one file outside app/ allowed to import it.
    files: ['apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repo.ts',
      'apps/server/src/db/**',
      'apps/server/src/jobs/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/http/readiness.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'SQL lives in *.repo.ts only: routes → service → repo → db.',
            },
            { group: ['react', 'react-dom'], message: 'The server renders no React.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles, in the apps and the packages: a circle has no bottom layer, so neither side can be
    // understood, tested or moved alone (and ES module initialisation order starts to matter).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Features meet at their entry: a server feature uses another only through its index.ts or its services
    // (STYLE.md "one feature reaches another only through its service"), never its repos, routes or helpers.
    // Test files and test fixtures may reach further (they build the world a test needs).
    files: ['apps/server/src/features/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test-helpers.ts',
      '**/*-fixtures.ts',
      '**/*-fixture.ts',
      '**/test-*.ts',
      '**/*-test-*.ts',
      '**/*-child.ts',
    ],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverFeatures.map((feature) => ({
            target: `./apps/server/src/features/${feature}`,
            from: './apps/server/src/features',
            except: [
              `./${feature}`,
              ...serverFeatures.filter((other) => other !== feature).flatMap(publicEntriesOf),
            ],
            message:
              'A feature uses another only through its index.ts or its *.service.ts: its repos, routes and helpers are private. Export what you need there, or move shared code down (jobs/, http/, packages/domain).',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/unbound-method': 'off', 'no-console': 'off' },
  },
  {
    // Scripts (start, test, e2e, generators) are plain JavaScript: linted, without type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { project: false, projectService: false, program: null },
      globals: { ...globals.node },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // Files stay small enough to read in one sitting; data tables and test tables are exempt.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/domain/src/common-passwords-list.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
