-- Insights read the import's own derived tables (0013: floor_plans, surveys) instead of keeping copies:
-- the floor names and survey event rows of 0020 go, and the survey-events table gets the index it pages on.
DROP TABLE insight_survey_events;
DROP TABLE kpi_floors;

-- The survey-events table lists an organisation's surveys newest first.
CREATE INDEX insight_surveys_started_idx ON surveys (started_at DESC, project_id, id);
