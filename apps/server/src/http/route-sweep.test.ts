// The route sweep of issue #14: every endpoint of the contract, called once per principal, must answer as its
// declared `access` level says (the policy table of docs/architecture.md "Access"). Inputs are valid by the
// contract's schemas (sweep-inputs.ts), so an answer is the access decision and not a validation error.
// Bearer principals (issue #20) call every endpoint with personal access tokens of various scopes: each gets
// what its user would get when bearer-scopes.ts grants the endpoint to its scopes, 403 otherwise.
import { randomUUID } from 'node:crypto';
import { listEndpoints, type Endpoint, type EndpointAccess } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, type TestSession } from '../features/auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  createTestProject,
  signInInvitedGuest,
  type SharingWorld,
} from '../features/sharing/sharing-fixtures';
import { smallEsx, uploadBytes, waitForFinalStatus } from '../features/uploads/uploads.test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { isApiDocsRoute } from './api-docs';
import { bearerRuleOf, scopeSatisfies, type BearerScope } from './bearer-scopes';
import { OAUTH_PROTOCOL_ROUTES } from '../features/oauth/oauth.routes';
import { registeredRoutesOf } from './route-registry';
import { namesProjectPart, requestOf, type SweepOverrides, type SweepRequest } from '../test/sweep-inputs';
import { addProjectUser, createAccessToken } from '../test/factories';

/** Every principal of the policy table. */
type PrincipalName =
  | 'anonymous'
  | 'member without a share'
  | 'user of another org'
  | 'admin of another org'
  | 'guest of another project'
  | 'READ_USER'
  | 'WRITE_USER'
  | 'WRITE_SHARE_USER'
  | 'OWNER'
  | 'admin of the org'
  | BearerPrincipalName;

/** Callers with `Authorization: Bearer` and no cookie: a user of the world with a token of some scopes. */
type BearerPrincipalName =
  | 'OWNER token projects:read'
  | 'OWNER token projects:write'
  | 'OWNER token insights:read reports'
  | 'admin token admin'
  | 'READ_USER token with every scope'
  | 'invalid token';

const BEARER_PRINCIPALS: Readonly<
  Record<BearerPrincipalName, { as: 'OWNER' | 'READ_USER' | 'admin of the org'; scopes: BearerScope[] }>
> = {
  'OWNER token projects:read': { as: 'OWNER', scopes: ['projects:read'] },
  'OWNER token projects:write': { as: 'OWNER', scopes: ['projects:write'] },
  'OWNER token insights:read reports': { as: 'OWNER', scopes: ['insights:read', 'reports'] },
  'admin token admin': { as: 'admin of the org', scopes: ['admin'] },
  'READ_USER token with every scope': {
    as: 'READ_USER',
    scopes: ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'],
  },
  'invalid token': { as: 'OWNER', scopes: [] },
};

function isBearerPrincipal(principal: PrincipalName): principal is BearerPrincipalName {
  return principal in BEARER_PRINCIPALS;
}

/**
 * What a principal must get: 401 (signed out), 404 (hidden: the same answer as for a project that does not
 * exist), 403 (sees it, may not do this), `served` (2xx or another answer about the input, never 401/403/hidden),
 * `notRefused` (neither 401 nor 403: the id in the path names nothing, so a 404 is that), `guestRefused` (a guest
 * session is refused 403 before any lookup on routes closed to guests, or hidden 404: neither tells whether the
 * project exists) or `answered` (public: anything but a server error).
 */
type Outcome = 401 | 404 | 403 | 'served' | 'notRefused' | 'guestRefused' | 'answered';

const PROJECT_LEVELS: readonly EndpointAccess[] = [
  'projectRead',
  'projectWrite',
  'projectShare',
  'projectOwner',
];
const ROLE_RANK: Partial<Record<PrincipalName, number>> = {
  READ_USER: 0,
  WRITE_USER: 1,
  WRITE_SHARE_USER: 2,
  OWNER: 3,
  'admin of the org': 3,
};

/**
 * Endpoints that also need a licence flag the world's users (Connect licences) lack: a role allowed in by the
 * table still gets 403 (design editing needs aiProCloudPlannerAccess, docs/product-spec.md §6; its own tests
 * cover the licensed user).
 */
const LICENCE_GATED: ReadonlySet<string> = new Set([
  'PATCH /projectapi/v1/projects/:id/design',
  'POST /projectapi/v1/projects/:id/floor-plans/:floorId/auto-plan',
  'GET /projectapi/v1/projects/:id/floor-plans/:floorId/auto-plan/:jobId',
]);

