-- The project search (spec: a case-insensitive substring of name, country or city) over one stored, lower-cased
-- text per project instead of three lower() calls and three LIKEs per project read (issue #21: the search read
-- tens of thousands of projects per query at 100,000). The fields are joined by the unit separator (U+001F), a
-- control character the input guard refuses in any request, so a searched text never spans two fields and a
-- LIKE on this text matches exactly the projects one of whose fields contains the text.
ALTER TABLE projects ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(name) || E'\x1f' || lower(coalesce(country, '')) || E'\x1f' || lower(coalesce(city, ''))
) STORED;

-- The list order (COMPLETED first, then name) carrying what a search tests and the visibility rule reads, so a
-- search walking the projects in list order reads this index alone (an index-only scan) instead of every
-- project's row; it replaces the same key without those columns (insight_projects_list_idx).
CREATE INDEX projects_list_search_idx ON projects (org_id, (status <> 'COMPLETED'), lower(name), id)
  INCLUDE (status, project_type, name, search_text);
DROP INDEX IF EXISTS insight_projects_list_idx;

-- One trigram index over the joined text instead of three OR-ed bitmaps (one per field, migration 0026): a rare
-- text is one index probe. The country and city indexes served only that OR; the name index stays for the
-- survey and device searches, which match the project name alone.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX projects_search_text_trgm_idx ON projects USING gin (search_text gin_trgm_ops);
    DROP INDEX IF EXISTS projects_country_trgm_idx;
    DROP INDEX IF EXISTS projects_city_trgm_idx;
  END IF;
END
$$;
