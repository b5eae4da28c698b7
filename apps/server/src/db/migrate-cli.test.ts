import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { loadMigrations } from './migrate';

const run = promisify(execFile);
const cli = join(dirname(fileURLToPath(import.meta.url)), 'migrate-cli.ts');

describe('npm run db:migrate', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('migrates the PGlite database under a relative DATA_DIR, resolved where npm was started', async () => {
    const started = await mkdtemp(join(tmpdir(), 'airlens-migrate-cli-'));
    dirs.push(started);
    // Without DATABASE_URL the CLI opens PGlite, as `npm start` would.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: './data', INIT_CWD: started };
    const first = await run(process.execPath, ['--import', 'tsx', cli], { env });
    expect(first.stdout).toContain(`Applied ${loadMigrations().length} migration(s)`);
    expect(existsSync(join(started, 'data', 'db'))).toBe(true);
    const second = await run(process.execPath, ['--import', 'tsx', cli], { env });
    expect(second.stdout).toBe('The database is up to date.\n');
    const database = await openPglite(join(started, 'data', 'db'));
    try {
      const { rows } = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM schema_migrations',
      );
      expect(rows[0]?.n).toBe(loadMigrations().length);
    } finally {
      await database.close();
    }
  });
});
