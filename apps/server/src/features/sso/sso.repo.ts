import type { Database } from '../../db/database';

export type SsoProtocol = 'OIDC' | 'SAML';

/** An organisation's identity provider as stored (the client secret still encrypted). */
export interface SsoConfigurationRecord {
  orgId: string;
  protocol: SsoProtocol;
  enabled: boolean;
  oidcIssuer: string | null;
  oidcClientId: string | null;
  oidcClientSecretEncrypted: string | null;
  samlMetadataXml: string | null;
  samlEntryPoint: string | null;
  samlIdpEntityId: string | null;
  samlCertificates: string[];
  updatedAt: Date;
}

/** One e-mail domain of a configuration with its verification state. */
export interface SsoDomainRecord {
  domain: string;
  verifiedAt: Date | null;
  verificationMethod: 'ADMIN_EMAIL' | 'MAILED_CODE' | null;
  codeEmail: string | null;
  codeExpiresAt: Date | null;
}

interface ConfigurationRow {
  org_id: string;
  protocol: SsoProtocol;
  enabled: boolean;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_client_secret_encrypted: string | null;
  saml_metadata_xml: string | null;
  saml_entry_point: string | null;
  saml_idp_entity_id: string | null;
  saml_certificates: string[] | null;
  updated_at: Date;
}

interface DomainRow {
  domain: string;
  verified_at: Date | null;
  verification_method: 'ADMIN_EMAIL' | 'MAILED_CODE' | null;
  code_email: string | null;
  code_expires_at: Date | null;
}

/** PostgreSQL's unique_violation: here, a domain another organisation verified first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function findSsoConfiguration(
  database: Database,
  orgId: string,
): Promise<SsoConfigurationRecord | null> {
  const { rows } = await database.query<ConfigurationRow>(
    `SELECT org_id::text AS org_id, protocol, enabled, oidc_issuer, oidc_client_id, oidc_client_secret_encrypted,
            saml_metadata_xml, saml_entry_point, saml_idp_entity_id, saml_certificates, updated_at
       FROM sso_configurations WHERE org_id = $1`,
    [orgId],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    orgId: row.org_id,
    protocol: row.protocol,
    enabled: row.enabled,
    oidcIssuer: row.oidc_issuer,
    oidcClientId: row.oidc_client_id,
    oidcClientSecretEncrypted: row.oidc_client_secret_encrypted,
    samlMetadataXml: row.saml_metadata_xml,
    samlEntryPoint: row.saml_entry_point,
    samlIdpEntityId: row.saml_idp_entity_id,
    samlCertificates: row.saml_certificates ?? [],
    updatedAt: row.updated_at,
  };
}

export async function listSsoDomains(database: Database, orgId: string): Promise<SsoDomainRecord[]> {
  const { rows } = await database.query<DomainRow>(
    `SELECT domain, verified_at, verification_method, code_email, code_expires_at
       FROM sso_email_domains WHERE org_id = $1 ORDER BY domain`,
    [orgId],
  );
  return rows.map((row) => ({
    domain: row.domain,
    verifiedAt: row.verified_at,
    verificationMethod: row.verification_method,
    codeEmail: row.code_email,
    codeExpiresAt: row.code_expires_at,
  }));
}

/** Which of `domains` another organisation has already verified. */
export async function findDomainsClaimedElsewhere(
  database: Database,
  orgId: string,
  domains: string[],
): Promise<string[]> {
  const { rows } = await database.query<{ domain: string }>(
    `SELECT domain FROM sso_email_domains
      WHERE domain = ANY($2::text[]) AND org_id <> $1 AND verified_at IS NOT NULL ORDER BY domain`,
    [orgId, domains],
  );
  return rows.map((row) => row.domain);
}

/**
 * Writes a configuration and its domain list in one statement: removed domains go, new ones are added
 * (verified at once when they equal `autoVerifiedDomain`), kept ones keep their state. A domain another
 * organisation verified meanwhile fails the whole statement with a unique violation.
 */
export async function saveSsoConfiguration(
  database: Database,
  input: Omit<SsoConfigurationRecord, 'updatedAt'> & {
    domains: string[];
    autoVerifiedDomain: string | null;
    updatedBy: string;
    now: Date;
  },
): Promise<void> {
  await database.query(
    `WITH config AS (
       INSERT INTO sso_configurations (org_id, protocol, enabled, oidc_issuer, oidc_client_id,
         oidc_client_secret_encrypted, saml_metadata_xml, saml_entry_point, saml_idp_entity_id, saml_certificates,
         created_at, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $13, $13, $14)
       ON CONFLICT (org_id) DO UPDATE SET protocol = excluded.protocol, enabled = excluded.enabled,
         oidc_issuer = excluded.oidc_issuer, oidc_client_id = excluded.oidc_client_id,
         oidc_client_secret_encrypted = excluded.oidc_client_secret_encrypted,
         saml_metadata_xml = excluded.saml_metadata_xml, saml_entry_point = excluded.saml_entry_point,
         saml_idp_entity_id = excluded.saml_idp_entity_id, saml_certificates = excluded.saml_certificates,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by
       RETURNING org_id
     ), removed AS (
       DELETE FROM sso_email_domains WHERE org_id = $1 AND NOT (domain = ANY($11::text[]))
     )
     INSERT INTO sso_email_domains (org_id, domain, verified_at, verification_method, created_at)
     SELECT config.org_id, d.domain,
            CASE WHEN d.domain = $12 THEN $13::timestamptz END,
            CASE WHEN d.domain = $12 THEN 'ADMIN_EMAIL' END, $13
       FROM config CROSS JOIN unnest($11::text[]) AS d(domain)
     ON CONFLICT (org_id, domain) DO UPDATE
       SET verified_at = coalesce(sso_email_domains.verified_at, excluded.verified_at),
           verification_method = coalesce(sso_email_domains.verification_method, excluded.verification_method)`,
    [
      input.orgId,
      input.protocol,
      input.enabled,
      input.oidcIssuer,
      input.oidcClientId,
      input.oidcClientSecretEncrypted,
      input.samlMetadataXml,
      input.samlEntryPoint,
      input.samlIdpEntityId,
      input.samlCertificates,
      input.domains,
      input.autoVerifiedDomain,
      input.now,
      input.updatedBy,
    ],
  );
}

/** The organisation whose enabled configuration has this verified domain, or null. */
export async function findSsoOrgForDomain(database: Database, domain: string): Promise<string | null> {
  const { rows } = await database.query<{ org_id: string }>(
    `SELECT d.org_id::text AS org_id FROM sso_email_domains d
       JOIN sso_configurations c ON c.org_id = d.org_id
      WHERE d.domain = $1 AND d.verified_at IS NOT NULL AND c.enabled`,
    [domain],
  );
  return rows[0]?.org_id ?? null;
}

/** Whether a domain is a verified domain of the organisation's configuration. */
export async function isVerifiedSsoDomain(
  database: Database,
  orgId: string,
  domain: string,
): Promise<boolean> {
  const { rows } = await database.query(
    'SELECT 1 FROM sso_email_domains WHERE org_id = $1 AND domain = $2 AND verified_at IS NOT NULL',
    [orgId, domain],
  );
  return rows.length === 1;
}
