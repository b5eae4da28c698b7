// Browser tests: make sure Debian's Chromium is there (never `playwright install`), build the app,
// then run Playwright against the production build on a throwaway data directory.
import { existsSync } from 'node:fs';
import { buildWhatIsMissing, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    process.stdout.write("Chromium is missing: installing Debian's chromium with apt-get…\n");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 &&
      existsSync(CHROMIUM)
    ) {
      return;
    }
  }
  process.stderr.write(
    `Chromium was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\n` +
      'or point CHROMIUM_PATH at a Chromium binary. The browser tests cannot run without it.\n',
  );
  process.exit(1);
}

await ensureChromium();
await buildWhatIsMissing();
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
