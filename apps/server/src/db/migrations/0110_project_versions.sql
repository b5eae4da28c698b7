-- Version history (issue #19): one row per committed project version — who made it, how, and what it holds.
-- project_documents and project_members keep each retained version's rows (VERSION_RETENTION newest per project).
CREATE TABLE project_versions (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The e-mail address of whoever made the version (the uploader, the restorer); null when unknown.
  created_by text,
  source text NOT NULL CHECK (source IN ('UPLOAD', 'EDIT', 'CONVERSION', 'RESTORE')),
  summary text NOT NULL DEFAULT '',
  PRIMARY KEY (project_id, version)
);

-- Existing projects keep only their current version: it becomes their first history entry.
INSERT INTO project_versions (project_id, version, created_at, created_by, source, summary)
SELECT p.id, p.version, p.updated_at,
  COALESCE(
    (SELECT u.user_email FROM uploads u WHERE u.project_id = p.id AND u.status = 'COMMITTED'
     ORDER BY u.finished_at DESC NULLS LAST LIMIT 1),
    (SELECT users.email FROM users WHERE users.id = p.created_by)),
  'UPLOAD', 'Uploaded ' || p.name
FROM projects p
ON CONFLICT DO NOTHING;

-- A server-made revision (a restore) names the history entry its import records; null for a user's upload.
ALTER TABLE uploads ADD COLUMN version_source text;
ALTER TABLE uploads ADD COLUMN version_summary text;
