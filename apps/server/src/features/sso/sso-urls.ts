import type { AppConfig } from '../../config';

/** The path every single sign-on route of an organisation lives under. */
export function ssoBasePath(orgId: string): string {
  return `/authapi/v1/sso-configuration/${orgId}`;
}

/** Where check-sso sends the browser to start signing in. */
export function ssoLoginPath(orgId: string): string {
  return `${ssoBasePath(orgId)}/login`;
}

/** The URLs an admin registers at the identity provider. */
export interface ServiceProviderUrls {
  oidcRedirectUri: string;
  samlEntityId: string;
  samlAcsUrl: string;
  samlMetadataUrl: string;
}

export function serviceProviderUrls(config: AppConfig, orgId: string): ServiceProviderUrls {
  const base = `${config.publicUrl}${ssoBasePath(orgId)}`;
  return {
    oidcRedirectUri: `${base}/oidc/callback`,
    // The metadata URL doubles as the entity id: it is unique per organisation and resolvable.
    samlEntityId: `${base}/saml/metadata`,
    samlAcsUrl: `${base}/saml/acs`,
    samlMetadataUrl: `${base}/saml/metadata`,
  };
}

/** Where a failed sign-in lands: the single sign-on landing page shows the reason. */
export function ssoFailurePath(code: string): string {
  return `/saml-consume?error=${encodeURIComponent(code)}`;
}
