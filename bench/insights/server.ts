/** The production server under load: built when stale, started on a free port, stopped, signed in to. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './log';
import { EMAIL, PASSWORD } from './seed';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = join(root, 'apps/server');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') {
        newest = Math.max(newest, newestMtime(path));
      }
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      // Tests are not in the bundle: editing one does not make it stale.
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/** Whether `bundle` is newer than every source (folders searched, files taken as they are). */
function isFresh(bundle: string, sources: string[]): boolean {
  const newest = Math.max(
    ...sources.map((source) => {
      const path = join(root, source);
      return statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    }),
  );
  return existsSync(bundle) && statSync(bundle).mtimeMs > newest;
}

function build(workspace: string): void {
  log(`building ${workspace} (dist is stale)`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`npm run build -w ${workspace} failed`);
  }
}

/**
 * Builds the server bundle unless dist/main.js is newer than every server and package source; with `web`
 * (the browser benches) the web bundle likewise. `force` rebuilds regardless.
 */
export function ensureBuild(options: { web?: boolean; force?: boolean } = {}): void {
  const packages = ['domain', 'esx', 'heatmap'].map((name) => `packages/${name}/src`);
  if (
    options.web === true &&
    (options.force === true ||
      !isFresh(join(root, 'apps/web/dist/index.html'), [
        'apps/web/src',
        'apps/web/index.html',
        'packages/domain/src',
        'packages/heatmap/src',
      ]))
  ) {
    build('apps/web');
  }
  if (options.force === true || !isFresh(join(serverDir, 'dist/main.js'), ['apps/server/src', ...packages])) {
    build('apps/server');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts dist/main.js. `env` overrides the bench defaults below; an `undefined` value drops a default so the
 * server's own applies. `port` fixes the port (default: a free one). `buildRoot`: a directory laid out like
 * the repository holding another build (apps/server/dist, apps/web/dist), to measure it beside this one.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: { port?: number; buildRoot?: string } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    BENCH_BASELINE: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    HEATMAP_WORKERS: '0',
    ...env,
  };
  const main =
    options.buildRoot === undefined
      ? join(serverDir, 'dist/main.js')
      : join(options.buildRoot, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return { url, child };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error('the server did not become ready');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

export async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: EMAIL,
      password: PASSWORD,
      grant_type: 'password',
      client_id: 'airlens-bench',
      client_secret: '',
    }),
  });
  if (!response.ok) {
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
