import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import { AppError } from './errors';

/** How long a client may take, in milliseconds, at each stage of a request (config HTTP_*_TIMEOUT_SECONDS). */
export interface RequestTimeouts {
  /** Request line and headers (Node's headersTimeout). */
  headersMs: number;
  /** The whole body of an ordinary request, counted from its headers. */
  bodyMs: number;
  /** Any request from its first byte to its last, the streamed upload included: the backstop (requestTimeout). */
  requestMs: number;
  /** An idle kept-alive connection between requests (keepAliveTimeout). */
  keepAliveMs: number;
  /** A connection on which no byte moves either way (connectionTimeout, the socket timeout). */
  idleMs: number;
  /** The streamed upload: cut when fewer than `minBytes` arrive in a window, however long the whole takes. */
  upload: { windowMs: number; minBytes: number };
}

/** Node checks header and request deadlines on this beat; at most half the header time, so it fires in time. */
function checkingIntervalMs(timeouts: RequestTimeouts): number {
  return Math.max(100, Math.min(30_000, Math.floor(timeouts.headersMs / 2)));
}

/** The Fastify server options that make Node enforce the header, request, keep-alive and idle timeouts. */
export function serverTimeoutOptions(timeouts: RequestTimeouts): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
  };
}

const REQUEST_TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Ends a request whose body is too slow, as Node does at its own request timeout: a bare 408 to the client
 * when nothing was answered yet, then the connection closes. The body stream fails with a 408 AppError, so a
 * route still reading it (the upload) stops and cleans up.
 */
function cutOff(request: FastifyRequest, reply: FastifyReply, message: string): void {
  const raw = request.raw;
  if (raw.destroyed || raw.complete) {
    return;
  }
  request.log.info({ url: request.url }, 'request body too slow: connection closed');
  if (!reply.raw.headersSent && !raw.socket.destroyed) {
    raw.socket.write(REQUEST_TIMEOUT_ANSWER);
  }
  raw.destroy(new AppError(408, 'REQUEST_TIMEOUT', message));
}

/**
 * Body timeouts Node cannot express per route: an ordinary body must arrive whole within `bodyMs` of its
 * headers; the streamed routes (`isStreamed`: the upload PUT, up to 1 GiB on slow links) may take as long as
 * they keep delivering `upload.minBytes` per window, and are cut when they stall or trickle. A window in
 * which the server itself held the stream back (a full buffer: slow storage) does not count against the client.
 */
export function registerBodyTimeouts(
  app: FastifyInstance,
  timeouts: RequestTimeouts,
  isStreamed: (method: string, routeUrl: string | undefined) => boolean,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Nothing to wait for: the body is in (or there is none), or the request was injected (no connection).
    if (raw.complete || 'isLightMyRequest' in raw) {
      done();
      return;
    }
    const { windowMs, minBytes } = timeouts.upload;
    const socket = raw.socket;
    let timer: NodeJS.Timeout;
    if (isStreamed(request.method, request.routeOptions.url)) {
      let bytesAtWindowStart = socket.bytesRead;
      timer = setInterval(() => {
        const received = socket.bytesRead - bytesAtWindowStart;
        bytesAtWindowStart = socket.bytesRead;
        const isHeldBackByServer = raw.readableLength >= raw.readableHighWaterMark;
        if (!raw.complete && received < minBytes && !isHeldBackByServer) {
          cutOff(
            request,
            reply,
            `The upload stalled: less than ${minBytes} bytes arrived in ${Math.round(windowMs / 1000)} s.`,
          );
        }
      }, windowMs);
    } else {
      timer = setTimeout(() => {
        if (!raw.complete) {
          cutOff(
            request,
            reply,
            `The request body did not arrive within ${Math.round(timeouts.bodyMs / 1000)} s.`,
          );
        }
      }, timeouts.bodyMs);
    }
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
    done();
  });
}
