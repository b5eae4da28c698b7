/** Where a command writes: stdout for results (JSON with --json), stderr for people (progress, hints). */
export interface Output {
  json: boolean;
  /** A result: `data` as JSON with --json, else the text lines. */
  result(data: unknown, lines: string[]): void;
  /** A message for the person at the terminal (never on stdout, so --json stays parseable). */
  info(message: string): void;
}

export function createOutput(json: boolean): Output {
  return {
    json,
    result(data, lines) {
      process.stdout.write(
        json ? `${JSON.stringify(data, null, 2)}\n` : lines.map((line) => `${line}\n`).join(''),
      );
    },
    info(message) {
      process.stderr.write(`${message}\n`);
    },
  };
}

/** An error a command reports as `airlens: <message>` with exit code 1. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The message of an API error body `{ message }`, or the status. */
export function apiErrorMessage(status: number, body: unknown): string {
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : null;
  return message === null ? `the server answered ${status}` : `${message} (${status})`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
