-- The whole project per band over every survey day: the project list and project KPIs without a date range
-- read one row per project instead of summing its days.
CREATE TABLE kpi_project_totals (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  band text NOT NULL CHECK (band IN ('TWO', 'FIVE', 'SIX')),
  samples integer NOT NULL CHECK (samples > 0),
  pass_rssi integer NOT NULL,
  pass_rssi2 integer NOT NULL,
  pass_snr integer NOT NULL,
  pass_channel_interference integer NOT NULL,
  pass_network_health integer NOT NULL,
  PRIMARY KEY (project_id, band)
);

INSERT INTO kpi_project_totals (project_id, band, samples, pass_rssi, pass_rssi2, pass_snr, pass_channel_interference, pass_network_health)
SELECT project_id, band, sum(samples), sum(pass_rssi), sum(pass_rssi2), sum(pass_snr), sum(pass_channel_interference), sum(pass_network_health)
  FROM kpi_project_days
 GROUP BY project_id, band;
