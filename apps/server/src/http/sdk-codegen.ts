// The SDK's generated sources (packages/sdk/src/openapi.json and src/schema.d.ts) from the contract's OpenAPI
// document, built without a database or a listening server. Run: npm run generate -w packages/sdk
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { contractOpenApiDocument } from './openapi-document';

/** The SDK's source folder. */
export const SDK_SOURCE_DIR = new URL('../../../../packages/sdk/src/', import.meta.url);

/** What src/openapi.json and src/schema.d.ts must hold for the current contract. */
export async function renderSdkSources(): Promise<{ openapiJson: string; schemaTypes: string }> {
  const document = await contractOpenApiDocument();
  const openapiJson = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(openapiJson) as Parameters<typeof openapiTS>[0]);
  return { openapiJson, schemaTypes: `${COMMENT_HEADER}${astToString(ast)}` };
}

/** Writes both files. */
export async function writeSdkSources(): Promise<void> {
  const { openapiJson, schemaTypes } = await renderSdkSources();
  await writeFile(fileURLToPath(new URL('openapi.json', SDK_SOURCE_DIR)), openapiJson);
  await writeFile(fileURLToPath(new URL('schema.d.ts', SDK_SOURCE_DIR)), schemaTypes);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeSdkSources();
  process.stdout.write('wrote packages/sdk/src/openapi.json and src/schema.d.ts\n');
}
