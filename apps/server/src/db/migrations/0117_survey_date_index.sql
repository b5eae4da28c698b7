-- The Insights filter bar's date bounds (issue #21): the first and the last survey day among the caller's
-- projects are read as the first row of this index in each direction (findSurveyDateRange), instead of a
-- min/max over a join of every survey, which PGlite's one connection ran ahead of the dashboard's first page.
CREATE INDEX surveys_survey_date_idx ON surveys (survey_date) WHERE survey_date IS NOT NULL;
