export {
  ACCOUNT_MESSAGES,
  BREAKPOINTS,
  CONVERSION_COMPLETE_DELAY_MS,
  CONVERSION_ENCODED_PROGRESS,
  CONVERSION_RESPONSE_PROGRESS,
  DEFAULT_PAGE_SIZE,
  DESIGN_PROJECT_DISABLED,
  DIALOG_BUMP_MS,
  DIALOG_ENTER_MS,
  DIALOG_LEAVE_MS,
  DIALOG_Z_INDEX,
  ERROR_REPORTING_REPLAY_ON_ERROR_RATE,
  ERROR_REPORTING_REPLAY_SESSION_RATE,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
  EULA_VERSION,
  FIELD_REQUIRED,
  GOOD_SCORE_THRESHOLD,
  HEATMAP_CACHE_SIZE,
  INVALID_EMAIL,
  LOADING_TEXT,
  LOAD_FAILURE_MESSAGES,
  LOCKOUT_MESSAGE,
  LOGIN_FAILED,
  NO_CSRF_TOKEN,
  NO_DATA_AVAILABLE,
  NOTIFICATION_WIDTH,
  NOTIFICATION_WRAP_CONFIRM_LENGTH,
  OVERLAY_Z_INDEX,
  PRODUCT_TITLES,
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
  QUERY_RETRIES,
  QUERY_STALE_TIME,
  RELEASE_NOTES_VERSION,
  SEARCH_LOADER_DELAY_MS,
  SHARING_RESTRICTIONS,
  SUCCESS_MESSAGES,
  SURVEY_TABLE_PAGE_SIZE,
  TABLE_LOADER_DELAY_MS,
  UNEXPECTED_ERROR,
  UPLOAD_SENDING_SHARE,
  WHATS_NEW_CONTENT_MAX_HEIGHT,
  WHATS_NEW_DIALOG_WIDTH,
  WHATS_NEW_TITLE,
  conversionFailedMessage,
  retryDelayMs,
  uploadFailedMessage,
} from './constants';
export type { SharingRestriction } from './constants';

export { LICENCE_PRODUCTS, LICENCE_STATUSES, deriveAccessFlags, licenceStatusSchema } from './licence';
export type { AccessFlags, LicenceProduct, LicenceStatus, LicenceStatusAnswer } from './licence';

export { clientUserSchema, toClientUser, userSchema } from './user';
export type { ClientUser, User, UserRole } from './user';

export {
  canUploadProjects,
  hasCloudAccess,
  hasInsightsAccess,
  hasOnlinePlannerAccess,
  hasOptimizerAccess,
  isAccessRestricted,
  isLicenceBlocked,
  isManageAdminAllowed,
  isOrgSettingsAllowed,
} from './access';

export {
  HOME_MANAGE_MY_PAGE_PATH,
  HOME_MANAGE_PATH,
  LOGIN_PATH,
  MANAGE_HOME_PATH,
  ROOT_PATH,
  isNumericId,
  pageTitleFor,
  resolveNavigation,
} from './routes';

export { isSameAppPath, safeRedirectTarget } from './redirect-allow-list';

export { formatDate, formatDistance, formatDuration, formatRelativeTime } from './format';

export {
  PROJECT_ROLES,
  dedupeProjectUsers,
  hasFullAccess,
  hasWriteAccess,
  isOwner,
  isProjectRole,
  userSummaryLabel,
} from './project-roles';
export type { ProjectRole, ProjectUser } from './project-roles';

export {
  CRITERIA,
  CRITERION_LABELS,
  DEFAULT_BAND,
  DEFAULT_CRITERION,
  DEFAULT_REQUIREMENT,
  FREQUENCY_BANDS,
  FREQUENCY_BAND_LABELS,
  SCORED_CRITERIA,
  averageScore,
  countIssues,
  isCriterion,
  isFrequencyBand,
  isGoodScore,
  kpiScore,
  samplePasses,
  shouldUseListOnlyMode,
} from './insights';
export type { Criterion, FrequencyBand, Requirement } from './insights';
export { bandOfFrequencyMhz, channelCentreMhz, channelOfFrequencyMhz } from './wifi-channels';

