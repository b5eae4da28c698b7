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

-- The recount below reads only this index (an index-only scan, not the projects' rows).
CREATE INDEX projects_org_type_status_idx ON projects (org_id, project_type, status);

INSERT INTO insights_project_counts (org_id, project_type, status, projects)
SELECT org_id, project_type, status, count(*) FROM projects GROUP BY org_id, project_type, status;

-- An organisation's counts are recounted once per committing transaction that added, removed or changed its
-- projects, not adjusted per row: one counter row updated once per project of a bulk write (the bench's 90,000
-- copies, deleting a large organisation) would grow a chain of row versions walked on every update. The list of
-- organisations already recounted lives in a transaction-local setting, as in 0025.
CREATE FUNCTION recount_insights_projects(target uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recounted text := coalesce(current_setting('airlens.insights_projects_recounted', true), '');
BEGIN
  IF target IS NULL OR strpos(recounted, target::text) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('airlens.insights_projects_recounted', recounted || target::text || ',', true);
  DELETE FROM insights_project_counts WHERE org_id = target;
  INSERT INTO insights_project_counts (org_id, project_type, status, projects)
  SELECT org_id, project_type, status, count(*) FROM projects WHERE org_id = target
   GROUP BY org_id, project_type, status;
END
$$;

CREATE FUNCTION insights_project_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM recount_insights_projects(OLD.org_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM recount_insights_projects(NEW.org_id);
  END IF;
  RETURN NULL;
END
$$;

-- Deferred to commit, as the data version triggers of 0024, so the recount sees everything the transaction
-- wrote. Triggers of one event fire in name order: these names sort after insights_projects_version, which
-- first locks the organisation's version row until commit, so two transactions of one organisation recount one
-- after the other and the second sees the first's projects.
CREATE CONSTRAINT TRIGGER insights_projects_version_counts AFTER INSERT OR DELETE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_counted();
CREATE CONSTRAINT TRIGGER insights_projects_version_counts_moved AFTER UPDATE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.project_type IS DISTINCT FROM NEW.project_type
        OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION insights_project_counted();
