import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ssoConfigEndpoints } from '@airlens/contract';
import type { Endpoint } from '@airlens/contract';
import { SUCCESS_MESSAGES } from '@airlens/domain';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { SsoConfiguration } from '../api/sso-configuration';
import { SsoForm } from './sso-form';

const ORG = 'org-1';
let stored: SsoConfiguration;
let putAnswer: (body: Record<string, unknown>) => unknown;

function configuration(overrides: Partial<SsoConfiguration> = {}): SsoConfiguration {
  return {
    orgId: ORG,
    configured: false,
    enabled: false,
    protocol: 'OIDC',
    issuer: null,
    clientId: null,
    hasClientSecret: false,
    samlMetadataXml: null,
    samlEntryPoint: null,
    samlIdpEntityId: null,
    samlCertificate: null,
    emailDomains: [],
    serviceProvider: {
      oidcRedirectUri: 'https://app.example/authapi/v1/sso-configuration/org-1/oidc/callback',
      samlEntityId: 'https://app.example/authapi/v1/sso-configuration/org-1/saml/metadata',
      samlAcsUrl: 'https://app.example/authapi/v1/sso-configuration/org-1/saml/acs',
      samlMetadataUrl: 'https://app.example/authapi/v1/sso-configuration/org-1/saml/metadata',
    },
    ...overrides,
  };
}

function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return (request.body ?? {}) as Record<string, unknown>;
}

function callsTo(endpoint: Endpoint): Record<string, unknown>[] {
  return fakeApi.requestsTo(endpoint).map(bodyOf);
}

beforeEach(() => {
  stored = configuration();
  putAnswer = (body) => {
    const domains = (body.emailDomains as string[]).map((domain) => ({
      domain,
      verified: domain === 'acme.example',
      verifiedAt: domain === 'acme.example' ? '2025-06-01T09:00:00.000Z' : null,
      verificationMethod: domain === 'acme.example' ? ('ADMIN_EMAIL' as const) : null,
      pendingCodeEmail: null,
    }));
    stored = configuration({
      ...stored,
      configured: true,
      enabled: Boolean(body.enabled),
      emailDomains: domains,
    });
    return { success: true, message: SUCCESS_MESSAGES.ssoUpdated, data: stored };
  };
  fakeApi.on(ssoConfigEndpoints.getSsoConfiguration, (request) =>
    request.pathParams.id === ORG ? stored : reply(404, { message: `unexpected GET ${request.path}` }),
  );
  fakeApi.on(ssoConfigEndpoints.updateSsoConfiguration, (request) => putAnswer(bodyOf(request)) as never);
  fakeApi.on(ssoConfigEndpoints.requestSsoDomainCode, reply(202, null));
  fakeApi.on(ssoConfigEndpoints.verifySsoDomain, () => {
    stored = configuration({
      ...stored,
      emailDomains: stored.emailDomains.map((entry) => ({
        ...entry,
        verified: true,
        verificationMethod: 'MAILED_CODE',
      })),
    });
    return { success: true, message: 'The e-mail domain has been verified', data: stored };
  });
});

async function renderForm() {
  renderWithProviders(<SsoForm orgId={ORG} />);
  return screen.findByRole('form', { name: 'Single sign-on' });
}

