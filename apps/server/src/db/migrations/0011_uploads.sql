-- Uploads of .esx files: one row per initiate, followed by the import job until a final status.
CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The uploader's e-mail at initiate time: they become the project's OWNER (project_users.username).
  user_email text NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'IN_PROGRESS'
    CHECK (status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS', 'COMMITTED', 'ROLLED_BACK', 'FAILED')),
  progress integer NOT NULL DEFAULT 0,
  -- Where the raw bytes are in the blob store once PUT has finished; null before.
  content_key text,
  size_bytes bigint,
  city text,
  country text,
  latitude double precision,
  longitude double precision,
  -- Set by the import job: the project and version it writes, so a retried job reuses both.
  esx_project_id text,
  target_project_id uuid,
  target_version integer,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  rollback_reason text,
  error_code text,
  attempts integer NOT NULL DEFAULT 0,
  -- Set by the first commit call: later calls answer 202 without enqueuing a second import.
  commit_requested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX uploads_user_idx ON uploads (user_id, created_at DESC);
CREATE INDEX uploads_target_idx ON uploads (org_id, esx_project_id) WHERE esx_project_id IS NOT NULL;
