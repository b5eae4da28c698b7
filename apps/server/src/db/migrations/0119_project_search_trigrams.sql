-- The project search (a case-insensitive substring of name, country or city, answered COMPLETED first, then by
-- name, at most 50) walked the projects in list order until 50 matched (migration 0118). A common text whose
-- matches sort late ("hel": every Helsinki project after all the B, C and D names) read tens of thousands of
-- projects per search at 100,000 (issue #21: ~3 ms of database time per search, ~550 searches a second on two
-- cores). Every project matching a text of three or more characters contains each three-character piece of it,
-- so this table lists, per organisation and piece, the projects containing it in list order: a search walks one
-- piece of its text in list order, testing the whole text on the rows it carries, and its first 50 matches are
-- the first 50 rows read when the piece is as common as the text.
--
-- `id` is the project's id, and org_id, status, project_type and search_text are the project's own, so the one
-- visibility rule (projectVisibleTo) and the search text condition read this table as they read projects.
CREATE TABLE project_search_trigrams (
  id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  org_id uuid NOT NULL,
  trigram text NOT NULL,
  -- The list order: (status <> 'COMPLETED'), lower(name), id.
  completed_last boolean NOT NULL,
  sort_name text NOT NULL,
  status text NOT NULL,
  project_type text NOT NULL,
  search_text text NOT NULL
);

-- The distinct three-character pieces of a search text that lie within one field (none spans the U+001F that
-- joins name, country and city, which no searched text holds).
CREATE FUNCTION project_search_trigrams_of(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT substr($1, i, 3) FROM generate_series(1, length($1) - 2) AS i
   WHERE strpos(substr($1, i, 3), E'\x1f') = 0
$$;

INSERT INTO project_search_trigrams (id, org_id, trigram, completed_last, sort_name, status, project_type, search_text)
SELECT p.id, p.org_id, t.trigram, p.status <> 'COMPLETED', lower(p.name), p.status, p.project_type, p.search_text
  FROM projects p CROSS JOIN LATERAL project_search_trigrams_of(p.search_text) AS t(trigram);

-- Built after the backfill (one sort instead of row by row). A search reads this index alone (an index-only
-- scan), in list order within one piece.
CREATE INDEX project_search_trigrams_walk_idx ON project_search_trigrams
  (org_id, trigram, completed_last, sort_name, id) INCLUDE (status, project_type, search_text);
-- Replacing or deleting one project's rows.
CREATE INDEX project_search_trigrams_project_idx ON project_search_trigrams (id);

-- Kept by statement triggers reading the transition tables: one INSERT … SELECT per statement, so a bulk write
-- (an import's batch, the bench's 90,000 copies) is not a statement per project. An update rewrites the rows of
-- the projects whose searched or listed fields changed; a delete is the foreign key's cascade.
CREATE FUNCTION project_search_trigrams_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_search_trigrams (id, org_id, trigram, completed_last, sort_name, status, project_type, search_text)
  SELECT p.id, p.org_id, t.trigram, p.status <> 'COMPLETED', lower(p.name), p.status, p.project_type, p.search_text
    FROM inserted_projects p CROSS JOIN LATERAL project_search_trigrams_of(p.search_text) AS t(trigram);
  RETURN NULL;
END
$$;

CREATE FUNCTION project_search_trigrams_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The delete and the insert share one snapshot: the delete removes only the rows there before.
  WITH changed AS (
    SELECT n.id FROM updated_projects n JOIN previous_projects o ON o.id = n.id
     WHERE (o.org_id, o.search_text, o.status, o.project_type)
           IS DISTINCT FROM (n.org_id, n.search_text, n.status, n.project_type)
  ), removed AS (
    DELETE FROM project_search_trigrams s USING changed c WHERE s.id = c.id
  )
  INSERT INTO project_search_trigrams (id, org_id, trigram, completed_last, sort_name, status, project_type, search_text)
  SELECT p.id, p.org_id, t.trigram, p.status <> 'COMPLETED', lower(p.name), p.status, p.project_type, p.search_text
    FROM updated_projects p JOIN changed c ON c.id = p.id
   CROSS JOIN LATERAL project_search_trigrams_of(p.search_text) AS t(trigram);
  RETURN NULL;
END
$$;

CREATE TRIGGER project_search_trigrams_inserted AFTER INSERT ON projects
  REFERENCING NEW TABLE AS inserted_projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_trigrams_inserted();
CREATE TRIGGER project_search_trigrams_updated AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS previous_projects NEW TABLE AS updated_projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_trigrams_updated();
