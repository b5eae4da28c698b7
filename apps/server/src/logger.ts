import pino, { type Logger } from 'pino';

/** The process logger: JSON lines; secrets in headers and bodies are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
