// Starts the production build on a throwaway data directory for one Playwright run. With TEST_DATABASE_URL
// (CI sets it) the server runs on a fresh PostgreSQL database created here and dropped on exit; without it, on
// PGlite in the data directory, as `npm start` does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The server's own PostgreSQL client, whatever the workspace layout under node_modules.
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
const dataDir = mkdtempSync(join(tmpdir(), 'airlens-e2e-'));
const port = process.env.E2E_PORT ?? '4180';
const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL moves the queries out of the server process: PGlite runs them as WebAssembly on the server's own
 * thread, and on CI's 2 shared cores the browser tests then wait on the database (the 10k-project dashboard
 * test alone seeds for minutes).
 */
async function createDatabase() {
  if (adminUrl === '') {
    return { url: '', drop: async () => {} };
  }
  // Named by port: a run killed before it could drop its database leaves it to the next run on that port.
  const name = `airlens_e2e_${Number(port)}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const database = await createDatabase();
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    // Browser tests run beside other work on a loaded machine: the dashboard's inlined first page (whose
    // preview and hand-over they check) must not fall back to the plain page at the production limit.
    DASHBOARD_INLINE_TIMEOUT_MS: '5000',
  },
});
function stop(signal) {
  server.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop().catch((error) => process.stderr.write(`Could not drop the e2e database: ${error}\n`));
  process.exit(code ?? 0);
});
