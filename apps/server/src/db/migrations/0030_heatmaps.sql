-- Per floor of a project version: where the heatmap engine's input blob lives (points × radios RSSI matrix,
-- walls, placed APs, requirement areas) and its content hash, which is the data version in every heatmap ETag.
CREATE TABLE heatmap_floor_data (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The floor plan's id inside the .esx (floorPlans.json), as the heatmap URL carries it.
  floor_plan_id text NOT NULL,
  version integer NOT NULL,
  blob_key text NOT NULL,
  content_hash text NOT NULL,
  byte_size integer NOT NULL,
  width_meters double precision NOT NULL,
  height_meters double precision NOT NULL,
  meters_per_unit double precision NOT NULL,
  point_count integer NOT NULL,
  radio_count integer NOT NULL,
  access_point_count integer NOT NULL,
  wall_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, floor_plan_id)
);
