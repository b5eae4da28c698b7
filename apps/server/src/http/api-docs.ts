import { listEndpoints, type Endpoint } from '@airlens/contract';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { bearerRuleOf } from './bearer-scopes';

/** Where people read the API: Swagger UI, served from this server's own files (no CDN). */
export const API_DOCS_PREFIX = '/api/docs';

/** Whether a route is one of Swagger UI's own (the page, its assets, its copy of the document). */
export function isApiDocsRoute(url: string): boolean {
  return url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

/** The names of the document's security schemes. */
export const BEARER_SCHEME = 'bearerAuth';
export const SESSION_SCHEME = 'sessionCookie';

/** `components.securitySchemes` of /openapi.json: bearer tokens (with their scopes) and the browser session. */
export function openApiSecuritySchemes(sessionCookieName: string) {
  return {
    [BEARER_SCHEME]: {
      type: 'http' as const,
      scheme: 'bearer',
      description: [
        'A personal access token (`alp_…`, created under My page → Personal access tokens) or an OAuth 2 access',
        'token (device flow at /activationapi/v1/device, authorization code with PKCE at /oauth2/authorize; public',
        'clients `airlens-cli` and `airlens-desktop`), sent as `Authorization: Bearer <token>`. Bearer calls carry',
        'no CSRF header. Each operation lists the scope it needs: `projects:read`, `projects:write`,',
        '`insights:read`, `reports` or `admin` (`projects:write` includes `projects:read`). A bad, expired or',
        'revoked token is 401; a token without the scope is 403; what the user may not see is 404.',
      ].join(' '),
    },
    [SESSION_SCHEME]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: sessionCookieName,
      description:
        'The browser session set by POST /authapi/v1/authentications; every state-changing call must also send the `csrfToken` header.',
    },
  };
}

/** The security requirements and a sentence about bearer access for one endpoint. */
function securityOf(endpoint: Endpoint): { security?: Record<string, string[]>[]; note?: string } {
  const rule = bearerRuleOf(endpoint);
  switch (rule.kind) {
    case 'ignored':
      return {};
    case 'sessionOnly':
      return {
        security: [{ [SESSION_SCHEME]: [] }],
        note: 'Browser sessions only: not available to access tokens.',
      };
    case 'anyScope':
      return {
        security: [{ [BEARER_SCHEME]: [] }, { [SESSION_SCHEME]: [] }],
        note: 'Access tokens: any scope.',
      };
    case 'scope':
      return {
        security: [{ [BEARER_SCHEME]: [rule.scope] }, { [SESSION_SCHEME]: [] }],
        note: `Access tokens: scope \`${rule.scope}\`.`,
      };
  }
}

/**
 * Wraps the schema transform of /openapi.json so each contract operation states how it is authorised: its
 * `security` (bearer with the scope bearer-scopes.ts asks for, and/or the session cookie) and a line in its
 * description. Routes outside the contract pass through unchanged.
 */
export function withSecurityRequirements<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  const endpoints = new Map(
    listEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
  );
  return (input) => {
    const result = transform(input);
    const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
    const endpoint = methods
      .map((method) => endpoints.get(`${String(method)} ${input.route.url}`))
      .find((found) => found !== undefined);
    if (endpoint === undefined) {
      return result;
    }
    const { security, note } = securityOf(endpoint);
    if (security === undefined) {
      return result;
    }
    const schema = result.schema as FastifySchema & { security?: unknown };
    const description = [schema.description, note].filter((part) => part !== undefined).join('\n\n');
    return { ...result, schema: { ...schema, security, description } };
  };
}

/**
 * Swagger UI at /api/docs: the page and its scripts come from @fastify/swagger-ui's own copy of the bundle
 * (the app's CSP allows only 'self' scripts), reading this server's document.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { deepLinking: true, persistAuthorization: false, tryItOutEnabled: false },
    theme: { title: 'Airlens API' },
  });
}

/**
 * The @fastify/swagger options of /openapi.json, shared by buildApp and the SDK's generator (openapi-document.ts),
 * so the SDK is generated from the very document the server publishes.
 */
export function swaggerOptions(input: {
  version: string;
  publicUrl: string | null;
  sessionCookieName: string;
}): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Airlens API',
        description: 'Wi-Fi survey and planning projects, network insights and heatmaps.',
        version: input.version,
      },
      servers: input.publicUrl === null ? [] : [{ url: input.publicUrl }],
      components: { securitySchemes: openApiSecuritySchemes(input.sessionCookieName) },
    },
    // Each operation also says how it is authorised (bearer scope, session).
    transform: withSecurityRequirements(jsonSchemaTransform),
    // Fills components.schemas with every schema the routes refer to by id (without it the $refs dangle).
    transformObject: jsonSchemaTransformObject,
  };
}
