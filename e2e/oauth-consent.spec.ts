// The OAuth 2 consent screen in the browser (issue #20): a device approved on /oauth2-consent after signing in
// (its code pre-filled from verification_uri_complete), an authorization code request denied and one approved.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';

const REDIRECT_URI = 'http://127.0.0.1:53682/callback';

function createPkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The CLI's loopback listener: the browser lands there with the code or the error. */
async function catchCallback(page: Page): Promise<void> {
  await page.route(`${REDIRECT_URI}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>You can return to the CLI</h1>' }),
  );
}

function authorizeUrl(challenge: string, state: string): string {
  const query = new URLSearchParams({
    client_id: 'airlens-cli',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'projects:read reports',
    state,
  });
  return `/oauth2/authorize?${query.toString()}`;
}

test('a device is approved after signing in, uses its token, and is revoked under Connected apps', async ({
  page,
  request,
}) => {
  const started = await request.post('/activationapi/v1/device', {
    form: { client_id: 'airlens-cli', scope: 'projects:read reports' },
  });
  expect(started.status()).toBe(200);
  const device = (await started.json()) as {
    device_code: string;
    user_code: string;
    verification_uri_complete: string;
  };
  const pending = await request.post('/oauth2/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: device.device_code,
      client_id: 'airlens-cli',
    },
  });
  expect((await pending.json()) as unknown).toMatchObject({ error: 'authorization_pending' });

  // Signed out, the consent page asks to sign in and comes back with the code.
  await markWhatsNewSeen(page);
  await page.goto(
    new URL(device.verification_uri_complete).pathname + new URL(device.verification_uri_complete).search,
  );
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(DEMO.engineer.email);
  await form.getByLabel(/^Password/).fill(DEMO.engineer.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/oauth2-consent\?user_code=/);
  await expect(page.getByRole('heading', { name: 'Authorize application' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(device.user_code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Airlens CLI wants to access your Airlens account' }),
  ).toBeVisible();
  const access = page.getByRole('list', { name: 'Requested access' });
  await expect(access).toContainText('See your projects, floor plans and survey data');
  await expect(access).toContainText('Create reports, bills of materials and exports');
  await expect(page.getByText(DEMO.engineer.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not you? Switch account' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/device-auth-successful$/);
  await expect(page.getByRole('heading', { name: 'Device authorized' })).toBeVisible();
  await expect(page.getByText(/may be used\. You can close this window\./)).toBeVisible();

  const tokens = await request.post('/oauth2/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: device.device_code,
      client_id: 'airlens-cli',
    },
  });
  expect(tokens.status()).toBe(200);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
  const whoAmI = await request.get('/userapi/v1/users/who-am-i', {
    headers: { authorization: `Bearer ${accessToken}`, cookie: '' },
  });
  expect(whoAmI.status()).toBe(200);

  await page.goto('/home/manage/my-page');
  const connected = page.getByRole('list', { name: 'Connected apps' });
  await expect(connected).toContainText('Airlens CLI');
  await connected.getByRole('button', { name: 'Revoke Airlens CLI' }).click();
  await expect(page.getByText('No applications are connected to your account.')).toBeVisible();
  const afterRevoke = await request.get('/userapi/v1/users/who-am-i', {
    headers: { authorization: `Bearer ${accessToken}`, cookie: '' },
  });
  expect(afterRevoke.status()).toBe(401);
});

test('an authorization request denied in the browser returns access_denied to the client', async ({
  page,
}) => {
  await catchCallback(page);
  await signIn(page, DEMO.engineer);
  await expect(page).not.toHaveURL(/\/login/);
  const pkce = createPkce();
  await page.goto(authorizeUrl(pkce.challenge, 'deny-1'));
  await expect(page).toHaveURL(/\/oauth2-consent\?interaction=/);
  await expect(
    page.getByRole('heading', { name: 'Airlens CLI wants to access your Airlens account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:53682\/callback\?/);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe('deny-1');
  expect(callback.searchParams.get('code')).toBeNull();
});

test('an authorization request approved in the browser gives the client a code it exchanges with PKCE', async ({
  page,
  request,
}) => {
  await catchCallback(page);
  await signIn(page, DEMO.engineer);
  await expect(page).not.toHaveURL(/\/login/);
  const pkce = createPkce();
  await page.goto(authorizeUrl(pkce.challenge, 'approve-1'));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:53682\/callback\?/);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe('approve-1');
  const tokens = await request.post('/oauth2/token', {
    form: {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: 'airlens-cli',
      code_verifier: pkce.verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  expect((await tokens.json()) as unknown).toMatchObject({
    token_type: 'Bearer',
    scope: 'projects:read reports',
  });
});
