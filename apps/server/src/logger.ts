import pino, { type DestinationStream, type Logger } from 'pino';
import { redactSecrets } from './log-redaction';

/** The request fields a log line keeps (Fastify's own serializer, with the URL's secrets redacted). */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Every finished line passes through `redactSecrets` before it is written: a reset link in an error
 * message or a URL logged by a library is caught here even where no serializer knows about it.
 */
function redactingStream(destination: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      destination.write(redactSecrets(line));
    },
  };
}

/**
 * The process logger: JSON lines to stdout (or `destination`); secrets in headers and bodies are redacted by
 * path, secret query values and secret path segments of URLs in every line by text.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination(1)): Logger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.csrftoken',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.otp',
          '*.accessToken',
        ],
        censor: '[redacted]',
      },
    },
    redactingStream(destination),
  );
}
