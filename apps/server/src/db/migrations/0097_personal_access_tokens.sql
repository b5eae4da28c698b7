-- Personal access tokens (issue #20): a user's long-lived bearer tokens for scripts and CI. Only the SHA-256 of
-- the secret is stored; revoking deletes the row, so a revoked token is simply not found.
CREATE TABLE personal_access_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- NULL: never expires.
  expires_at timestamptz,
  -- Updated at most once a minute per token.
  last_used_at timestamptz
);
CREATE INDEX personal_access_tokens_user_idx ON personal_access_tokens (user_id, created_at);
