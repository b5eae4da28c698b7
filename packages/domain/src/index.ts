export {
  ACCOUNT_MESSAGES,
  BREAKPOINTS,
  CONVERSION_COMPLETE_DELAY_MS,
  CONVERSION_ENCODED_PROGRESS,
  CONVERSION_RESPONSE_PROGRESS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SHARING_RESTRICTION,
  DESIGN_PROJECT_DISABLED,
  DIALOG_BUMP_MS,
  DIALOG_ENTER_MS,
  DIALOG_LEAVE_MS,
  DIALOG_Z_INDEX,
  DOWNLOAD_RELEASE_MS,
  ERROR_REPORTING_REPLAY_ON_ERROR_RATE,
  ERROR_REPORTING_REPLAY_SESSION_RATE,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
  EULA_VERSION,
  FIELD_REQUIRED,
  GOOD_SCORE_THRESHOLD,
  HEATMAP_CACHE_SIZE,
  INVALID_EMAIL,
  INVALID_FLOOR_PLAN_ROW_ID,
  LIST_ONLY_THRESHOLD,
  LOADING_TEXT,
  LOAD_FAILURE_MESSAGES,
  LOCKOUT_MESSAGE,
  LOGIN_FAILED,
  LOGIN_LOCKOUT_MINUTES,
  NO_CSRF_TOKEN,
  NO_DATA_AVAILABLE,
  NOTIFICATION_WIDTH,
  NOTIFICATION_WRAP_CONFIRM_LENGTH,
  OBJECT_NOT_FOUND_MESSAGE,
  OVERLAY_Z_INDEX,
  PRODUCT_TITLES,
  PROGRESS_BAR_DEFAULT_HEIGHT,
  PROGRESS_BAR_MAX,
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME,
  RELEASE_NOTES_VERSION,
  SEARCH_LOADER_DELAY_MS,
  SHARING_RESTRICTIONS,
  SUCCESS_MESSAGES,
  SURVEY_TABLE_PAGE_SIZE,
  TABLE_LOADER_DELAY_MS,
  UNEXPECTED_ERROR,
  UPLOAD_COMMIT_CAP,
  UPLOAD_FAILED,
  UPLOAD_IN_PROGRESS_CAP,
  UPLOAD_POLL_CAP_MS,
  UPLOAD_POLL_STEP_MS,
  UPLOAD_SENDING_SHARE,
  WHATS_NEW_CONTENT_MAX_HEIGHT,
  WHATS_NEW_DIALOG_WIDTH,
  WHATS_NEW_TITLE,
  conversionFailedMessage,
  retryDelayMs,
  uploadFailedMessage,
} from './constants';
export type { SharingRestriction } from './constants';

export {
  LICENCE_PRODUCTS,
  LICENCE_STATUSES,
  deriveAccessFlags,
  isLicenceProduct,
  isSubscriptionExpired,
  licenceStatusSchema,
  licenceTypesOf,
} from './licence';
export type {
  AccessFlags,
  AccessFlagsInput,
  LicenceProduct,
  LicenceStatus,
  LicenceStatusAnswer,
  LicenceTypes,
} from './licence';

export { USER_ROLES, clientUserSchema, toClientUser, userSchema } from './user';
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
export type { AccessSubject, AdminSubject, UploadSubject } from './access';

export {
  EULA_CONSENT_PATH,
  HOME_MANAGE_MY_PAGE_PATH,
  HOME_MANAGE_PATH,
  LOGIN_PATH,
  MANAGE_HOME_PATH,
  ROOT_PATH,
  ROUTES,
  isNumericId,
  isUuidLike,
  loginRedirectPath,
  matchRoute,
  pageTitleFor,
  productTitleKindFor,
  resolveNavigation,
} from './routes';
export type {
  NavigationInput,
  NavigationResult,
  RouteAccess,
  RouteDefinition,
  RouteMatch,
  RouteMeta,
} from './routes';

