-- A floor plan nobody scaled in Ekahau has no metres per unit: it is imported "not scaled" (plan and APs shown,
-- no KPIs or heatmap) until a user sets the scale, instead of the whole upload being rolled back.
ALTER TABLE floor_plans ALTER COLUMN meters_per_unit DROP NOT NULL;
