/** Progress lines of the insights bench, prefixed so they stand out among the server's warnings. */
export function log(message: string): void {
  process.stdout.write(`[insights bench] ${message}\n`);
}