export { isAllowedRedirect, isSameAppPath, safeRedirectTarget } from './redirect-allow-list';
export type { RedirectAllowList } from './redirect-allow-list';

export { formatDate, formatDistance, formatDuration, formatRelativeTime } from './format';

export {
  DEFAULT_PROJECT_ROLE,
  PROJECT_ROLES,
  dedupeProjectUsers,
  effectiveProjectRole,
  hasFullAccess,
  hasWriteAccess,
  isOwner,
  isProjectRole,
  projectRoleRank,
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
export type { Criterion, FrequencyBand, KpiInput, KpiSet, Requirement, SampleValues } from './insights';
export { bandOfFrequencyMhz, channelCentreMhz, channelOfFrequencyMhz } from './wifi-channels';

export {
  UNKNOWN_SSID_LABEL,
  WIFI_GENERATIONS,
  WIFI_TECHNOLOGIES,
  bestTechnology,
  parseWifiTechnology,
  ssidLabel,
  technologyLabel,
  technologyRank,
  wifiGenerationLabel,
  wifiGenerationOf,
} from './wifi';
export type { OtherRadioKind, WifiGeneration, WifiTechnology } from './wifi';

export {
  DESIGN_TYPE_ICONS,
  GENERATED_SURVEY_PREFIX,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  canLoadProjectData,
  compareCompletedFirst,
  designTypeIconOf,
  isDesignProject,
  isGeneratedSurvey,
  isListedProjectStatus,
} from './projects';
export type { DesignTypeIcon, ProjectStatus, ProjectType } from './projects';

export {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_SOURCES,
  ANALYTICS_USER_ROLES,
  analyticsEventSchema,
  analyticsUserRole,
  isBotUserAgent,
  isInternalEmail,
} from './analytics';
export type { AnalyticsEvent, AnalyticsSubject, AnalyticsUserRole } from './analytics';

export {
  buildErrorMessage,
  errorBodySchema,
  isAuthorizationFailure,
  isNotFoundMessage,
  loginErrorMessage,
  resultWrapperSchema,
  shouldReportError,
} from './errors';
export type { ErrorBody } from './errors';

export {
  PASSWORD_BASELINE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
  characterClassCount,
  checkPasswordBaseline,
  checkPasswordPolicy,
  passwordRuleTexts,
} from './password-policy';
export { isCommonPassword } from './common-passwords';

export {
  DEFAULT_COURSE_TITLE,
  chooseCourse,
  chooseWebinar,
  parseCourseCard,
  parseCourseDates,
  parseWebinarDate,
  webinarButtonLabel,
} from './marketing';
export type { ChosenCourse, ChosenWebinar, CourseCard, CourseDates, WebinarPost } from './marketing';
export { decodeHtmlEntities, htmlToText } from './marketing-dates';

export {
  CLIENT_UPLOAD_STATUSES,
  SERVER_UPLOAD_STATUSES,
  nextUploadProgress,
  pollDelayMs,
  sendingProgress,
  uploadFailureMessage,
  uploadStatusSchema,
} from './upload-progress';
export type { ClientUploadStatus, ServerUploadStatus, UploadStatusAnswer } from './upload-progress';

export {
  matchesDeviceSearch,
  matchesKpiRowSearch,
  matchesProjectSearch,
  matchesSurveySearch,
} from './table-search';

export { WHATS_NEW_SEEN_KEY, shouldOpenWhatsNew } from './whats-new';
export type { WhatsNewContext } from './whats-new';
export { UNSAFE_CHARACTER_MESSAGE, hasUnsafeCharacter, toSafeText } from './text-safety';

export {
  FLOOR_NOT_SCALED_MESSAGE,
  MAX_METERS_PER_UNIT,
  MIN_MEASURED_UNITS,
  MIN_METERS_PER_UNIT,
  isPlausibleMetersPerUnit,
  measureFloorScale,
  planPoint,
} from './floor-scale';
export type { FloorScaleResult, PlanPoint } from './floor-scale';

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
