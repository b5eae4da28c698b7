-- Sites, projects, their users and the project's .esx collections kept as documents.
CREATE TABLE sites (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sites_org_idx ON sites (org_id);

CREATE TABLE projects (
  id uuid PRIMARY KEY,
  -- A small numeric id for URLs and tables that want one; the uuid stays the API id.
  row_id bigserial UNIQUE NOT NULL,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE SET NULL,
  -- The id inside project.json: uploading the same project again makes a new version, not a duplicate.
  esx_project_id text NOT NULL,
  name text NOT NULL,
  country text,
  city text,
  latitude double precision,
  longitude double precision,
  project_type text NOT NULL DEFAULT 'MEASURED',
  status text NOT NULL DEFAULT 'COMPLETED',
  version integer NOT NULL DEFAULT 1,
  last_survey_date date,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, esx_project_id)
);
CREATE INDEX projects_org_status_idx ON projects (org_id, status);
CREATE INDEX projects_org_name_idx ON projects (org_id, lower(name));

CREATE TABLE project_users (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The user's e-mail address (spec §3: a project user's username is an e-mail address).
  username text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, username)
);
CREATE INDEX project_users_username_idx ON project_users (lower(username));

-- Every JSON collection of the .esx as documents: the batch API is a query, a download is a re-zip.
CREATE TABLE project_documents (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  collection text NOT NULL,
  entity_id text NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (project_id, collection, entity_id)
);
