-- The public demo (/demo) shows only the projects the demo seed imported, frozen at seed time: the seed records
-- them in app_settings 'demo_projects' as { orgId, projects: [{ id, version }] } (issue #13). Installations
-- seeded before that get the record here: the demo organisation's projects created before the seed finished,
-- still at version 1 (as imported; a later upload of a new version is real work and stays private).
INSERT INTO app_settings (key, value)
SELECT 'demo_projects',
       jsonb_build_object(
         'orgId', p.org_id::text,
         'projects', jsonb_agg(jsonb_build_object('id', p.id, 'version', p.version) ORDER BY p.id))
  FROM app_settings s
  JOIN projects p ON p.org_id = '00000000-0000-4000-8000-00000000d001'::uuid
                 AND p.created_at <= (s.value #>> '{}')::timestamptz
                 AND p.version = 1
 WHERE s.key = 'demo_seeded_at'
 GROUP BY p.org_id
ON CONFLICT (key) DO NOTHING;
