/** Business constants and fixed texts of the product spec (docs/product-spec.md §8, §9). */

/** The EULA version every signed-in user must have consented to. */
export const EULA_VERSION = 'v4';

/** The release-notes version; the What's new dialog opens while the stored seen version differs. */
export const RELEASE_NOTES_VERSION = 'september-4-2025';

/** Sharing restriction values of an organisation (clarifications). */
export const SHARING_RESTRICTIONS = ['NO_RESTRICTION', 'ORGANIZATION_ONLY', 'NO_SHARING'] as const;

/** One organisation sharing restriction value. */
export type SharingRestriction = (typeof SHARING_RESTRICTIONS)[number];

/** Default page size of data tables. */
export const DEFAULT_PAGE_SIZE = 5;

/** Page size of the survey-events table on the main insights screen. */
export const SURVEY_TABLE_PAGE_SIZE = 15;

/** Delay before a search shows its loader, in milliseconds. */
export const SEARCH_LOADER_DELAY_MS = 500;

/** Delay before a table shows its loader, in milliseconds. */
export const TABLE_LOADER_DELAY_MS = 1000;

/** Maximum number of cached heatmaps; the oldest is evicted first. */
export const HEATMAP_CACHE_SIZE = 100;

/** The project list switches to list-only mode when the first unfiltered load returns more than this. */
export const LIST_ONLY_THRESHOLD = 200;

/** A KPI score above this is good; at or below it is bad. */
export const GOOD_SCORE_THRESHOLD = 80;

/** Share of upload progress (percent) allotted to sending the bytes. */
export const UPLOAD_SENDING_SHARE = 80;

/** Progress cap (percent) while the server reports IN_PROGRESS. */
export const UPLOAD_IN_PROGRESS_CAP = 95;

/** Progress cap (percent) while the server reports COMMIT_IN_PROGRESS. */
export const UPLOAD_COMMIT_CAP = 99;

/** Growth of the upload status poll delay per turn, in milliseconds. */
export const UPLOAD_POLL_STEP_MS = 50;

/** Maximum upload status poll delay, in milliseconds. */
export const UPLOAD_POLL_CAP_MS = 2000;

/** Message of a failed upload without a rollback reason. */
export const UPLOAD_FAILED = 'Upload failed';

/** Wait before an archive conversion reports completion, in milliseconds. */
export const CONVERSION_COMPLETE_DELAY_MS = 500;

/** Progress (percent) of an archive conversion once the archive is base64-encoded. */
export const CONVERSION_ENCODED_PROGRESS = 10;

/** Progress (percent) of an archive conversion once the server answered. */
export const CONVERSION_RESPONSE_PROGRESS = 80;

/** Number of retries of a failed data-cache query. */
export const QUERY_RETRIES = 3;

/** First retry delay of a data-cache query, in milliseconds. */
const QUERY_RETRY_BASE_DELAY_MS = 1000;

/** Maximum retry delay of a data-cache query, in milliseconds. */
const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** Time an unused data-cache entry is kept, in milliseconds. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Time cached data stays fresh: it never goes stale. */
export const QUERY_STALE_TIME = Number.POSITIVE_INFINITY;

/** Whether cached queries refetch on window focus. */
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;

/** Delay before data-cache retry number `attempt` (0-based): 1 s doubling per attempt, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const safeAttempt = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** safeAttempt, QUERY_RETRY_MAX_DELAY_MS);
}

/** Error-reporting trace sample rate. */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 0.1;

/** Error-reporting session replay rate for ordinary sessions. */
export const ERROR_REPORTING_REPLAY_SESSION_RATE = 0;

/** Error-reporting session replay rate for sessions with an error. */
export const ERROR_REPORTING_REPLAY_ON_ERROR_RATE = 0.5;

/** Stacking order of dialogs. */
export const DIALOG_Z_INDEX = 2400;

/** Default stacking order of overlays. */
export const OVERLAY_Z_INDEX = 2000;

/** Duration of the dialog enter animation, in milliseconds. */
export const DIALOG_ENTER_MS = 225;

/** Duration of the dialog leave animation, in milliseconds. */
export const DIALOG_LEAVE_MS = 125;

/** Duration of the scale bump a persistent dialog plays on outside click, in milliseconds. */
export const DIALOG_BUMP_MS = 150;