/**
 * Project endpoints that also need the organisation's admin: creating a controller floor plan acts on the
 * organisation's controller with its API key, so a project role allowed in by the table still gets 403 (before
 * the key is read), whether or not a controller is connected.
 */
const ORG_ADMIN_GATED: ReadonlySet<string> = new Set([
  'POST /insightapi/v1/projects/:id/vendorIntegration/floorPlans',
]);

/**
 * The policy table: the outcome each principal must get from an endpoint of each access level; null means the
 * principal is not called (a public endpoint is called signed out only, so the sign-out and password endpoints
 * cannot end the sweep's own sessions).
 */
function expectedOutcome(
  endpoint: Endpoint,
  principal: PrincipalName,
  hasProjectParts: boolean,
): Outcome | null {
  if (isBearerPrincipal(principal)) {
    return expectedBearerOutcome(endpoint, principal, hasProjectParts);
  }
  const { access } = endpoint;
  if (access === 'signedUrl') {
    return principal === 'anonymous' || principal === 'member without a share' || principal === 'OWNER'
      ? 404
      : null;
  }
  if (principal === 'anonymous') {
    return access === 'public' ? 'answered' : 401;
  }
  if (access === 'public') {
    return null;
  }
  if (access === 'signedIn') {
    return principal === 'member without a share' ? 'notRefused' : null;
  }
  if (access === 'orgAdmin') {
    if (principal === 'admin of the org') {
      return 'notRefused';
    }
    if (principal === 'member without a share' || principal === 'user of another org') {
      return 404;
    }
    // Another organisation's admin administers its own organisation, so only paths naming org A refuse it.
    return principal === 'admin of another org' && endpoint.path.includes(':orgId') ? 404 : null;
  }
  if (principal === 'guest of another project') {
    return 'guestRefused';
  }
  const rank = ROLE_RANK[principal];
  if (rank === undefined) {
    return 404;
  }
  const route = `${endpoint.method} ${endpoint.path}`;
  if (
    rank < PROJECT_LEVELS.indexOf(access) ||
    LICENCE_GATED.has(route) ||
    (ORG_ADMIN_GATED.has(route) && principal !== 'admin of the org')
  ) {
    return 403;
  }
  return namesProjectPart(endpoint) && !hasProjectParts ? 'notRefused' : 'served';
}

/**
 * A bearer caller: not called where the header is ignored (public, signed URLs); 401 for a bad token; 403 on
 * browser-only endpoints and where its scopes lack what bearer-scopes.ts asks for; otherwise what its user gets.
 */
function expectedBearerOutcome(
  endpoint: Endpoint,
  principal: BearerPrincipalName,
  hasProjectParts: boolean,
): Outcome | null {
  const rule = bearerRuleOf(endpoint);
  if (rule.kind === 'ignored') {
    return null;
  }
  if (principal === 'invalid token') {
    return 401;
  }
  const { as, scopes } = BEARER_PRINCIPALS[principal];
  if (rule.kind === 'sessionOnly' || (rule.kind === 'scope' && !scopeSatisfies(scopes, rule.scope))) {
    return 403;
  }
  if (endpoint.access === 'signedIn') {
    return 'notRefused';
  }
  if (endpoint.access === 'orgAdmin') {
    return as === 'admin of the org' ? 'notRefused' : 404;
  }
  return expectedOutcome(endpoint, as, hasProjectParts);
}

const PRINCIPALS: readonly PrincipalName[] = [
  'anonymous',
  'member without a share',
  'user of another org',
  'admin of another org',
  'guest of another project',
  'READ_USER',
  'WRITE_USER',
  'WRITE_SHARE_USER',
  'admin of the org',
  ...(Object.keys(BEARER_PRINCIPALS) as BearerPrincipalName[]),
  // Last: an owner's call may delete the project or replace its share list.
  'OWNER',
];

let t: TestApp;
let w: SharingWorld;
let guest: TestSession;
/** The secret of each bearer principal's personal access token. */
const bearerTokens = new Map<BearerPrincipalName, string>();
/** An imported project (floors, images, KPIs, heatmap data) shared with the four roles, for the read-only
 * endpoints that name a part of a project. */
let imported: { projectId: string; floorId: string; imageId: string };

