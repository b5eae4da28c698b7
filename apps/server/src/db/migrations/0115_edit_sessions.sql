-- Design editing (issue #19): consecutive edits by one user share one history entry. An EDIT entry records the
-- version its editing session started from, so the entry's summary is the diff of the whole session and the next
-- edit of the session can take the entry over; null for every other entry.
ALTER TABLE project_versions ADD COLUMN edit_base_version integer;
