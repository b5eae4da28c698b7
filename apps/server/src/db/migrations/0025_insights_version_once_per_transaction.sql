-- Move an organisation's insights data version once per transaction, not once per changed row: the triggers
-- of 0024 fire at commit for every row, and an import or a bulk write touches hundreds of rows of one
-- organisation (each bump rewrote the same version row). One new value per committing transaction is all a
-- cache needs. The list of organisations already moved lives in a transaction-local setting.
CREATE OR REPLACE FUNCTION bump_insights_data_version(target uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('airlens.insights_versions_bumped', true), '');
BEGIN
  IF strpos(bumped, target::text) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('airlens.insights_versions_bumped', bumped || target::text || ',', true);
  INSERT INTO insights_data_versions (org_id, version) VALUES (target, nextval('insights_data_version_seq'))
  ON CONFLICT (org_id) DO UPDATE SET version = EXCLUDED.version;
END
$$;
