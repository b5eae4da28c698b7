import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

/** A real second process that holds the lock until it is killed. */
function startLockHolder(dir: string): Promise<{ pid: number; kill: () => void }> {
  const script = `
    const { openSync, writeSync, closeSync } = require('node:fs');
    const fd = openSync(${JSON.stringify(join(dir, 'airlens.lock'))}, 'wx');
    writeSync(fd, process.pid + '\\n'); closeSync(fd);
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ pid: child.pid ?? -1, kill: () => child.kill('SIGKILL') }));
    child.once('error', reject);
  });
}

describe('data directory lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'airlens-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the lock and releases it', async () => {
    const lock = acquireDataDirLock(dir);
    expect((await readFile(join(dir, 'airlens.lock'), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
    await expect(readFile(join(dir, 'airlens.lock'), 'utf8')).rejects.toThrow();
  });

  it('refuses at once while another live process holds it, naming that process', async () => {
    const holder = await startLockHolder(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died (kill -9)', async () => {
    await writeFile(join(dir, 'airlens.lock'), '999999999\n');
    const lock = acquireDataDirLock(dir);
    expect((await readFile(join(dir, 'airlens.lock'), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
  });
});
