import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { coverageOf } from './coverage.config';

// Projects: `unit` (pure code), `web` and `web-isolated` (components) and `api` (buildApp() on a real database).

const WEB_ROOT = 'apps/web';

/**
 * Web test files that replace one of the app's modules with vi.mock. The `web` project shares one module graph
 * per worker, where a module another file loaded first (or mocked differently) would stay in place of the
 * mock; these files run in `web-isolated`, each with a graph of its own.
 */
function webFilesMockingModules(): string[] {
  const files = readdirSync(join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(WEB_ROOT, 'src', file));
  return files
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => relative(WEB_ROOT, file));
}

const webIsolatedFiles = webFilesMockingModules();

const webTest: {
  root: string;
  environment: 'happy-dom';
  setupFiles: string[];
  maxWorkers: number;
  testTimeout: number;
} = {
  root: './apps/web',
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  maxWorkers: 2,
  // Typing into forms with user-event takes seconds on 2 shared cores; 5 s was flaky, never wrong.
  testTimeout: 20_000,
};
export default defineConfig({
  test: {
    // COVERAGE=unit|api (scripts/test.mjs sets it for its test steps): a coverage report with per-package floors.
    coverage: coverageOf(process.env.COVERAGE),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on CI's 2 cores.
          maxWorkers: 2,
          // Under V8 coverage on 2 shared cores the heavier tests (zip streams, generators) take ~5 s, the default
          // timeout; they are never wrong, only slower.
          testTimeout: 20_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webIsolatedFiles,
          // One module graph per worker instead of per file: React, MUI and the app load once, which halves the
          // step (setup.ts resets the DOM, storage, cookies and the fake API after every test).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { ...webTest, name: 'web-isolated', include: webIsolatedFiles },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Every file imported the whole server (~3 s each); sharing the module graph per worker cuts the step by
          // a third. Each file still builds its own app on its own database copy, so no state crosses files.
          isolate: false,
          // Migrates one template database that every test file's database is copied from.
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          // Vitest's default is one worker fewer than the cores, i.e. one on CI's 2 cores; the API tests
          // spend much of their time waiting on sockets, timers and child processes, so two overlap well.
          maxWorkers: 2,
        },
      },
    ],
  },
});
