-- Documents are written per project version before the import transaction (in small statements, so the
-- embedded database is never held for long); the transaction only moves projects.version to make them
-- visible. Readers select the documents of the project's current version.
ALTER TABLE project_documents ADD COLUMN version integer NOT NULL DEFAULT 1;
-- File order within a collection, so the batch API answers entities in the order Ekahau wrote them.
ALTER TABLE project_documents ADD COLUMN position integer NOT NULL DEFAULT 0;
ALTER TABLE project_documents DROP CONSTRAINT project_documents_pkey;
ALTER TABLE project_documents ADD PRIMARY KEY (project_id, version, collection, entity_id);
-- Documents of a new project are staged before its projects row exists; the import and project-delete
-- jobs remove them explicitly instead of relying on the cascade.
ALTER TABLE project_documents DROP CONSTRAINT project_documents_project_id_fkey;
