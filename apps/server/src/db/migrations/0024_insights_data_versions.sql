-- A version per organisation of everything the cached insights answers read (projects, their listed users and
-- tags, KPI totals, the organisation's sharing restriction). Each change gets a fresh value from a sequence in
-- the same transaction as the change, so a cached answer keyed by (caller, query, version) is never served
-- after the change commits, on any instance. The finer KPI rows (days, floors, areas) are written together
-- with the totals (one to three rows a project), which keeps the trigger cheap for large imports.
CREATE SEQUENCE insights_data_version_seq;

CREATE TABLE insights_data_versions (
  org_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_insights_data_version(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insights_data_versions (org_id, version) VALUES (target, nextval('insights_data_version_seq'))
  ON CONFLICT (org_id) DO UPDATE SET version = EXCLUDED.version
$$;

CREATE FUNCTION insights_project_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_insights_data_version(OLD.org_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.org_id IS DISTINCT FROM OLD.org_id) THEN
    PERFORM bump_insights_data_version(NEW.org_id);
  END IF;
  RETURN NULL;
END
$$;

-- For rows keyed by project: the project's organisation (gone with a deleted project, whose own trigger bumps).
CREATE FUNCTION insights_project_child_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  SELECT p.org_id INTO target FROM projects p
   WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.project_id ELSE NEW.project_id END;
  IF target IS NOT NULL THEN
    PERFORM bump_insights_data_version(target);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id THEN
    SELECT p.org_id INTO target FROM projects p WHERE p.id = OLD.project_id;
    IF target IS NOT NULL THEN
      PERFORM bump_insights_data_version(target);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION insights_organization_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_insights_data_version(NEW.id);
  RETURN NULL;
END
$$;

-- Deferred to commit: the version row is locked only while the transaction commits, so long imports of one
-- organisation do not queue behind each other on it.
CREATE CONSTRAINT TRIGGER insights_projects_version AFTER INSERT OR UPDATE OR DELETE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_changed();
CREATE CONSTRAINT TRIGGER insights_project_users_version AFTER INSERT OR UPDATE OR DELETE ON project_users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_child_changed();
CREATE CONSTRAINT TRIGGER insights_project_tags_version AFTER INSERT OR UPDATE OR DELETE ON insight_project_tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_child_changed();
CREATE CONSTRAINT TRIGGER insights_kpi_totals_version AFTER INSERT OR UPDATE OR DELETE ON kpi_project_totals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_project_child_changed();
CREATE CONSTRAINT TRIGGER insights_organizations_version AFTER UPDATE ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_organization_changed();
