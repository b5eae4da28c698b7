// The committed SDK sources must be what the current contract generates: when this fails, run
// `npm run generate -w packages/sdk` and commit packages/sdk/src/openapi.json and src/schema.d.ts.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderSdkSources, SDK_SOURCE_DIR } from './sdk-codegen';

describe('the generated SDK sources', () => {
  it(
    'match the current contract (npm run generate -w packages/sdk when not)',
    { timeout: 60_000 },
    async () => {
      const expected = await renderSdkSources();
      const openapiJson = await readFile(new URL('openapi.json', SDK_SOURCE_DIR), 'utf8');
      const schemaTypes = await readFile(new URL('schema.d.ts', SDK_SOURCE_DIR), 'utf8');
      expect(openapiJson === expected.openapiJson, 'packages/sdk/src/openapi.json is stale').toBe(true);
      expect(schemaTypes === expected.schemaTypes, 'packages/sdk/src/schema.d.ts is stale').toBe(true);
      // The document describes the bearer scheme the client uses.
      expect(JSON.parse(openapiJson)).toMatchObject({
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      });
    },
  );
});
