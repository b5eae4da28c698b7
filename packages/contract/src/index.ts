// The HTTP contract of Airlens: every endpoint's paths and zod schemas, shared by the server (routes and
// /openapi.json), the web app's client and tests. New endpoints are declared here first.
export {
  commonErrors,
  defineEndpoint,
  errorBodySchema,
  pathOf,
  successSchemaOf,
  successStatusOf,
} from './endpoint';
export type {
  AnswerOf,
  BodyEncoding,
  BodyOf,
  Endpoint,
  EndpointAccess,
  HttpMethod,
  ParamsOf,
  QueryOf,
} from './endpoint';
export { FEATURE_FLAG_NAMES } from './feature-flags';
export type { FeatureFlagName, FeatureFlags } from './feature-flags';
export {
  MANAGE_MAX_PAGE_SIZE,
  manageEndpoints,
  managedLicenseSchema,
  managedProjectSchema,
  managePagedQuerySchema,
} from './manage';
export type {
  ManagedLicense,
  ManagedLicensePage,
  ManagedProject,
  ManagedProjectPage,
  ManagePagedQuery,
} from './manage';
export { OAUTH_SCOPES, oauthEndpoints } from './oauth';
export type { ConnectedApp, ConsentRequest, OAuthScope } from './oauth';
export { pageConfigSchema, platformEndpoints } from './platform';
export type { PageConfig } from './platform';
export {
  batchAccessPointSchema,
  floorScaleAnswerSchema,
  floorScaleBodySchema,
  imageUrlSchema,
  projectBatchSchema,
  projectLocationSchema,
  projectsEndpoints,
} from './projects';
export type {
  BatchAccessPoint,
  FloorScaleAnswer,
  FloorScaleBody,
  ProjectBatch,
  ProjectLocation,
} from './projects';
export {
  batchAntennaTypeSchema,
  batchAttenuationAreaSchema,
  batchAttenuationAreaTypeSchema,
  batchCollection,
  batchSimulatedRadioSchema,
} from './batch-entities';
export type { BatchAttenuationAreaType } from './batch-entities';
export { contract, listEndpoints } from './registry';
export { guestSessionSchema, secureViewEndpoints } from './secure-view';
export type { GuestSession } from './secure-view';
export {
  projectAccessSchema,
  projectPreferenceChangeSchema,
  projectPreferenceSchema,
  projectUserSchema,
  secureLinkSchema,
  shareEntriesSchema,
  shareEntrySchema,
  sharingEndpoints,
} from './sharing';
export type { ProjectAccess, SecureLink, ShareEntry } from './sharing';
export {
  createUploadAnswerSchema,
  createUploadBodySchema,
  uploadStatusAnswerSchema,
  uploadsEndpoints,
} from './uploads';
export { analyticsEndpoints, analyticsEventBodySchema } from './analytics';
export { authEndpoints } from './auth';
export { devMailboxEndpoints } from './dev-mailbox';
export { courseEntrySchema, marketingEndpoints, webinarPostSchema } from './marketing';
export { notificationsEndpoints } from './notifications';
export type { NotificationLevel, ServerNotification } from './notifications';
export { organizationsEndpoints } from './organizations';
export type { OrgPreferences, UserGroup } from './organizations';
export { MAX_SSO_DOMAINS, ssoConfigEndpoints, ssoEndpoints } from './sso';
export type { CheckSsoAnswer, SsoConfiguration, SsoConfigurationInput, SsoDomain, SsoResult } from './sso';
export { usersEndpoints } from './users';
export type { WhoAmI } from './users';
export {
  ALL_HEATMAP_TYPES,
  HEATMAP_TYPES,
  PLANNING_HEATMAP_TYPES,
  heatmapBodySchema,
  heatmapsEndpoints,
} from './heatmaps';
export type { HeardRadio, HeatmapAnswer, HeatmapBody, InspectSample } from './heatmaps';
export { insightsEndpoints } from './insights';
export { planningEndpoints } from './planning';
export {
  MAX_DESIGN_OPERATIONS,
  VERSION_SOURCES,
  designOperationSchema,
  designPatchBodySchema,
  versionsEndpoints,
} from './versions';
export type {
  AutoPlanBody,
  AutoPlanStatus,
  DesignPatchAnswer,
  DesignPatchBody,
  ProjectVersion,
  VersionDiff,
  VersionRestoreAnswer,
  VersionSource,
} from './versions';
export type { CapacityAnswer, DeviceProfileAnswer, RequirementPassRatesAnswer } from './planning';
export { INSIGHTS_MAX_PAGE_SIZE } from './insights-common';
export type { Paged } from './insights-common';
export type {
  SurveyDateRange,
  SurveyEvent,
  SurveyTotals,
  DeviceCount,
  DeviceGrouping,
  DeviceModelCount,
  DeviceTotals,
} from './insights-inventory';
export { DEVICE_GROUPINGS } from './insights-inventory';
export type {
  AreaKpiPanel,
  AreaKpiRow,
  DailyHealth,
  FloorKpiRow,
  InsightsFloorPlan,
  Kpis,
  ProjectKpiPanel,
} from './insights-kpis';
export type { InsightsProject, ProjectEntry, SearchHit } from './insights-projects';
export { MAX_PLACE_RESULTS, placesEndpoints } from './places';
export type { Place } from './places';
export { sitesEndpoints } from './sites';
export {
  ACCESS_TOKEN_SCOPES,
  createPersonalAccessTokenSchema,
  PERSONAL_ACCESS_TOKEN_LIFETIMES,
  tokensEndpoints,
} from './tokens';
export type {
  AccessTokenScope,
  CreatedPersonalAccessToken,
  CreatePersonalAccessTokenInput,
  PersonalAccessToken,
} from './tokens';
export type { Site } from './sites';
export { BOM_FORMATS, RSSI_EXPORT_COLUMNS, billOfMaterialsSchema, exportsEndpoints } from './exports';
export type { BillOfMaterials, BomAccessPoint, BomFormat, BomModel } from './exports';
export {
  CONTROLLER_ARCHIVE_MAX_BASE64_CHARS,
  CONTROLLER_ARCHIVE_MAX_BYTES,
  CONTROLLER_EXPORT_FORMATS,
  controllerArchiveEndpoints,
  controllerArchiveUploadBodySchema,
} from './controller-archive';
export type { ControllerArchiveUploadBody, ControllerExportFormat } from './controller-archive';
export {
  DEFAULT_REPORT_TEMPLATE_ID,
  DEFAULT_REPORT_VISUALIZATIONS,
  MAX_REPORT_LOGO_BASE64,
  createReportBodySchema,
  reportStatusSchema,
  reportSummarySchema,
  reportTemplateBodySchema,
  reportTemplateOptionsSchema,
  reportTemplateSchema,
  reportsEndpoints,
} from './reports';
export type {
  CreateReportBody,
  ReportSection,
  ReportStatusAnswer,
  ReportSummary,
  ReportTemplate,
  ReportTemplateBody,
  ReportTemplateOptions,
} from './reports';
export {
  AP_MATCH_METHODS,
  AP_MATCH_STATUSES,
  DEFAULT_MERAKI_BASE_URL,
  VENDOR_CHANGE_KINDS,
  VENDOR_CHANGE_STATUSES,
  VENDOR_DEVICE_RESULTS,
  VENDOR_DEVICE_STATUSES,
  VENDOR_INTEGRATION_VENDORS,
  vendorChangeBodySchema,
  vendorConnectBodySchema,
  vendorIntegrationEndpoints,
  vendorOptimizationBodySchema,
  vendorProjectLinkBodySchema,
} from './vendor-integration';
export type {
  ApMatch,
  ApMatchStatus,
  VendorChange,
  VendorChangeBody,
  VendorChangeKind,
  VendorConnectBody,
  VendorConnection,
  VendorDeviceStatus,
  VendorLiveDevice,
  VendorNetwork,
  VendorOptimization,
  VendorOptimizationBody,
  VendorProjectLink,
  VendorProjectLinkBody,
} from './vendor-integration';
export {
  vendorApRenameBodySchema,
  vendorFloorPlanBodySchema,
  vendorOptimizationHeatmapBodySchema,
} from './vendor-integration-actions';
export type {
  VendorApRename,
  VendorApRenameAnswer,
  VendorApRenameBody,
  VendorCreatedFloorPlan,
  VendorFloorPlanBody,
  VendorOptimizationHeatmap,
  VendorOptimizationHeatmapBody,
} from './vendor-integration-actions';
