// `npm test`: every check CI runs, in order, failing fast: format, lint, types, unit and component
// tests, API tests on PGlite, the same API tests on PostgreSQL (TEST_DATABASE_URL), then browser tests.
import { ensureAptPackage } from './ensure-apt-package.mjs';
import { run } from './lib.mjs';

const isCi = process.env.CI === 'true';
const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omit, ...envWithoutPostgres } = process.env;

const steps = [
  ['Format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Types (tsc)', 'npm', ['run', 'typecheck', '--silent']],
  // With coverage (coverage.config.ts: a summary per package and per-package floors that fail the step).
  [
    'Unit and component tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'web'],
    { env: { ...process.env, COVERAGE: 'unit' } },
  ],
  ['Coverage by package', 'node', ['scripts/coverage-by-package.mjs', 'unit']],
  [
    'API tests on PGlite',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { env: { ...envWithoutPostgres, COVERAGE: 'api' } },
  ],
  ['Coverage by package', 'node', ['scripts/coverage-by-package.mjs', 'api']],
];
if (postgresUrl) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { env: { ...process.env, TEST_DATABASE_URL: postgresUrl } },
  ]);
} else if (isCi) {
  process.stderr.write(
    'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL API tests cannot be skipped in CI.\n',
  );
  process.exit(1);
} else {
  process.stdout.write(
    'TEST_DATABASE_URL is not set: skipping the API tests on PostgreSQL (CI runs them).\n',
  );
}
steps.push(['End-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']]);

// The report tests read generated PDFs with poppler's pdftotext and pdfimages.
await ensureAptPackage('/usr/bin/pdftotext', 'poppler-utils', 'The report tests read PDF text with it.');

for (const [title, command, args, options] of steps) {
  process.stdout.write(`\n━━ ${title} ━━\n`);
  const started = Date.now();
  const code = await run(command, args, options);
  process.stdout.write(
    `━━ ${title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (code !== 0) {
    process.exit(code);
  }
}
process.stdout.write('\nAll checks passed.\n');
