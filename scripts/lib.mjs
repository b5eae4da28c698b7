// Small helpers shared by the root scripts (start, test, e2e). Plain ESM so they run before any build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output captured (stdout and stderr interleaved); resolves with code and output. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Newest modification time (ms) of any file under the given paths, skipping node_modules and dist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) {
      return;
    }
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') {
          visit(join(path, entry));
        }
      }
      return;
    }
    newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) {
    visit(join(root, path));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

/** Builds the web app and the server when their outputs are missing or older than their sources. */
export async function buildWhatIsMissing() {
  const shared = ['packages/domain/src', 'packages/heatmap/src', 'packages/esx/src', 'package-lock.json'];
  if (
    isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      ...shared,
    ])
  ) {
    process.stdout.write('Building the web app…\n');
    if ((await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0) {
      throw new Error('web build failed');
    }
  }
  if (isStale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/scripts', ...shared])) {
    process.stdout.write('Building the server…\n');
    if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) {
      throw new Error('server build failed');
    }
  }
}
