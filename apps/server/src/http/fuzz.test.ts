import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
} from '../features/auth/test-accounts';
import {
  initiate,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from '../features/uploads/uploads.test-helpers';
import {
  operationsOf,
  unresolvedRefs,
  type Caller,
  type FuzzRequest,
  type KnownValues,
  type OpenApiDocument,
} from '../test/openapi-fuzz';
import { requestArbitrary } from '../test/openapi-fuzz-requests';
import { createTestApp, type TestApp } from '../test/test-app';

const MINIMUM_REQUESTS = 5_000;
// Reproducible in CI; FUZZ_SEED=<n> explores other inputs.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);

/** A signed-in account that signs in again (or is replaced) when a fuzzed request ended its session. */
interface Principal {
  account: TestAccount;
  session: TestSession;
  orgAdmin: boolean;
}

function headersFor(request: FuzzRequest, user: Principal, admin: Principal): Record<string, string> {
  const byCaller: Record<Caller, Record<string, string>> = {
    user: authHeaders(user.session),
    admin: authHeaders(admin.session),
    anonymous: {},
    'user-without-csrf': authHeaders(user.session, false),
    'admin-wrong-csrf': authHeaders(admin.session, 'not-the-token'),
    forged: {},
  };
  return { ...request.headers, ...byCaller[request.caller] };
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` ${request.headers['content-type'] ?? '(no content type)'} ${JSON.stringify(
          Buffer.isBuffer(request.payload) ? request.payload.toString('hex') : request.payload,
        ).slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.caller}${payload}`;
}

describe('every OpenAPI operation under generated hostile requests', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const errorsByRequest = new Map<string, string>();
  let user: Principal;
  let admin: Principal;
  let orgId: string;
  const known: Record<string, string[]> = {};

  // A fresh session after a fuzzed request signed out, changed or locked the account: the same account, or a new one.
  async function refresh(principal: Principal): Promise<void> {
    try {
      principal.session = await signIn(t.app, principal.account);
      return;
    } catch {
      principal.account = await createTestAccount(t, { orgId, orgAdmin: principal.orgAdmin });
      principal.session = await signIn(t.app, principal.account);
      known.userId?.push(principal.account.userId);
    }
  }

  beforeAll(async () => {
    const logger = pino(
      { level: 'error' },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string } };
          if (entry.reqId !== undefined && entry.err !== undefined) {
            errorsByRequest.set(entry.reqId, (entry.err.stack ?? entry.err.message ?? '').slice(0, 400));
          }
        },
      },
    );
    t = await createTestApp({
      // Sign-in refreshes come from the same address as the fuzzed sign-ins: keep its limit out of the way.
      env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' },
      deps: { logger, importOptions: { preferInProcess: true } },
    });
    orgId = await createTestOrg(t);
    const userAccount = await createTestAccount(t, { orgId });
    const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
    user = { account: userAccount, session: await signIn(t.app, userAccount), orgAdmin: false };
    admin = { account: adminAccount, session: await signIn(t.app, adminAccount), orgAdmin: true };
    const fileUploadId = await uploadBytes(t, user.session, smallEsx({ seed: 31 }));
    // An upload still open, so PUT content and commit meet one in every state.
    const open = (await initiate(t, user.session)).json<{ fileUploadId: string }>().fileUploadId;
    const { projectId } = await waitForFinalStatus(t, user.session, fileUploadId);
    const floors = await t.database.query<{ id: string; row_id: string; image_id: string | null }>(
      'SELECT id, row_id::text AS row_id, image_id FROM floor_plans WHERE project_id = $1',
      [projectId],
    );
    const link = await t.app.inject({
      method: 'POST',
      url: `/shareapi/v1/projects/${projectId ?? ''}/secure-links`,
      headers: authHeaders(user.session),
      payload: { email: 'guest@example.com' },
    });
    const keyIds = JSON.stringify(link.json()).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];
    const notifications = await t.database.query<{ id: string }>('SELECT id::text AS id FROM notifications');
    const ids = [projectId ?? '', ...notifications.rows.map((row) => row.id)];
    Object.assign(known, {
      userId: [userAccount.userId, adminAccount.userId],
      orgId: [orgId],
      id: ids,
      projectId: [projectId ?? ''],
      floorId: floors.rows.flatMap((row) => [row.id, row.row_id]),
      floorPlanId: floors.rows.map((row) => row.id),
      floorPlanRowId: floors.rows.map((row) => row.row_id),
      imageId: floors.rows.flatMap((row) => (row.image_id === null ? [] : [row.image_id])),
      keyId: keyIds,
      licenseKey: [userAccount.licenseKey ?? '', adminAccount.licenseKey ?? ''],
      fileUploadId: [fileUploadId, open],
      // Sort keys the list operations know, so sorting code runs too (unknown ones answer 400).
      sort: [
        'name,asc',
        'lastSurveyDate,desc',
        'networkHealth,ASC',
        'rssi',
        'city,desc',
        'email,asc',
        'startTime,desc',
      ],
      email: [userAccount.email, adminAccount.email],
      username: [userAccount.email, adminAccount.email],
    } satisfies KnownValues);
    document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes an OpenAPI document whose every schema reference resolves', () => {
    expect(operationsOf(document).length).toBeGreaterThan(50);
    expect(unresolvedRefs(document)).toEqual([]);
  });

  it('answers every generated request below 500 and keeps serving', { timeout: 900_000 }, async () => {
    // Operations that end sessions or delete go last, so the others still meet live sessions and resources.
    const operations = operationsOf(document).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const perOperation = Math.ceil((MINIMUM_REQUESTS * 1.05) / operations.length);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const requests = fc.sample(requestArbitrary(document, operation, known), {
        numRuns: perOperation,
        seed: SEED + index,
      });
      for (const request of requests) {
        const requestId = `fuzz-${sent}`;
        sent += 1;
        let status: number;
        try {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...headersFor(request, user, admin), 'x-request-id': requestId },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          status = response.statusCode;
        } catch (error) {
          failures.push(`${describeRequest(request)} → threw ${String(error)}`);
          continue;
        }
        if (status >= 500) {
          const cause = errorsByRequest.get(requestId) ?? 'no error logged';
          failures.push(`${describeRequest(request)} → ${status}: ${cause}`);
        }
        if (status === 401 && (request.caller === 'user' || request.caller === 'admin')) {
          await refresh(request.caller === 'user' ? user : admin);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(failures, `${failures.length} answers ≥ 500 (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
