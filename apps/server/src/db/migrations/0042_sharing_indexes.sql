-- Indexes for the sharing, manage and sites queries (measured on 10,000 projects).
-- Owner lookups: the manage table's owner column and the NO_SHARING visibility rule read OWNER listings.
CREATE INDEX project_users_owner_idx ON project_users (project_id) WHERE role = 'OWNER';
-- Sites with their projects.
CREATE INDEX projects_site_idx ON projects (site_id) WHERE site_id IS NOT NULL;
