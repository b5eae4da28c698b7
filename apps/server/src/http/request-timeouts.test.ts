// Slow clients against a real listening server: headers, an ordinary body and the upload PUT sent a byte at a
// time are cut off; an upload that keeps moving on a slow link is not, however long it takes.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, createTestOrg, type TestSession } from '../features/auth/test-accounts';
import { initiate } from '../features/uploads/uploads.test-helpers';

let t: TestApp;
let port: number;
let session: TestSession;

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_SECONDS: '1',
  HTTP_BODY_TIMEOUT_SECONDS: '1',
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  UPLOAD_PROGRESS_WINDOW_SECONDS: '1',
  UPLOAD_MIN_BYTES_PER_WINDOW: '1000',
};

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, ...TIMEOUTS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  session = (await createSignedInUser(t, { orgId: await createTestOrg(t) })).session;
});

afterAll(async () => {
  await t.close();
});

interface Trickled {
  /** What the server answered before it closed the connection. */
  answer: string;
  /** Whether the server closed while the client still had bytes to send: it did not wait for them. */
  closedEarly: boolean;
}

/** Sends `parts` one every `everyMs` on a fresh connection, and reports what happened when the server closed. */
function trickle(parts: (string | Buffer)[], everyMs: number, giveUpMs = 60_000): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      const part = parts[next];
      if (part !== undefined && !socket.destroyed) {
        socket.write(part);
        next += 1;
      }
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server never closed the connection'));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedEarly: next < parts.length });
    });
  });
}

function characters(text: string): string[] {
  return text.split('');
}

describe('HTTP timeouts on a listening server', () => {
  it('cuts request headers sent a byte at a time with 408', async () => {
    const headers = `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(200)}\r\n\r\n`;
    const result = await trickle(characters(headers), 50);
    expect(result.closedEarly).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts an ordinary body sent a byte at a time with 408', async () => {
    const body = `username=${'a'.repeat(300)}%40example.com&password=x&grant_type=password&client_id=airlens-web`;
    const head =
      'POST /authapi/v1/authentications HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle([head, ...characters(body)], 50);
    expect(result.closedEarly).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts an upload PUT that trickles below the minimum rate, and keeps nothing of it', async () => {
    const { url, fileUploadId } = (await initiate(t, session)).json<{ url: string; fileUploadId: string }>();
    const size = 5000;
    const head = putHead(url, size);
    // 20 bytes a second against a minimum of 1000 a second.
    const result = await trickle([head, ...Array.from({ length: size / 2 }, () => 'ab')], 100);
    expect(result.closedEarly).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    const { rows } = await t.database.query<{ content_key: string | null; size_bytes: string | null }>(
      'SELECT content_key, size_bytes FROM uploads WHERE id = $1',
      [fileUploadId],
    );
    expect(rows[0]).toEqual({ content_key: null, size_bytes: null });
    expect(await t.blobs.get(`uploads/${fileUploadId}/content.esx`)).toBeNull();
  });

  it('lets an upload on a slow but moving link take longer than any body timeout', async () => {
    const { url, fileUploadId } = (await initiate(t, session)).json<{ url: string; fileUploadId: string }>();
    const chunk = Buffer.alloc(2000, 7);
    const chunks = 20;
    // 10,000 bytes a second for about 4 s: well over the minimum, and 4x the ordinary body timeout.
    const result = await trickle(
      [putHead(url, chunk.length * chunks), ...Array.from({ length: chunks }, () => chunk)],
      200,
    );
    expect(result.closedEarly).toBe(false);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
    const { rows } = await t.database.query<{ size_bytes: string | number }>(
      'SELECT size_bytes FROM uploads WHERE id = $1',
      [fileUploadId],
    );
    expect(Number(rows[0]?.size_bytes)).toBe(chunk.length * chunks);
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
    // One request, then nothing: the server, not the client, ends the connection.
    const result = await trickle([request], 10, 30_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.answer).toMatch(/Keep-Alive: timeout=1/i);
  });
});

function putHead(url: string, size: number): string {
  return (
    `PUT ${url} HTTP/1.1\r\nHost: localhost\r\nCookie: ${session.cookie}\r\ncsrfToken: ${session.csrfToken}\r\n` +
    `Content-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`
  );
}
