-- A survey on a floor plan without a scale has no distance in metres until the scale is set (the project is then
-- imported again): NULL says "unknown", where 0 would claim the surveyor did not walk.
ALTER TABLE surveys ALTER COLUMN distance_meters DROP NOT NULL;
