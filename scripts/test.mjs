// `npm test`: every check CI runs, failing fast: format, lint and types (side by side), unit and component
// tests, API tests on PGlite, then two lanes side by side: the same API tests on PostgreSQL followed by the
// multi-instance test (both need TEST_DATABASE_URL), and the browser tests.
import { ensureAptPackage } from './ensure-apt-package.mjs';
import { run, runCaptured } from './lib.mjs';

const isCi = process.env.CI === 'true';
const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omit, ...envWithoutPostgres } = process.env;

// The static checks are single-threaded, so on two cores they run side by side (about a minute saved);
// their output is printed one after another once all three are done.
const staticChecks = [
  ['Format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Types (tsc)', 'npm', ['run', 'typecheck', '--silent']],
];
const steps = [
  // With coverage (coverage.config.ts: a summary per package and per-package floors that fail the step).
  [
    'Unit and component tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-isolated'],
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
// Runs beside the browser tests: each lane leaves about one core idle on its own (the API tests wait on
// sockets and child processes, the browser tests on rendering), so together they save ~4 minutes.
const postgresLane = [];
if (postgresUrl) {
  postgresLane.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { env: { ...process.env, TEST_DATABASE_URL: postgresUrl } },
  ]);
  // 2 web + 2 worker processes on one PostgreSQL database and one s3rver bucket (scripts/scale/scale-test.ts).
  postgresLane.push(['Multi-instance test (2 web, 2 workers)', 'npm', ['run', 'test:scale', '--silent']]);
} else if (isCi) {
  process.stderr.write(
    'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL API tests cannot be skipped in CI.\n',
  );
  process.exit(1);
} else {
  process.stdout.write(
    'TEST_DATABASE_URL is not set: skipping the API tests on PostgreSQL and the multi-instance test (CI runs them).\n',
  );
}
const browserLane = [['End-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']]];

// The report tests read generated PDFs with poppler's pdftotext and pdfimages.
await ensureAptPackage('/usr/bin/pdftotext', 'poppler-utils', 'The report tests read PDF text with it.');

function report(title, code, started, finished = Date.now()) {
  const outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  process.stdout.write(`━━ ${title}: ${outcome} in ${((finished - started) / 1000).toFixed(1)} s\n`);
}

const staticStarted = Date.now();
const staticResults = await Promise.all(
  staticChecks.map(async ([title, command, args]) => {
    const result = await runCaptured(command, args);
    return { title, ...result, finished: Date.now() };
  }),
);
for (const { title, code, output, finished } of staticResults) {
  process.stdout.write(`\n━━ ${title} ━━\n${output}`);
  report(title, code, staticStarted, finished);
}
const failedStatic = staticResults.find(({ code }) => code !== 0);
if (failedStatic) {
  process.exit(failedStatic.code);
}

/** Runs a lane's steps one after another, stopping at the first failure; `live` streams their output. */
async function runLane(lane, live) {
  for (const [title, command, args, options] of lane) {
    const started = Date.now();
    if (live) {
      process.stdout.write(`\n━━ ${title} ━━\n`);
      const code = await run(command, args, options);
      report(title, code, started);
      if (code !== 0) {
        return code;
      }
      continue;
    }
    const { code, output } = await runCaptured(command, args, options);
    process.stdout.write(`\n━━ ${title} ━━\n${output}`);
    report(title, code, started);
    if (code !== 0) {
      return code;
    }
  }
  return 0;
}

const sequentialCode = await runLane(steps, true);
if (sequentialCode !== 0) {
  process.exit(sequentialCode);
}
// The captured lane prints each step when it ends; the browser lane streams as it goes.
const laneCodes = await Promise.all([runLane(postgresLane, false), runLane(browserLane, true)]);
const failedLane = laneCodes.find((code) => code !== 0);
if (failedLane !== undefined) {
  process.exit(failedLane);
}
process.stdout.write('\nAll checks passed.\n');