function sessionOf(principal: PrincipalName): TestSession | null {
  if (isBearerPrincipal(principal)) {
    return sessionOf(BEARER_PRINCIPALS[principal].as);
  }
  switch (principal) {
    case 'anonymous':
      return null;
    case 'member without a share':
      return w.member.session;
    case 'user of another org':
      return w.userB.session;
    case 'admin of another org':
      return w.adminB.session;
    case 'guest of another project':
      return guest;
    case 'READ_USER':
      return w.read.session;
    case 'WRITE_USER':
      return w.write.session;
    case 'WRITE_SHARE_USER':
      return w.writeShare.session;
    case 'OWNER':
      return w.owner.session;
    case 'admin of the org':
      return w.adminA.session;
  }
}

function idsFor(projectId: string, session: TestSession | null) {
  return {
    projectId,
    orgId: w.orgA,
    userId: session?.userId ?? randomUUID(),
    licenseKey: w.read.account.licenseKey ?? 'NO-SUCH-KEY',
  };
}

/** Inputs the schemas cannot tell: a collection to read, a share list that keeps every member. */
function overrides(): SweepOverrides {
  return {
    'GET /projectapi/v1/projects/:id/batch': { query: { poTypes: 'ACCESS_POINT' } },
    'PUT /shareapi/v1/projects/:id/users': {
      body: [
        { username: w.owner.account.email, role: 'OWNER' },
        { username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' },
        { username: w.write.account.email, role: 'WRITE_USER' },
        { username: w.read.account.email, role: 'READ_USER' },
      ],
    },
    'POST /userapi/v1/organizations/sso/domains/verification': {
      body: { domain: 'a.example', code: '123456' },
    },
  };
}

function credentialsOf(principal: PrincipalName, session: TestSession | null): Record<string, string> {
  if (isBearerPrincipal(principal)) {
    // No cookie and no CSRF header: the token alone.
    return { authorization: `Bearer ${bearerTokens.get(principal) ?? 'missing'}` };
  }
  return session === null ? {} : authHeaders(session);
}

async function send(request: SweepRequest, credentials: Record<string, string>) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...credentials, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** A project of org A shared with the world's four project roles: one per project endpoint, so writes stay apart. */
async function freshProject(): Promise<string> {
  return createTestProject(t, {
    orgId: w.orgA,
    name: 'Sweep project',
    users: [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' },
      { username: w.write.account.email, role: 'WRITE_USER' },
      { username: w.read.account.email, role: 'READ_USER' },
    ],
  });
}

function matches(expected: Outcome, status: number, body: string, hiddenAnswer: string | null): boolean {
  const isHidden = status === 404 && (hiddenAnswer === null || body === hiddenAnswer);
  switch (expected) {
    case 401:
    case 403:
      return status === expected;
    case 404:
      return isHidden;
    case 'guestRefused':
      return status === 403 || isHidden;
    case 'served':
      return status < 500 && status !== 401 && status !== 403 && !isHidden;
    case 'notRefused':
      return status < 500 && status !== 401 && status !== 403;
    case 'answered':
      return status < 500;
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'sweep');
  const guestProjectId = await createTestProject(t, {
    orgId: w.orgA,
    name: 'Guest project',
    users: [{ username: w.owner.account.email, role: 'OWNER' }],
  });
  guest = await signInInvitedGuest(t, w.owner, guestProjectId, 'sweep.guest@customer.example');
  imported = await importSharedProject();
  for (const [name, { as, scopes }] of Object.entries(BEARER_PRINCIPALS) as [
    BearerPrincipalName,
    (typeof BEARER_PRINCIPALS)[BearerPrincipalName],
  ][]) {
    if (name === 'invalid token') {
      bearerTokens.set(name, `alp_${'x'.repeat(43)}`);
      continue;
    }
    const userId = sessionOf(as)?.userId ?? '';
    const created = await createAccessToken(t, userId, { name, scopes, expiresInDays: 1 });
    bearerTokens.set(name, created.token);
  }
});

async function importSharedProject(): Promise<{ projectId: string; floorId: string; imageId: string }> {
  const upload = await uploadBytes(t, w.owner.session, smallEsx());
  const { status, projectId } = await waitForFinalStatus(t, w.owner.session, upload);
  if (status !== 'COMMITTED' || projectId === null) {
    throw new Error(`the sweep's import ended ${status}`);
  }
  for (const [actor, role] of [
    [w.writeShare, 'WRITE_SHARE_USER'],
    [w.write, 'WRITE_USER'],
    [w.read, 'READ_USER'],
  ] as const) {
    await addProjectUser(t, projectId, actor.account, role);
  }
  const { rows } = await t.database.query<{ id: string; image_id: string }>(
    `SELECT f.id, d.body->>'imageId' AS image_id FROM floor_plans f
     JOIN project_documents d ON d.project_id = f.project_id AND d.collection = 'floorPlans' AND d.entity_id = f.id
     WHERE f.project_id = $1 ORDER BY f.position LIMIT 1`,
    [projectId],
  );
  const floor = rows[0];
  if (floor === undefined) {
    throw new Error('the imported project has no floor plan');
  }
  return { projectId, floorId: floor.id, imageId: floor.image_id };
}