export {
  UNKNOWN_SSID_LABEL,
  WIFI_GENERATIONS,
  bestTechnology,
  ssidLabel,
  technologyLabel,
  wifiGenerationLabel,
  wifiGenerationOf,
} from './wifi';
export type { WifiGeneration } from './wifi';

export {
  DESIGN_TYPE_ICONS,
  PROJECT_TYPES,
  canLoadProjectData,
  compareCompletedFirst,
  designTypeIconOf,
  isDesignProject,
  isGeneratedSurvey,
  isListedProjectStatus,
} from './projects';
export type { DesignTypeIcon } from './projects';

export {
  ANALYTICS_EVENT_TYPES,
  analyticsEventSchema,
  analyticsUserRole,
  isBotUserAgent,
  isInternalEmail,
} from './analytics';
export type { AnalyticsEvent } from './analytics';

export { buildErrorMessage, isNotFoundMessage } from './errors';
export { resultWrapperSchema } from './result-wrapper';

export {
  PASSWORD_MIN_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
  checkPasswordBaseline,
  checkPasswordPolicy,
  passwordRuleTexts,
} from './password-policy';
export { isCommonPassword } from './common-passwords';

export { chooseCourse, chooseWebinar, parseCourseCard, webinarButtonLabel } from './marketing';
export type { ChosenCourse, ChosenWebinar, WebinarPost } from './marketing';

export {
  nextUploadProgress,
  pollDelayMs,
  sendingProgress,
  uploadFailureMessage,
  uploadStatusSchema,
} from './upload-progress';
export type { ClientUploadStatus, UploadStatusAnswer } from './upload-progress';

export { matchesKpiRowSearch } from './table-search';

export { shouldOpenWhatsNew } from './whats-new';
export { UNSAFE_CHARACTER_MESSAGE, hasUnsafeCharacter, toSafeText } from './text-safety';

export {
  FLOOR_NOT_SCALED_MESSAGE,
  MAX_METERS_PER_UNIT,
  MIN_METERS_PER_UNIT,
  measureFloorScale,
  planPoint,
} from './floor-scale';
export type { PlanPoint } from './floor-scale';
export { metres, metresPerPlanUnit, planUnits } from './units';
export type {
  MeterPoint,
  Metres,
  MetresArray,
  MetresLike,
  MetresPerPlanUnit,
  MetresPerPlanUnitLike,
  PlanUnits,
  PlanUnitsArray,
  PlanUnitsLike,
} from './units';

export {
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  REPORT_PAGE_SIZES,
  REPORT_RETENTION_DAYS,
  REPORT_SECTION_TYPES,
  REPORT_STATUSES,
  REPORT_TEMPLATE_VISIBILITIES,
  REPORT_UNIT_SYSTEMS,
  isFinalReportStatus,
} from './reports';
export type {
  ReportFormat,
  ReportLanguage,
  ReportPageSize,
  ReportSectionType,
  ReportStatus,
  ReportTemplateVisibility,
  ReportUnitSystem,
} from './reports';

export {
  DESIGN_COLLECTION_OF,
  DESIGN_ENTITY_TYPES,
  DESIGN_OPERATION_KINDS,
  DesignOperationError,
} from './design/design-types';
export type {
  Design,
  DesignEntity,
  DesignEntityType,
  DesignOperation,
  DesignOperationKind,
  DesignPoint,
} from './design/design-types';
export { applyOperations, invertOperations } from './design/design-operations';
export { ANTENNA_TILT_DEGREES } from './design/design-values';
export { rebaseOperations } from './design/design-rebase';
export type { DroppedOperation, RebaseResult } from './design/design-rebase';
