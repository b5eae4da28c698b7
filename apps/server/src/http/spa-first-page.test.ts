import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../features/auth/test-accounts';
import { insertTestProject } from '../features/insights/test-support.repo';
import { DASHBOARD_FIRST_PAGE_URL, FIRST_PAGE_ELEMENT_ID, withinTime } from './spa-first-page';

const INDEX_HTML =
  '<!doctype html><html><head><title>Airlens</title></head><body><div id="root"></div></body></html>';
/** A project name that would end the data element and start a script if it were written into the page as it is. */
const HOSTILE_NAME = '</script><script>alert(1)</script> & <!-- Site';

let t: TestApp;
let distDir: string;
let member: TestSession;
let memberEmail: string;
let withoutEula: TestSession;
let withoutInsights: TestSession;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'airlens-spa-'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  // A loaded test machine must not fall back to the plain page: the time limit has its own tests below.
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, WEB_DIST_DIR: distDir, DASHBOARD_INLINE_TIMEOUT_MS: '10000' },
  });
  const orgId = await createTestOrg(t);
  const account = await createTestAccount(t, { orgId });
  memberEmail = account.email;
  await insertTestProject(t.database, {
    orgId,
    name: HOSTILE_NAME,
    city: 'Helsinki',
    users: [{ username: account.email, role: 'OWNER' }],
  });
  member = await signIn(t.app, account);
  withoutEula = await signIn(t.app, await createTestAccount(t, { orgId, eula: false }));
  withoutInsights = await signIn(t.app, await createTestAccount(t, { orgId, product: null }));
});

afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

function pageOf(session: TestSession | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: session === null ? {} : { cookie: session.cookie } });
}

/** The inlined element's text, or null when the page has none. */
function inlinedText(html: string): string | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}"[^>]*>(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ?? null;
}

describe('the Insights dashboard page load', () => {
  it("inlines the signed-in caller's first table page exactly as the API answers it, uncached and per cookie", async () => {
    const page = await pageOf(member, '/insights');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toBe('Cookie');
    const text = inlinedText(page.body);
    expect(text).not.toBeNull();
    const api = await t.app.inject({
      method: 'GET',
      url: DASHBOARD_FIRST_PAGE_URL,
      headers: { cookie: member.cookie },
    });
    expect(JSON.parse(text ?? '')).toEqual(api.json());
    expect(api.json<{ content: { project: { name: string } }[] }>().content[0]?.project.name).toBe(
      HOSTILE_NAME,
    );
    expect(page.body).toContain(`data-username="${memberEmail}"`);
    // The page is the built index.html with the data at the end of its body.
    expect(
      page.body.startsWith(
        '<!doctype html><html><head><title>Airlens</title></head><body><div id="root"></div><script',
      ),
    ).toBe(true);
    expect(page.body.endsWith('</script></body></html>')).toBe(true);
  });

  it('keeps every text of the data inside the data element (no markup, comment or entity breaks out)', async () => {
    const page = await pageOf(member, '/insights');
    const text = inlinedText(page.body) ?? '';
    expect(text).not.toMatch(/[<>&]/);
    expect(page.body.match(/<script/g)).toHaveLength(1);
  });

  it('serves the plain, revalidated index.html to anyone else and at any other address', async () => {
    for (const [session, url] of [
      [null, '/insights'],
      [member, '/insights?view=list'],
      [member, '/projects'],
      [member, '/'],
      [withoutEula, '/insights'],
      [withoutInsights, '/insights'],
      [{ ...member, cookie: 'airlens_session=not-a-session' }, '/insights'],
    ] as const) {
      const page = await pageOf(session, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX_HTML);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the time the page load waits for its first table page', () => {
  it('answers the first page when it comes in time, and null when it is late', async () => {
    expect(await withinTime(Promise.resolve('page'), 1_000)).toBe('page');
    const never = new Promise<string>(() => undefined);
    expect(await withinTime(never, 20)).toBeNull();
  });

  it('serves the plain page when inlining is switched off (DASHBOARD_INLINE_TIMEOUT_MS=0)', async () => {
    const off = await createTestApp({
      env: { ...ACCOUNTS_TEST_ENV, WEB_DIST_DIR: distDir, DASHBOARD_INLINE_TIMEOUT_MS: '0' },
    });
    try {
      const orgId = await createTestOrg(off);
      const session = await signIn(off.app, await createTestAccount(off, { orgId }));
      const page = await off.app.inject({
        method: 'GET',
        url: '/insights',
        headers: { cookie: session.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
    } finally {
      await off.close();
    }
  });
});
