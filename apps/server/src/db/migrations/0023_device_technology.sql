-- The newest 802.11 amendment of an inventory line (802.11ax style), shown beside its Wi-Fi generation.
ALTER TABLE insight_device_counts ADD COLUMN technology text;