/** Display breakpoints in pixels: a width below `xs` is extra-small, below `sm` small, and so on. */
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 } as const;

/** Width of the What's new dialog, in pixels. */
export const WHATS_NEW_DIALOG_WIDTH = 1521;

/** Maximum content height of the What's new dialog on non-mobile screens, in pixels. */
export const WHATS_NEW_CONTENT_MAX_HEIGHT = 585;

/** Title of the What's new dialog (clarifications). */
export const WHATS_NEW_TITLE = "What's new on Airlens";

/** Width of the notification container, in pixels (100 % on small screens). */
export const NOTIFICATION_WIDTH = 512;

/** Confirm texts longer than this many characters make notification buttons wrap. */
export const NOTIFICATION_WRAP_CONFIRM_LENGTH = 10;

/** Product titles used for the page title. */
export const PRODUCT_TITLES = { cloud: 'Airlens Cloud', insights: 'Airlens Insights' } as const;

/** Generic login failure message. */
export const LOGIN_FAILED = 'Login failed';

/** Message of a 423 answer to a login attempt. */
export const LOCKOUT_MESSAGE = 'Invalid login attempt exceeded, please wait for 30 minutes and try again.';

/** Error raised when a login answer carries no CSRF token. */
export const NO_CSRF_TOKEN = 'no CSRF token in response';

/** Error shown when a design project is opened while the design-project feature is off. */
export const DESIGN_PROJECT_DISABLED = 'This is design project.';

/** Error raised when a floor-plan route carries a non-numeric row id. */
export const INVALID_FLOOR_PLAN_ROW_ID = 'Invalid floor plan row id provided';

/** Server message that marks a not-found error whose load yields an empty result. */
export const OBJECT_NOT_FOUND_MESSAGE = 'Object Not Found Matching Id';

/** Fallback message when an error carries no status or text. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** User-facing result messages of account calls (docs/product-spec.md §8). */
export const ACCOUNT_MESSAGES = {
  currentUserFailed: 'Failed to retrieve current user.',
  licenseStatusFailed: 'Failed to fetch license status',
  userGroupsFailed: 'Error fetching user groups',
  updateUserFailed: 'Could not update user',
  userLicenseFailed: 'Failed to retrieve user license',
  userIdMissing: 'User ID not found in session.',
} as const;

/** Success texts of account and organisation calls (docs/product-spec.md §8 and clarifications). */
export const SUCCESS_MESSAGES = {
  orgSettingsFetched: 'Organization settings have been successfully fetched',
  orgSettingsUpdated: 'Organization settings have been successfully updated',
  userUpdated: 'User updated successfully',
  ssoUpdated: 'Single Sign-On configuration has been successfully updated',
} as const;

/** Load-failure messages of docs/product-spec.md §8, keyed by what failed to load. */
export const LOAD_FAILURE_MESSAGES = {
  users: 'Could not load users',
  surveys: 'Could not load surveys',
  surveyTotals: 'Could not load survey totals',
  surveyDateRange: 'Could not load survey date range',
  networkInventory: 'Could not load network inventory',
  networkInventoryTotals: 'Could not load network inventory totals',
  projectData: 'Could not load project data',
  projects: 'Could not load projects',
  dailyScores: 'Could not load daily scores',
  searchProjects: 'Could not search projects',
  floors: 'Could not load floors',
  areaKpis: 'Could not load area KPIs',
  floorPlanKpiPanels: 'Could not load floor plan kpi panels',
  projectKpiPanels: 'Could not load project kpi panels',
  projectBatch: 'Could not load project batch',
  startUpload: 'Could not start the upload process',
  image: 'Could not load image',
  invalidJson: 'Received invalid JSON',
  network: 'Network error or request aborted',
} as const;

/** Message of a failed upload of the named file. */
export function uploadFailedMessage(fileName: string): string {
  return `Could not upload ${fileName}`;
}

/** Message of a failed archive conversion of the named file. */
export function conversionFailedMessage(fileName: string): string {
  return `Could not convert ${fileName}`;
}

/** Stock message of an empty table or list. */
export const NO_DATA_AVAILABLE = 'No data available';

/** Stock message of an empty required field. */
export const FIELD_REQUIRED = 'This field is required';

/** Stock message of a malformed e-mail address. */
export const INVALID_EMAIL = 'Please enter a valid email';

/** Stock loading text. */
export const LOADING_TEXT = 'Loading...';
