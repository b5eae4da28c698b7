/** Every feature flag of docs/product-spec.md §1, in the order /config.json lists them. */
export const FEATURE_FLAG_NAMES = [
  'notification',
  'sixGhz',
  'ssidDropdown',
  'designProject',
  'shareApi',
  'passwordPolicy',
  'cloudPlanner',
  'recommendations',
  'projectDownload',
  'rssiExport',
  'dashboard',
  'datasource',
  'ssoConfig',
  'aipoTrial',
  'projectRename',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;