/** Read-only endpoints naming a floor or an image run on the imported project, where that part exists. */
function usesImportedProject(endpoint: Endpoint): boolean {
  return endpoint.access === 'projectRead' && /:(floorId|imageId)\b/.test(endpoint.path);
}

afterAll(async () => {
  await t.close();
});

describe('route sweep against the policy table', { timeout: 120_000 }, () => {
  it('declares an access level for every registered route', () => {
    const declared = new Set(listEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    // The OAuth 2 protocol endpoints are the library's, public by their RFCs (features/oauth/oauth.routes.ts).
    for (const route of OAUTH_PROTOCOL_ROUTES) {
      declared.add(`${route.method} ${route.url}`);
    }
    // Swagger UI's page and assets at /api/docs are documentation, not API (http/api-docs.ts).
    const routes = registeredRoutesOf(t.app)
      .filter((route) => !isApiDocsRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('answers every principal on every endpoint as the table says', async () => {
    const mismatches: string[] = [];
    const observed: string[] = [];
    /** `scope granted|refused` for every scope rule a bearer call met, so each scope is seen both ways. */
    const scopeDecisions = new Set<string>();
    // Deleting endpoints run last, so nothing they remove is needed by another endpoint's calls.
    const endpoints = [...listEndpoints()]
      .filter((endpoint) => endpoint.hidden !== true)
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const endpoint of endpoints) {
      const isProjectScoped = PROJECT_LEVELS.includes(endpoint.access);
      const onImported = usesImportedProject(endpoint);
      const projectId = onImported
        ? imported.projectId
        : isProjectScoped
          ? await freshProject()
          : randomUUID();
      // What a caller who may not see the project gets: the answer for a project that does not exist.
      const hiddenAnswer = isProjectScoped ? await hiddenAnswerOf(endpoint, mismatches) : null;
      for (const principal of PRINCIPALS) {
        const expected = expectedOutcome(endpoint, principal, onImported);
        if (expected === null) {
          continue;
        }
        const session = sessionOf(principal);
        // A token that may write gets a project of its own, so its deletes leave the session principals theirs;
        // on a deleting endpoint every caller does, or the first one served would leave the rest a 404 (on
        // PostgreSQL the deletion job is quick enough to finish between two callers).
        const ownProjectId =
          isProjectScoped &&
          !onImported &&
          ((isBearerPrincipal(principal) && expected !== 403) || endpoint.method === 'DELETE')
            ? await freshProject()
            : projectId;
        const ids = {
          ...idsFor(ownProjectId, session),
          ...(onImported ? imported : {}),
          projectId: ownProjectId,
        };
        const request = requestOf(endpoint, ids, overrides());
        const response = await send(request, credentialsOf(principal, session));
        const rule = bearerRuleOf(endpoint);
        if (isBearerPrincipal(principal) && principal !== 'invalid token' && rule.kind === 'scope') {
          scopeDecisions.add(`${rule.scope} ${expected === 403 ? 'refused' : 'granted'}`);
        }
        observed.push(`${endpoint.method} ${endpoint.path} ${principal}: ${response.statusCode}`);
        if (!matches(expected, response.statusCode, response.body, hiddenAnswer)) {
          mismatches.push(
            `${endpoint.method} ${endpoint.path} [${endpoint.access}] ${principal}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(observed.length).toBeGreaterThan(300);
    expect([...scopeDecisions].sort()).toEqual(
      ['admin', 'insights:read', 'projects:read', 'projects:write', 'reports'].flatMap((scope) => [
        `${scope} granted`,
        `${scope} refused`,
      ]),
    );
  });
});

/** The answer for a project that does not exist, or a mismatch when that is not a 404. */
async function hiddenAnswerOf(endpoint: Endpoint, mismatches: string[]): Promise<string | null> {
  const request = requestOf(endpoint, idsFor(randomUUID(), w.owner.session), overrides());
  const response = await send(request, authHeaders(w.owner.session));
  if (response.statusCode !== 404) {
    mismatches.push(
      `${endpoint.method} ${endpoint.path}: a missing project answers ${response.statusCode} ${response.body.slice(0, 100)}`,
    );
    return null;
  }
  return response.body;
}
