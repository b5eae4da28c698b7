-- Insights (ARCHITECTURE §3–§4): rollups written by the import job in the same transaction as the project
-- version, so every KPI query is an index range sum and never a scan of raw samples.

-- The floors the KPI tables list, in file order (names as the rollups were computed).
CREATE TABLE kpi_floors (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  floor_plan_id text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (project_id, floor_plan_id)
);

-- Requirement areas of a project version; row_id is the small numeric id of the area KPI panels.
CREATE TABLE kpi_areas (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  area_id text NOT NULL,
  row_id bigserial NOT NULL UNIQUE,
  floor_plan_id text NOT NULL,
  name text NOT NULL,
  requirement_id text,
  PRIMARY KEY (project_id, area_id)
);
CREATE INDEX kpi_areas_floor_idx ON kpi_areas (project_id, floor_plan_id);

-- Samples and passes per criterion per floor (area_id '') or area, survey day (UTC start day) and band.
CREATE TABLE kpi_rollups (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  floor_plan_id text NOT NULL,
  area_id text NOT NULL DEFAULT '',
  survey_date date NOT NULL,
  band text NOT NULL CHECK (band IN ('TWO', 'FIVE', 'SIX')),
  samples integer NOT NULL CHECK (samples > 0),
  pass_rssi integer NOT NULL,
  pass_rssi2 integer NOT NULL,
  pass_snr integer NOT NULL,
  pass_channel_interference integer NOT NULL,
  pass_network_health integer NOT NULL,
  -- Area KPIs of one floor: a range on (project, band, floor).
  PRIMARY KEY (project_id, band, floor_plan_id, area_id, survey_date)
);
-- Floor KPIs of a project: the whole-floor rows of a band in a date range.
CREATE INDEX kpi_rollups_floor_totals_idx ON kpi_rollups (project_id, band, area_id, survey_date);

-- The whole project per survey day and band (the sum of its floors): project KPIs, daily health and the
-- project list's KPI columns are range sums here.
CREATE TABLE kpi_project_days (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  band text NOT NULL CHECK (band IN ('TWO', 'FIVE', 'SIX')),
  survey_date date NOT NULL,
  samples integer NOT NULL CHECK (samples > 0),
  pass_rssi integer NOT NULL,
  pass_rssi2 integer NOT NULL,
  pass_snr integer NOT NULL,
  pass_channel_interference integer NOT NULL,
  pass_network_health integer NOT NULL,
  PRIMARY KEY (project_id, band, survey_date)
);
-- Sorting the whole project list by a KPI sums one band's days across projects.
CREATE INDEX kpi_project_days_band_date_idx ON kpi_project_days (band, survey_date);

-- One row per survey: the survey-events table and its totals.
CREATE TABLE insight_survey_events (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  survey_id text NOT NULL,
  survey_name text NOT NULL,
  floor_plan_id text NOT NULL,
  floor_plan_name text NOT NULL,
  start_time timestamptz NOT NULL,
  survey_date date NOT NULL,
  created_by text,
  duration_seconds double precision NOT NULL,
  distance_meters double precision NOT NULL,
  discovered_aps integer NOT NULL,
  PRIMARY KEY (project_id, survey_id)
);
CREATE INDEX insight_survey_events_start_idx ON insight_survey_events (start_time DESC);
CREATE INDEX insight_survey_events_project_date_idx ON insight_survey_events (project_id, survey_date);

-- The network inventory, already grouped by vendor, model, generation, radio count, channel and power,
-- height and installation.
CREATE TABLE insight_device_counts (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position integer NOT NULL,
  ap_name text NOT NULL,
  vendor text,
  model text,
  wifi_generation text,
  radio_count integer NOT NULL,
  channel_and_power text NOT NULL,
  height_meters double precision,
  installation text,
  device_count integer NOT NULL CHECK (device_count > 0),
  PRIMARY KEY (project_id, position)
);

-- Tags of a project (tag keys and project tags of the .esx), for search and includeTag.
CREATE TABLE insight_project_tags (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  tag text NOT NULL,
  PRIMARY KEY (project_id, tag)
);
CREATE INDEX insight_project_tags_tag_idx ON insight_project_tags (lower(tag));

-- The project list pages on COMPLETED first, then name, within an organisation.
CREATE INDEX insight_projects_list_idx ON projects (org_id, (status <> 'COMPLETED'), lower(name), id);
