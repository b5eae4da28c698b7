-- Derived tables written by the import job inside the transaction that commits a project version.

-- A floor plan keeps its numeric row id across versions (it appears in /projects/{id}/{floorPlanRowId}).
CREATE TABLE floor_plan_row_ids (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  floor_plan_id text NOT NULL,
  row_id bigserial UNIQUE NOT NULL,
  PRIMARY KEY (project_id, floor_plan_id)
);

CREATE TABLE floor_plans (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The floor plan's id in the .esx.
  id text NOT NULL,
  row_id bigint NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  width double precision NOT NULL,
  height double precision NOT NULL,
  meters_per_unit double precision NOT NULL,
  image_id text,
  bitmap_image_id text,
  -- The blob of the image drawn under the plan (the raster companion of an SVG plan when there is one).
  image_blob_key text,
  image_content_type text,
  floor_number integer,
  building_id text,
  access_point_count integer NOT NULL DEFAULT 0,
  survey_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, id),
  UNIQUE (row_id)
);

CREATE TABLE access_points (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  -- SIMULATED (planned radios) or MEASURED (radios grouped from surveyed BSSIDs).
  kind text NOT NULL CHECK (kind IN ('SIMULATED', 'MEASURED')),
  vendor text,
  model text,
  mine boolean NOT NULL,
  hidden boolean NOT NULL,
  color text,
  floor_plan_id text,
  x double precision,
  y double precision,
  radio_count integer NOT NULL,
  PRIMARY KEY (project_id, id)
);
CREATE INDEX access_points_floor_idx ON access_points (project_id, floor_plan_id);

CREATE TABLE radios (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  id text NOT NULL,
  access_point_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SIMULATED', 'MEASURED')),
  band text CHECK (band IN ('TWO', 'FIVE', 'SIX')),
  primary_channel integer,
  channel_width_mhz integer,
  channels integer[] NOT NULL,
  transmit_power_dbm double precision,
  technology text,
  antenna_height_meters double precision,
  enabled boolean NOT NULL,
  ssids text[] NOT NULL,
  bssids text[] NOT NULL,
  PRIMARY KEY (project_id, id)
);
CREATE INDEX radios_ap_idx ON radios (project_id, access_point_id);

-- One row per survey (the survey events table of the insights area).
CREATE TABLE surveys (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  floor_plan_id text NOT NULL,
  started_at timestamptz,
  survey_date date,
  created_by text,
  route_type text NOT NULL,
  duration_seconds double precision NOT NULL,
  distance_meters double precision NOT NULL,
  scan_count integer NOT NULL,
  discovered_aps integer NOT NULL,
  PRIMARY KEY (project_id, id)
);
CREATE INDEX surveys_date_idx ON surveys (project_id, survey_date);

-- Every non-JSON member of a project version (images, tracks, unknown members) and its blob.
CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version integer NOT NULL,
  member_name text NOT NULL,
  blob_key text NOT NULL,
  size_bytes bigint NOT NULL,
  content_type text NOT NULL,
  PRIMARY KEY (project_id, version, member_name)
);
