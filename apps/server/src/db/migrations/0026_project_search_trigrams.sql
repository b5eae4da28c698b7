-- Trigram indexes for the substring search over project name, country and city (spec §5: a case-insensitive
-- substring, so a b-tree cannot help): a rare text no longer reads every project of the organisation. The
-- expressions are the ones the insights queries filter on. pg_trgm ships with PostgreSQL's contrib and is
-- loaded into PGlite by openPglite; where it is missing the search still works, by scanning.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX projects_name_trgm_idx ON projects USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX projects_country_trgm_idx ON projects USING gin (lower(coalesce(country, '')) gin_trgm_ops);
    CREATE INDEX projects_city_trgm_idx ON projects USING gin (lower(coalesce(city, '')) gin_trgm_ops);
  END IF;
END
$$;
