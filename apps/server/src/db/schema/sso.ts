import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './accounts';

// Mirrors migrations/0050_sso.sql; the SQL file is the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** An organisation's identity provider; the OIDC client secret is stored encrypted. */
export const ssoConfigurations = pgTable('sso_configurations', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  protocol: text('protocol').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  oidcIssuer: text('oidc_issuer'),
  oidcClientId: text('oidc_client_id'),
  oidcClientSecretEncrypted: text('oidc_client_secret_encrypted'),
  samlMetadataXml: text('saml_metadata_xml'),
  samlEntryPoint: text('saml_entry_point'),
  samlIdpEntityId: text('saml_idp_entity_id'),
  samlCertificates: text('saml_certificates')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The e-mail domains that sign in through an organisation's identity provider, with their verification. */
export const ssoEmailDomains = pgTable(
  'sso_email_domains',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => ssoConfigurations.orgId, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verifiedAt: timestamptz('verified_at'),
    verificationMethod: text('verification_method'),
    codeHash: text('code_hash'),
    codeEmail: text('code_email'),
    codeExpiresAt: timestamptz('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeWindowStartedAt: timestamptz('code_window_started_at'),
    codeWindowCount: integer('code_window_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.domain] }),
    uniqueIndex('sso_email_domains_verified_idx')
      .on(table.domain)
      .where(sql`verified_at IS NOT NULL`),
  ],
);

/** A one-time sign-in in flight (OIDC state or SAML request id). */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    id: text('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    protocol: text('protocol').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    browserBindingHash: text('browser_binding_hash'),
    redirectTarget: text('redirect_target'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [index('sso_login_states_expires_at_idx').on(table.expiresAt)],
);

/** SAML assertion ids already accepted (replay guard). */
export const ssoSamlAssertions = pgTable(
  'sso_saml_assertions',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    seenAt: timestamptz('seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.assertionId] }),
    index('sso_saml_assertions_expires_at_idx').on(table.expiresAt),
  ],
);
