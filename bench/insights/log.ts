/**
 * Progress lines of the benches built on these modules, prefixed so they stand out among the server's
 * warnings. The dashboard bench reuses the seeding and server modules and names itself with `setBenchName`.
 */
let benchName = 'insights bench';

export function setBenchName(name: string): void {
  benchName = name;
}

export function log(message: string): void {
  process.stdout.write(`[${benchName}] ${message}\n`);
}
