import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pinnedLookup, type OutboundGuard } from './outbound-guard';

/** The part of `fetch`'s options a guarded call understands (what openid-client's customFetch sends). */
export interface GuardedFetchInit {
  method?: string;
  headers?: Record<string, string> | Headers | [string, string][];
  body?: ArrayBuffer | Uint8Array | string | URLSearchParams | ReadableStream | null;
  signal?: AbortSignal | null;
  redirect?: string;
}

/** A fetch that reaches only addresses the outbound guard allows; redirects are never followed. */
export type GuardedFetch = (url: string, init?: GuardedFetchInit) => Promise<Response>;

/** Identity provider documents and token answers are small; anything bigger is not one. */
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function bodyBytes(body: GuardedFetchInit['body']): Buffer | null {
  if (body === undefined || body === null) {
    return null;
  }
  if (typeof body === 'string' || body instanceof URLSearchParams) {
    return Buffer.from(body.toString());
  }
  if (body instanceof Uint8Array) {
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  }
  if (body instanceof ArrayBuffer) {
    return Buffer.from(body);
  }
  throw new TypeError('A streamed request body is not supported here');
}

function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  return headers;
}

function readBody(message: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    message.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled first, so the 'aborted' that destroying causes does not replace the reason.
        reject(new Error(`The answer is larger than ${maxBytes} bytes`));
        message.destroy();
        return;
      }
      chunks.push(chunk);
    });
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
    message.on('aborted', () => reject(new Error('The answer was cut off')));
  });
}

/**
 * `fetch` for server-side calls to user-configured URLs (OIDC discovery, token, userinfo and keys): the host is
 * resolved and judged by the guard first, and the connection goes to those judged addresses only.
 */
export function createGuardedFetch(
  guard: OutboundGuard,
  options: { maxResponseBytes?: number } = {},
): GuardedFetch {
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return async function guardedFetch(input, init = {}) {
    const url = new URL(input);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new TypeError(`Only http and https URLs can be fetched, not ${url.protocol}`);
    }
    const addresses = await guard.resolveHost(url.hostname);
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const body = bodyBytes(init.body);
    if (body !== null) {
      headers['content-length'] = String(body.length);
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const message = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(url, {
        method: init.method ?? 'GET',
        headers,
        lookup: pinnedLookup(addresses),
        ...(init.signal ? { signal: init.signal } : {}),
      });
      request.on('response', resolve);
      request.on('error', reject);
      request.end(body ?? undefined);
    });
    const bytes = await readBody(message, maxBytes);
    const status = message.statusCode ?? 502;
    return new Response(NULL_BODY_STATUSES.has(status) ? null : bytes, {
      status,
      statusText: message.statusMessage ?? '',
      headers: toHeaders(message),
    });
  };
}
