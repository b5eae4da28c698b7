import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
const hasDocker = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

describe('Dockerfile', () => {
  it('is multi-stage, runs as a non-root user and checks /readyz', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
  });

  it.skipIf(!hasDocker)(
    'builds (needs a Docker daemon; skipped where none answers `docker info`)',
    () => {
      const build = spawnSync('docker', ['build', '-t', 'airlens:test', root], { stdio: 'inherit' });
      expect(build.status).toBe(0);
    },
    900_000,
  );
});

if (!hasDocker) {
  process.stdout.write('Dockerfile build test skipped: no Docker daemon answers `docker info`.\n');
}
