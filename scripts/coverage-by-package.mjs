// Prints a test step's coverage per package (packages/*, apps/web, apps/server's features) from the
// json-summary Vitest wrote to coverage/<step>/, so CI's log shows where the tested share stands; the floors
// themselves are coverage.config.ts's thresholds, which fail the step.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

const METRICS = ['lines', 'branches', 'functions'];

/** The package a source file belongs to: packages/<name>, apps/web, or apps/server/src/<area>[/<feature>]. */
function packageOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'packages' || (parts[0] === 'apps' && parts[1] === 'web')) {
    return parts.slice(0, 2).join('/');
  }
  if (parts[0] === 'apps' && parts[1] === 'server') {
    return parts[3] === 'features' ? parts.slice(0, 5).join('/') : parts.slice(0, 4).join('/');
  }
  return parts[0];
}

/** Sums the files' counts per package; answers rows sorted by package. */
function byPackage(summary) {
  const sums = new Map();
  for (const [file, counts] of Object.entries(summary)) {
    if (file === 'total') {
      continue;
    }
    const name = packageOf(relative(root, file));
    const sum = sums.get(name) ?? { files: 0, lines: [0, 0], branches: [0, 0], functions: [0, 0] };
    sum.files += 1;
    for (const metric of METRICS) {
      sum[metric][0] += counts[metric].covered;
      sum[metric][1] += counts[metric].total;
    }
    sums.set(name, sum);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function percent([covered, total]) {
  return total === 0 ? '   -  ' : `${((100 * covered) / total).toFixed(1).padStart(5)}%`;
}

const step = process.argv[2];
const file = join(root, 'coverage', step ?? '', 'coverage-summary.json');
if (step === undefined || !existsSync(file)) {
  process.stdout.write(`No coverage summary at ${relative(root, file)}.\n`);
} else {
  const rows = byPackage(JSON.parse(readFileSync(file, 'utf8')));
  const width = Math.max(...rows.map(([name]) => name.length), 7);
  process.stdout.write(`\nCoverage of the ${step} step by package (lines, branches, functions):\n`);
  for (const [name, sum] of rows) {
    process.stdout.write(
      `  ${name.padEnd(width)}  ${METRICS.map((metric) => percent(sum[metric])).join('  ')}  (${sum.files} files)\n`,
    );
  }
}
