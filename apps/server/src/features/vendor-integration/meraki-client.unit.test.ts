import { describe, expect, it } from 'vitest';
import { createMerakiClient, MerakiError, nextLinkOf, retryAfterSeconds } from './meraki-client';
import { createKeySealer } from './vendor-secret';

const BASE = 'https://api.meraki.example/api/v1';

/** A transport answering from a script of responses, recording each request's URL and headers. */
function scripted(responses: (() => Response)[]) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (url: string, init?: { headers?: unknown }) => {
    seen.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const next = responses.shift();
    return next === undefined ? Promise.reject(new Error('no more answers')) : Promise.resolve(next());
  };
  return { fetch, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

describe('meraki-client', () => {
  it('reads Retry-After and Link headers', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(null)).toBe(1);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 4_000)).toBe(6);
    expect(
      nextLinkOf(`<${BASE}/organizations?startingAfter=2>; rel=next, <${BASE}/organizations>; rel=first`),
    ).toBe(`${BASE}/organizations?startingAfter=2`);
    expect(nextLinkOf('<x>; rel=prev')).toBeNull();
  });

  it('waits out 429 and retries 5xx with backoff, with one Bearer header', async () => {
    const waits: number[] = [];
    const { fetch, seen } = scripted([
      json(429, { errors: ['rate'] }, { 'Retry-After': '2' }),
      json(503, { errors: ['busy'] }),
      json(200, [{ id: '1', name: 'A' }]),
    ]);
    const client = createMerakiClient({
      baseUrl: BASE,
      apiKey: 'k3y',
      fetch,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(await client.getOrganizations()).toEqual([{ id: '1', name: 'A' }]);
    expect(waits).toEqual([2000, 200]);
    expect(seen.every((request) => request.headers.Authorization === 'Bearer k3y')).toBe(true);
    expect(seen.some((request) => 'X-Cisco-Meraki-API-Key' in request.headers)).toBe(false);
  });

  it('gives up after its tries, does not retry a 4xx, and never follows a link to another host', async () => {
    const busy = scripted([json(500, {}), json(500, {}), json(500, {}), json(500, {})]);
    const client = createMerakiClient({
      baseUrl: BASE,
      apiKey: 'k',
      fetch: busy.fetch,
      maxTries: 3,
      sleep: async () => undefined,
    });
    await expect(client.getDevice('Q')).rejects.toThrow(MerakiError);
    expect(busy.seen).toHaveLength(3);
    const refused = scripted([json(404, { errors: ['Not found'] })]);
    const once = createMerakiClient({
      baseUrl: BASE,
      apiKey: 'k',
      fetch: refused.fetch,
      sleep: async () => undefined,
    });
    await expect(once.getDevice('Q')).rejects.toThrow('Meraki getDevice failed (HTTP 404): Not found');
    const elsewhere = scripted([json(200, [], { Link: '<https://evil.example/steal>; rel=next' })]);
    const paged = createMerakiClient({ baseUrl: BASE, apiKey: 'k', fetch: elsewhere.fetch });
    await expect(paged.getOrganizations()).rejects.toThrow('the dashboard linked to another host');
    expect(elsewhere.seen).toHaveLength(1);
  });

  it('seals keys with AES-256-GCM: a round trip, a fresh IV each time, a tampered text refused', () => {
    const sealer = createKeySealer(Buffer.alloc(32, 7));
    const a = sealer.seal('secret-key-1234');
    expect(sealer.open(a)).toBe('secret-key-1234');
    expect(sealer.seal('secret-key-1234')).not.toBe(a);
    const bytes = Buffer.from(a, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => sealer.open(bytes.toString('base64'))).toThrow();
  });
});
