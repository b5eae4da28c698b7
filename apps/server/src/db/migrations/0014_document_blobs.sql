-- A document whose JSON is large (a survey with its route and track index runs to hundreds of kB) keeps its
-- body in the blob store, written before the import transaction like images and tracks; the row keeps its
-- place (collection, id, order) and a stub body. The embedded database then never holds tens of MB of JSON.
ALTER TABLE project_documents ADD COLUMN body_blob_key text;
