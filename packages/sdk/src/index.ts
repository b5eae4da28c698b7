// The Airlens SDK: a typed client of the Airlens API generated from its OpenAPI document (src/schema.d.ts,
// written by `npm run generate -w packages/sdk`), with bearer tokens and OAuth 2 refresh.
export { AIRLENS_CLI_CLIENT_ID, createAirlensClient, OAuthError, requestToken, tokenSetOf } from './client';
export type { AirlensClient, AirlensClientOptions, OAuthTokenAnswer, TokenSet, TokenStore } from './client';
export type { components, operations, paths } from './schema';
