-- Accounts: organisations, licences, users, sessions, login throttling, one-time codes, user groups,
-- analytics events and the mail outbox (ARCHITECTURE.md §3).

CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  enterprise_plus boolean NOT NULL DEFAULT false,
  sharing_restriction text NOT NULL DEFAULT 'NO_RESTRICTION'
    CHECK (sharing_restriction IN ('NO_RESTRICTION', 'ORGANIZATION_ONLY', 'NO_SHARING')),
  password_policy boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE licences (
  id uuid PRIMARY KEY,
  license_key text NOT NULL UNIQUE,
  org_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('Connect', 'Measure', 'Pro', 'Connect Field', 'Partner Demo',
    'Private 5G', 'Plan', 'Measure Pro', 'Software Suite')),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'EXPIRED', 'SUSPENDED', 'INVALID')),
  subscription_date date NOT NULL DEFAULT current_date,
  subscription_expiration_date date,
  seats integer NOT NULL DEFAULT 1 CHECK (seats > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX licences_org_id_idx ON licences (org_id);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  -- Normalised: NFKC, trimmed, lower case (the login key and the lockout key).
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'GUEST')),
  org_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  org_admin boolean NOT NULL DEFAULT false,
  licence_id uuid UNIQUE REFERENCES licences (id) ON DELETE SET NULL,
  eula_version_consent text,
  password_hash text,
  email_verified_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_org_id_idx ON users (org_id);

-- A session row per signed-in browser; the cookie carries the id, the row only its SHA-256.
-- kind GUEST sessions are read-only on one project (guest_project_id; secure project view).
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'USER' CHECK (kind IN ('USER', 'GUEST')),
  guest_project_id uuid,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  user_agent text,
  ip text,
  CHECK ((kind = 'GUEST') = (guest_project_id IS NOT NULL))
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- One row per login key (normalised username, known or not): an atomic failure counter and the lock.
CREATE TABLE login_attempts (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_attempt_at timestamptz NOT NULL
);

-- Hashed single-use codes and tokens: login OTPs, password resets, e-mail verification, guest OTPs.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('LOGIN_OTP', 'PASSWORD_RESET', 'EMAIL_VERIFICATION', 'GUEST_OTP')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose, created_at);

CREATE TABLE user_groups (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, name)
);

CREATE TABLE user_group_members (
  group_id uuid NOT NULL REFERENCES user_groups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL,
  action_type text NOT NULL,
  body jsonb NOT NULL
);
CREATE INDEX analytics_events_received_at_idx ON analytics_events (received_at);

-- Mail kept in the database when no SMTP server is configured (shown at /dev/mailbox in development).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_address_idx ON outbox (to_address, id);
