-- Secure one-time-password links for external guests, and per-user project preferences.

-- One link per invited address and project: the key is in the link mailed to the guest; the guest proves
-- the address with a mailed code and gets a GUEST session on that one project.
CREATE TABLE secure_links (
  key_id text PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Normalised like users.email (NFKC, trimmed, lower case).
  email text NOT NULL,
  guest_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  -- Guest-code issuance limit: a fixed window per link, counted atomically in this row.
  otp_window_started_at timestamptz,
  otp_window_count integer NOT NULL DEFAULT 0,
  UNIQUE (project_id, email)
);
CREATE INDEX secure_links_guest_idx ON secure_links (guest_user_id, project_id);

-- A project user's own settings for one project (PUT /shareapi/v1/projects/{id}/users/preference).
CREATE TABLE project_user_preferences (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  favorite boolean NOT NULL DEFAULT false,
  notifications boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_user_preferences_user_idx ON project_user_preferences (user_id);
