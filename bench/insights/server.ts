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
    } else {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/** Builds the server bundle unless dist/main.js is newer than every server and package source. */
export function ensureBuild(): void {
  const bundle = join(serverDir, 'dist/main.js');
  const sources = Math.max(
    newestMtime(join(serverDir, 'src')),
    ...['domain', 'esx', 'heatmap'].map((name) => newestMtime(join(root, 'packages', name, 'src'))),
  );
  if (existsSync(bundle) && statSync(bundle).mtimeMs > sources) {
    return;
  }
  log('building the server (dist is stale)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error('npm run build -w apps/server failed');
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

export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(serverDir, 'dist/main.js')], {
    cwd: root,
    env: {
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
    },
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
