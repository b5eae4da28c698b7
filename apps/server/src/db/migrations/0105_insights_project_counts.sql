-- How many projects each organisation holds, per project type and status: the project list's total for an org
-- admin without a text or map filter is a sum over a few rows here instead of a count over every project of the
-- organisation (100,000 for large customers, read on every list page).
CREATE TABLE insights_project_counts (
  org_id uuid NOT NULL,
  project_type text NOT NULL,
  status text NOT NULL,
  projects bigint NOT NULL,
  PRIMARY KEY (org_id, project_type, status)
);

INSERT INTO insights_project_counts (org_id, project_type, status, projects)
SELECT org_id, project_type, status, count(*) FROM projects GROUP BY org_id, project_type, status;

-- Each event carries the row as it was and as it became, so the counts stay exact however a transaction
-- inserts, updates and deletes the same project.
CREATE FUNCTION insights_project_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE insights_project_counts SET projects = projects - 1
     WHERE org_id = OLD.org_id AND project_type = OLD.project_type AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insights_project_counts (org_id, project_type, status, projects)
    VALUES (NEW.org_id, NEW.project_type, NEW.status, 1)
    ON CONFLICT (org_id, project_type, status) DO UPDATE SET projects = insights_project_counts.projects + 1;
  END IF;
  RETURN NULL;
END
$$;

-- Deferred to commit, as the data version triggers of 0024: a counter row is locked only while a transaction
-- commits, so imports into one organisation do not wait for each other's whole transaction. Triggers of one
-- event fire in name order: these names sort after insights_projects_version, which first locks the
-- organisation's version row, so two commits of one organisation take the counter rows one after the other
-- and cannot deadlock on them.
CREATE CONSTRAINT TRIGGER insights_projects_version_counts AFTER INSERT OR DELETE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_counted();
CREATE CONSTRAINT TRIGGER insights_projects_version_counts_moved AFTER UPDATE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.project_type IS DISTINCT FROM NEW.project_type
        OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION insights_project_counted();
