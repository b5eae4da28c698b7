/**
 * `npm run bench -- <name> [args]` runs bench/<name>.bench.ts, which writes bench/results/<name>.json.
 * Benchmarks are not tests: they measure ratios against a baseline taken in the same run.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const [name, ...args] = process.argv.slice(2);

if (name === undefined || !available.includes(name)) {
  process.stderr.write(`usage: npm run bench -- <${available.join('|')}> [args]\n`);
  process.exit(2);
}
const bench = (await import(pathToFileURL(join(here, `${name}.bench.ts`)).href)) as {
  runBench: (args: string[]) => Promise<void>;
};
await bench.runBench(args);
