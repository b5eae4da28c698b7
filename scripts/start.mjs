// `npm start`: build what is missing, then run the server (it migrates, seeds the demo data on an
// empty database, listens and prints the URL and the demo accounts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWhatIsMissing, root, run } from './lib.mjs';

if (!existsSync(join(root, 'node_modules'))) {
  process.stdout.write('Installing dependencies (npm ci)…\n');
  if ((await run('npm', ['ci', '--no-audit'])) !== 0) {
    process.exit(1);
  }
}
await buildWhatIsMissing();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Forward stop signals so the server can finish requests and running jobs before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
