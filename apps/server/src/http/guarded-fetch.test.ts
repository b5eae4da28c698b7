// The guarded fetch against a real listener: refused targets are never connected to, allowed ones are reached
// at exactly the addresses the guard judged (a name is not resolved a second time).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guarded-fetch';
import { createOutboundGuard, OutboundRefusedError } from './outbound-guard';

let server: Server;
let port: number;
const seen: { method: string; url: string; body: string; host: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: Buffer.concat(chunks).toString(),
        host: request.headers.host ?? '',
      });
      if (request.url === '/big') {
        response.writeHead(200).end(Buffer.alloc(4096, 1));
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json', 'x-test': 'yes' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Resolves every name to 127.0.0.1 (as a hostile DNS answer for a public-looking name would). */
const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
const quiet = { warn: () => undefined };

describe('createGuardedFetch', () => {
  it('in production refuses loopback, by address and by a name resolving to it, without connecting', async () => {
    const fetch = createGuardedFetch(
      createOutboundGuard({ isProduction: true, allowlist: [], logger: quiet, resolve: toLoopback }),
    );
    const before = seen.length;
    await expect(fetch(`http://127.0.0.1:${port}/x`)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(fetch(`http://idp.example.com:${port}/x`)).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(seen.length).toBe(before);
  });

  it('outside production reaches loopback: method, headers, form body and the answer come through', async () => {
    const fetch = createGuardedFetch(
      createOutboundGuard({ isProduction: false, allowlist: [], logger: quiet }),
    );
    const response = await fetch(`http://127.0.0.1:${port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-test')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/token',
      body: 'grant_type=authorization_code&code=abc',
      host: `127.0.0.1:${port}`,
    });
  });

  it('connects a name to the address the guard judged (allow-listed), keeping the name as Host', async () => {
    const fetch = createGuardedFetch(
      createOutboundGuard({
        isProduction: true,
        allowlist: ['idp.test'],
        logger: quiet,
        resolve: toLoopback,
      }),
    );
    const response = await fetch(`http://idp.test:${port}/.well-known/openid-configuration`);
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.host).toBe(`idp.test:${port}`);
  });

  it('refuses an answer larger than its limit', async () => {
    const fetch = createGuardedFetch(
      createOutboundGuard({ isProduction: false, allowlist: [], logger: quiet }),
      {
        maxResponseBytes: 1024,
      },
    );
    await expect(fetch(`http://127.0.0.1:${port}/big`)).rejects.toThrow(/larger than 1024 bytes/);
  });
});
