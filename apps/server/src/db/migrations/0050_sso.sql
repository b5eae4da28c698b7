-- Single sign-on: an organisation's identity provider (OIDC or SAML), the e-mail domains that sign in
-- through it, one-time login states and the SAML assertion ids already used.

-- One configuration per organisation. The OIDC client secret is stored encrypted (AES-256-GCM with a key
-- derived from SECRET_KEY, bound to the organisation id); it is never returned by the API.
CREATE TABLE sso_configurations (
  org_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('OIDC', 'SAML')),
  enabled boolean NOT NULL DEFAULT false,
  oidc_issuer text,
  oidc_client_id text,
  oidc_client_secret_encrypted text,
  -- SAML: the IdP metadata as uploaded (when given), and what the service uses, parsed from it or typed in.
  saml_metadata_xml text,
  saml_entry_point text,
  saml_idp_entity_id text,
  saml_certificates text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (NOT enabled OR protocol <> 'OIDC' OR
    (oidc_issuer IS NOT NULL AND oidc_client_id IS NOT NULL AND oidc_client_secret_encrypted IS NOT NULL)),
  CHECK (NOT enabled OR protocol <> 'SAML' OR
    (saml_entry_point IS NOT NULL AND cardinality(saml_certificates) > 0))
);

-- The e-mail domains of a configuration. A domain is verified when the admin who added it has a verified
-- address at it, or by a six-digit code mailed to an address at it (stored hashed, 5 tries, 30 minutes).
CREATE TABLE sso_email_domains (
  org_id uuid NOT NULL REFERENCES sso_configurations (org_id) ON DELETE CASCADE,
  -- Lower case, no trailing dot.
  domain text NOT NULL CHECK (domain = lower(domain)),
  verified_at timestamptz,
  verification_method text CHECK (verification_method IN ('ADMIN_EMAIL', 'MAILED_CODE')),
  code_hash text,
  code_email text,
  code_expires_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0,
  -- Code issuance limit: a fixed window per domain, counted atomically in this row.
  code_window_started_at timestamptz,
  code_window_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, domain),
  CHECK ((verified_at IS NULL) = (verification_method IS NULL))
);
-- A domain signs in to one organisation only: at most one verified claim per domain.
CREATE UNIQUE INDEX sso_email_domains_verified_idx ON sso_email_domains (domain) WHERE verified_at IS NOT NULL;

-- A sign-in in flight, used once. OIDC: id = SHA-256 of the state, with nonce, PKCE verifier and the
-- SHA-256 of the browser-binding cookie. SAML: id = the AuthnRequest ID (the response's InResponseTo).
CREATE TABLE sso_login_states (
  id text PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('OIDC', 'SAML')),
  nonce text,
  code_verifier text,
  browser_binding_hash text,
  redirect_target text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  CHECK (protocol <> 'OIDC' OR (nonce IS NOT NULL AND code_verifier IS NOT NULL AND browser_binding_hash IS NOT NULL))
);
CREATE INDEX sso_login_states_expires_at_idx ON sso_login_states (expires_at);

-- SAML assertion ids already accepted, kept until the assertion would have expired anyway (replay guard).
CREATE TABLE sso_saml_assertions (
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  assertion_id text NOT NULL,
  seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, assertion_id)
);
CREATE INDEX sso_saml_assertions_expires_at_idx ON sso_saml_assertions (expires_at);