describe('SsoForm', () => {
  it('saves an OIDC configuration with a domain and shows the spec success text and the domain state', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    expect(within(form).getByLabelText('Redirect URI to register at your provider')).toHaveProperty(
      'value',
      'https://app.example/authapi/v1/sso-configuration/org-1/oidc/callback',
    );
    await user.click(within(form).getByLabelText('Enable single sign-on'));
    await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.acme.example');
    await user.type(within(form).getByLabelText('Client ID'), 'airlens');
    await user.type(within(form).getByLabelText('Client secret'), 's3cret');
    await user.type(within(form).getByLabelText('E-mail domain'), 'ACME.example{Enter}');
    expect(within(form).getByText('Not saved yet')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));

    expect(await within(form).findByText(SUCCESS_MESSAGES.ssoUpdated)).toBeTruthy();
    expect(callsTo(ssoConfigEndpoints.updateSsoConfiguration)).toEqual([
      {
        enabled: true,
        protocol: 'OIDC',
        issuer: 'https://login.acme.example',
        clientId: 'airlens',
        clientSecret: 's3cret',
        samlMetadataXml: '',
        samlEntryPoint: '',
        samlCertificate: '',
        emailDomains: ['acme.example'],
      },
    ]);
    expect(
      within(within(form).getByRole('listitem', { name: 'acme.example' })).getByText('Verified'),
    ).toBeTruthy();
  });

  it('checks required fields before enabling and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.click(within(form).getByLabelText('Enable single sign-on'));
    await user.type(within(form).getByLabelText('Issuer URL'), 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(
      await within(form).findByText('Enter the issuer URL, e.g. https://login.example.com'),
    ).toBeTruthy();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Add at least one e-mail domain')).toBeTruthy();
    await user.type(within(form).getByLabelText('E-mail domain'), 'not a domain{Enter}');
    expect(within(form).getByText('Enter a domain such as example.com')).toBeTruthy();
    expect(callsTo(ssoConfigEndpoints.updateSsoConfiguration)).toEqual([]);
  });

  it('keeps a stored secret when the field stays empty, and sends only the chosen SAML source', async () => {
    stored = configuration({
      configured: true,
      issuer: 'https://login.acme.example',
      clientId: 'airlens',
      hasClientSecret: true,
    });
    const user = userEvent.setup();
    const form = await renderForm();
    expect(within(form).getByText('A secret is stored (encrypted). Leave empty to keep it.')).toBeTruthy();
    await user.click(within(form).getByLabelText('SAML 2.0'));
    await user.click(within(form).getByLabelText('Enable single sign-on'));
    // The signing rule names the certificate where it comes from: the metadata, or the field beside it.
    expect(within(form).getByText(/must be signed with the certificate in the metadata/)).toBeTruthy();
    await user.click(within(form).getByLabelText('Entry point and certificate'));
    expect(within(form).getByText(/must be signed with this certificate/)).toBeTruthy();
    await user.click(within(form).getByLabelText('IdP metadata XML', { selector: 'input' }));
    await user.click(within(form).getByLabelText('IdP metadata XML', { selector: 'textarea' }));
    await user.paste('<EntityDescriptor/>');
    await user.type(within(form).getByLabelText('E-mail domain'), 'acme.example{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    await within(form).findByText(SUCCESS_MESSAGES.ssoUpdated);
    expect(callsTo(ssoConfigEndpoints.updateSsoConfiguration)[0]).toMatchObject({
      protocol: 'SAML',
      clientSecret: '',
      samlMetadataXml: '<EntityDescriptor/>',
      samlEntryPoint: '',
      samlCertificate: '',
    });
  });

  it('verifies a pending domain with a mailed code', async () => {
    stored = configuration({
      configured: true,
      emailDomains: [
        {
          domain: 'branch.example',
          verified: false,
          verifiedAt: null,
          verificationMethod: null,
          pendingCodeEmail: null,
        },
      ],
    });
    const user = userEvent.setup();
    const form = await renderForm();
    const row = within(form).getByRole('listitem', { name: 'branch.example' });
    expect(within(row).getByText('Pending verification')).toBeTruthy();
    expect(within(row).getByLabelText('Address at branch.example')).toHaveProperty(
      'value',
      'postmaster@branch.example',
    );
    await user.click(within(row).getByRole('button', { name: 'Send code' }));
    expect(await within(row).findByText('Code sent to postmaster@branch.example')).toBeTruthy();
    await user.type(within(row).getByLabelText('Verification code for branch.example'), '12a3456');
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(form).getByText('Verified')).toBeTruthy());
    expect(callsTo(ssoConfigEndpoints.requestSsoDomainCode)).toEqual([
      { domain: 'branch.example', email: 'postmaster@branch.example' },
    ]);
    expect(callsTo(ssoConfigEndpoints.verifySsoDomain)).toEqual([
      { domain: 'branch.example', code: '123456' },
    ]);
  });

  it('shows the server’s refusal', async () => {
    putAnswer = () =>
      reply(409, { message: 'acme.example is already used for single sign-on by another organisation' });
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(within(form).getByLabelText('E-mail domain'), 'acme.example{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(
      await within(form).findByText(
        'acme.example is already used for single sign-on by another organisation',
      ),
    ).toBeTruthy();
  });
});
