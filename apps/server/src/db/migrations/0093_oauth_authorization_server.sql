-- OAuth 2 authorization server (issue #20): oidc-provider's models (grants, codes, tokens, device codes,
-- interactions, sessions) in PostgreSQL, so every instance sees the same state; and its keys.
CREATE TABLE oauth_models (
  model text NOT NULL,
  -- SHA-256 of the model's id: a stolen table holds no usable token, code or session cookie.
  id_hash text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  -- Copied out of the payload for the connected-apps list (model 'Grant').
  account_id text,
  client_id text,
  expires_at timestamptz,
  consumed_at timestamptz,
  -- Device codes: the last token request and the interval it must keep (RFC 8628 §3.5 slow_down).
  last_polled_at timestamptz,
  poll_interval_seconds integer,
  PRIMARY KEY (model, id_hash)
);
CREATE INDEX oauth_models_grant_idx ON oauth_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oauth_models_user_code_idx ON oauth_models (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oauth_models_uid_idx ON oauth_models (uid) WHERE uid IS NOT NULL;
CREATE INDEX oauth_models_account_idx ON oauth_models (account_id, client_id) WHERE account_id IS NOT NULL;
CREATE INDEX oauth_models_expires_idx ON oauth_models (expires_at);

-- The provider's signing key (JWK) and cookie keys, made by the first instance that needs them.
CREATE TABLE oauth_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
