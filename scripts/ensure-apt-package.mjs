// Makes sure a Debian package's program is there before tests need it: installs it with apt-get when
// missing and this runs as root (developer machines and CI), else says how to install it and exits.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

/** Ensures `binary` exists, installing Debian's `pkg` if it does not; `why` is said when it cannot be. */
export async function ensureAptPackage(binary, pkg, why) {
  if (existsSync(binary)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    process.stdout.write(`${binary} is missing: installing Debian's ${pkg} with apt-get…\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', pkg], { env })) === 0 &&
      existsSync(binary)
    ) {
      return;
    }
  }
  process.stderr.write(
    `${binary} was not found. Install it with:\n  sudo apt-get install -y ${pkg}\n${why}\n`,
  );
  process.exit(1);
}
