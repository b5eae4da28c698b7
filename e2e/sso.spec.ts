import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../apps/server/src/features/sso/oidc-provider.test-helpers';
import { DEMO, markWhatsNewSeen } from './support/accounts';

/** The seeded demo organisation (enterprise-plus; its admin is admin@demo-networks.example). */
const DEMO_ORG_ID = '00000000-0000-4000-8000-00000000d001';
const SSO_EMAIL = 'sso.surveyor@demo-networks.example';

let provider: TestOidcProvider;
let admin: APIRequestContext;
let csrfToken: string;

function putSso(body: Record<string, unknown>) {
  return admin.put('/userapi/v1/organizations/sso', { data: body, headers: { csrfToken } });
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  provider = await startTestOidcProvider({
    redirectUris: [`${baseURL}/authapi/v1/sso-configuration/${DEMO_ORG_ID}/oidc/callback`],
  });
  provider.addAccount({ email: SSO_EMAIL, name: 'Sasha Sso' });

  // The demo admin configures SSO for the demo organisation through the API.
  admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/authapi/v1/authentications', {
    form: {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
      grant_type: 'password',
      client_id: 'airlens-web',
      client_secret: '',
    },
  });
  expect(login.status()).toBe(200);
  csrfToken = login.headers().csrftoken ?? '';
  const saved = await putSso({
    enabled: true,
    protocol: 'OIDC',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    emailDomains: ['demo-networks.example'],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await saved.json()).toMatchObject({
    success: true,
    message: 'Single Sign-On configuration has been successfully updated',
    data: { enabled: true, emailDomains: [{ domain: 'demo-networks.example', verified: true }] },
  });
});

test.afterAll(async () => {
  // Other journeys sign in to the demo organisation with passwords; leave SSO off for them.
  await putSso({ enabled: false, protocol: 'OIDC', emailDomains: ['demo-networks.example'] });
  await admin.dispose();
  await provider.close();
});

test('SSO sign-in through a local OpenID provider lands in the app signed in', async ({ page }) => {
  // The What's new dialog has its own journey; here it would cover the consent screen.
  await markWhatsNewSeen(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(SSO_EMAIL);
  // The login screen asks check-sso once the e-mail field is left.
  await form.getByLabel('E-mail').blur();
  await form.getByRole('link', { name: 'Continue with SSO' }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  const idp = page.getByRole('form', { name: 'Identity provider sign-in' });
  await idp.getByLabel('E-mail').fill(SSO_EMAIL);
  await idp.getByRole('button', { name: 'Sign in at the identity provider' }).click();

  // Provisioned on first sign-in without EULA consent: the app asks for it first.
  await expect(page).toHaveURL(/\/eula-consent$/);
  await page.getByLabel('I accept the end-user licence agreement (v4)').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).not.toHaveURL(/\/(eula-consent|login)/);

  const me = await page.request.get('/userapi/v1/users/who-am-i');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email: SSO_EMAIL,
    role: 'USER',
    orgAdmin: false,
    eulaVersionConsent: 'v4',
  });
  // The seed's spare Connect licence went to the new user, so the cloud landing page opens.
  await expect(page.getByRole('heading', { name: 'Welcome to Airlens' })).toBeVisible();
});
