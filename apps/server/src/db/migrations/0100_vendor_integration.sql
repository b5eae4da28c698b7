-- Controller integration (issue #17): one Meraki connection per organisation (API key encrypted with AES-256-GCM),
-- each project's link to a controller network, and change jobs with each device's before/after (the audit record).
CREATE TABLE vendor_connections (
  org_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  vendor text NOT NULL CHECK (vendor IN ('meraki')),
  base_url text NOT NULL,
  -- base64 of iv (12 bytes) | auth tag (16 bytes) | ciphertext; never answered, never logged.
  api_key_sealed text NOT NULL,
  api_key_last4 text NOT NULL,
  organizations jsonb NOT NULL,
  connected_by uuid REFERENCES users (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL
);

CREATE TABLE vendor_project_links (
  project_id uuid PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  organization_id text NOT NULL,
  network_id text NOT NULL,
  floor_mappings jsonb NOT NULL,
  overrides jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL
);

CREATE TABLE vendor_changes (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('names', 'placement', 'radio-settings')),
  dry_run boolean NOT NULL,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_by_email text NOT NULL,
  rollback_of uuid REFERENCES vendor_changes (id) ON DELETE SET NULL,
  -- The request: accessPointIds and radioPlan as posted.
  request jsonb NOT NULL,
  error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX vendor_changes_project_idx ON vendor_changes (project_id, created_at DESC);
CREATE INDEX vendor_changes_unfinished_idx ON vendor_changes (status) WHERE status IN ('QUEUED', 'RUNNING');

CREATE TABLE vendor_change_devices (
  change_id uuid NOT NULL REFERENCES vendor_changes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  access_point_id text NOT NULL,
  serial text NOT NULL,
  before jsonb,
  after jsonb,
  result text NOT NULL CHECK (result IN ('PENDING', 'PLANNED', 'APPLIED', 'UNCHANGED', 'FAILED')),
  error text,
  PRIMARY KEY (change_id, position)
);
