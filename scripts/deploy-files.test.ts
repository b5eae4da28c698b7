import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../apps/server/src/config';

type Service = { environment?: Record<string, string>; depends_on?: Record<string, unknown> | string[] };
const compose = parse(readFileSync(new URL('../deploy/compose.yaml', import.meta.url), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, MinIO, two web instances, one worker and a reverse proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['create-bucket', 'minio', 'postgres', 'proxy', 'web-1', 'web-2', 'worker'].sort(),
    );
    expect(compose.services['web-1']?.environment?.ROLE).toBe('web');
    expect(compose.services['web-2']?.environment?.ROLE).toBe('web');
    expect(compose.services.worker?.environment?.ROLE).toBe('worker');
  });

  it('gives every Airlens service an environment the server accepts, on S3 and PostgreSQL', () => {
    for (const name of ['web-1', 'web-2', 'worker']) {
      const env = Object.fromEntries(
        Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [
          key,
          // ${VAR:-default} → default, ${VAR:?message} → a value of the right shape.
          String(value)
            .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
            .replace(/\$\{SECRET_KEY:\?[^}]*\}/g, 'x'.repeat(32))
            .replace(/\$\{[A-Z0-9_]+:\?[^}]*\}/g, 'secret'),
        ]),
      );
      const config = parseConfig(env);
      expect(config.blobUrl).toMatch(/^s3:\/\//);
      expect(config.databaseUrl).toMatch(/@postgres:5432\//);
      expect(config.s3.endpoint).toBe('http://minio:9000');
      expect(config.isProduction).toBe(true);
    }
  });
});
