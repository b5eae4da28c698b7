/** A signed-in HTTP client of one Airlens instance, as a browser would call it (cookies and csrfToken). */
import { randomUUID } from 'node:crypto';
import { EULA_VERSION } from '@airlens/domain';
import type { Database } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/features/auth/credentials';
import { insertUser } from '../../apps/server/src/features/users/users.repo';
import { insertLicence, insertOrganization } from '../../apps/server/src/seed/accounts-seed.repo';

export interface Session {
  cookie: string;
  csrfToken: string;
}

/** Every login request sent from this process: the per-IP limit counts them all, whichever instance. */
export const loginCounter = { sent: 0 };

/** An organisation with one licensed member (the cheap argon2 costs the cluster runs with). */
export async function createAccount(database: Database): Promise<{ email: string; password: string }> {
  const orgId = randomUUID();
  await insertOrganization(database, {
    id: orgId,
    name: `Scale ${orgId.slice(0, 6)}`,
    enterprisePlus: true,
    passwordPolicy: false,
  });
  const licenceId = randomUUID();
  await insertLicence(database, {
    id: licenceId,
    licenseKey: `SCALE-${licenceId.slice(0, 8).toUpperCase()}`,
    orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  const email = `scale-${licenceId.slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const now = new Date();
  await insertUser(database, {
    id: randomUUID(),
    email,
    name: 'Scale User',
    role: 'USER',
    orgId,
    orgAdmin: true,
    licenceId,
    eulaVersionConsent: EULA_VERSION,
    passwordHash: await hashPassword(password, { memoryCostKib: 1024, timeCost: 1 }),
    emailVerifiedAt: now,
    disabledAt: null,
    now,
  });
  return { email, password };
}

/** POSTs a password login; answers the status and, on 200, the session. */
export async function login(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ status: number; session: Session | null; body: string }> {
  loginCounter.sent += 1;
  const response = await fetch(`${baseUrl}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: email,
      password,
      grant_type: 'password',
      client_id: 'airlens-web',
    }),
  });
  const body = await response.text();
  if (response.status !== 200) {
    return { status: response.status, session: null, body };
  }
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('='));
  return {
    status: 200,
    session: { cookie: cookies.join('; '), csrfToken: response.headers.get('csrftoken') ?? '' },
    body,
  };
}

/** A signed-in call on `baseUrl`; JSON bodies are sent as JSON. */
export function call(
  baseUrl: string,
  session: Session,
  method: string,
  path: string,
  json?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      csrftoken: session.csrfToken,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/** Initiates an upload on one instance, PUTs the bytes to the URL it answers and commits it there. */
export async function upload(baseUrl: string, session: Session, bytes: Uint8Array): Promise<string> {
  const started = await call(baseUrl, session, 'POST', '/esxfileapi/v1/projects/upload/initiate', {
    fileName: 'site.esx',
    fileExtension: 'esx',
  });
  if (started.status !== 200) {
    throw new Error(`initiate answered ${started.status}: ${await started.text()}`);
  }
  const { url, fileUploadId } = (await started.json()) as { url: string; fileUploadId: string };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (put.status !== 200) {
    throw new Error(`PUT to ${new URL(url).origin} answered ${put.status}`);
  }
  const commit = await call(
    baseUrl,
    session,
    'POST',
    `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
  );
  if (commit.status !== 202) {
    throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
  }
  return fileUploadId;
}

/** The upload's status as one instance answers it. */
export async function uploadStatus(
  baseUrl: string,
  session: Session,
  fileUploadId: string,
): Promise<{ status: string; projectId: string | null; progress?: number }> {
  const response = await call(
    baseUrl,
    session,
    'GET',
    `/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`,
  );
  return (await response.json()) as { status: string; projectId: string | null };
}

/** Polls the status on `baseUrl` until final; throws after `timeoutMs`. */
export async function waitForFinalStatus(
  baseUrl: string,
  session: Session,
  fileUploadId: string,
  timeoutMs = 90_000,
): Promise<{ status: string; projectId: string | null }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await uploadStatus(baseUrl, session, fileUploadId);
    if (['COMMITTED', 'ROLLED_BACK', 'FAILED'].includes(answer.status)) {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`upload ${fileUploadId} not final after ${timeoutMs} ms`);
}
