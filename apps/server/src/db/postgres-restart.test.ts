import { createServer, connect, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadinessCheck } from '../http/readiness';
import { openPostgres } from './database';
import { migrate } from './migrate';
import { createTestDatabase } from '../test/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones,
 * which is what the pool sees while the server restarts (without disturbing the shared server).
 */
function startProxy(
  target: URL,
): Promise<{ url: URL; cut: () => void; restore: () => void; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let isCut = false;
  const server: Server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const url = new URL(target.toString());
      url.hostname = '127.0.0.1';
      url.port = String(port);
      resolve({
        url,
        cut() {
          isCut = true;
          for (const socket of sockets) {
            socket.destroy();
          }
        },
        restore() {
          isCut = false;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.skipIf(adminUrl === undefined || adminUrl === '')('PostgreSQL going away and coming back', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createTestDatabase();
    drop = scratch.drop;
    proxy = await startProxy(new URL(scratch.databaseUrl ?? ''));
  });
  afterAll(async () => {
    await proxy.close();
    await drop();
  });

  it('keeps the process alive, reports not ready, then ready again', async () => {
    const database = openPostgres(proxy.url.toString(), 3, pino({ level: 'silent' }));
    await migrate(database);
    const isReady = createReadinessCheck(database);
    expect(await isReady()).toBe(true);

    proxy.cut();
    expect(await isReady()).toBe(false);
    await expect(database.query('select 1')).rejects.toThrow();

    proxy.restore();
    let ready = false;
    for (let attempt = 0; attempt < 20 && !ready; attempt += 1) {
      ready = await isReady();
      if (!ready) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(ready).toBe(true);
    expect((await database.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await database.close();
  });
});
