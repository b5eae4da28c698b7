-- Reports (issue #16): saved report templates and report jobs with their files (blobs kept 30 days).
CREATE TABLE report_templates (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('PRIVATE', 'ORGANIZATION')),
  format text NOT NULL,
  language text NOT NULL,
  -- Sections and options exactly as the API takes and answers them.
  sections jsonb NOT NULL,
  options jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_templates_org_idx ON report_templates (org_id, name);

CREATE TABLE reports (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The resolved request: template sections and options with the request's overrides applied.
  request jsonb NOT NULL,
  format text NOT NULL,
  language text NOT NULL,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')),
  progress integer NOT NULL DEFAULT 0,
  step text NOT NULL DEFAULT 'queued',
  error text,
  file_key text,
  file_name text,
  file_size integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- When the file is removed by the retention sweep.
  expires_at timestamptz
);
CREATE INDEX reports_project_idx ON reports (project_id, created_at DESC);
CREATE INDEX reports_expiry_idx ON reports (expires_at) WHERE file_key IS NOT NULL;
