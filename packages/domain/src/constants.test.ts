import { describe, it, expect } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  BREAKPOINTS,
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
  INVALID_FLOOR_PLAN_ROW_ID,
  LIST_ONLY_THRESHOLD,
  LOADING_TEXT,
  LOAD_FAILURE_MESSAGES,
  LOCKOUT_MESSAGE,
  LOGIN_FAILED,
  NO_CSRF_TOKEN,
  NO_DATA_AVAILABLE,
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
  UPLOAD_COMMIT_CAP,
  UPLOAD_IN_PROGRESS_CAP,
  UPLOAD_POLL_CAP_MS,
  UPLOAD_POLL_STEP_MS,
  UPLOAD_SENDING_SHARE,
  WHATS_NEW_TITLE,
  conversionFailedMessage,
  retryDelayMs,
  uploadFailedMessage,
} from './constants';

describe('versions and defaults', () => {
  it('pins the versions', () => {
    expect(EULA_VERSION).toBe('v4');
    expect(RELEASE_NOTES_VERSION).toBe('september-4-2025');
  });

  it('pins the sharing restrictions', () => {
    expect(SHARING_RESTRICTIONS).toEqual(['NO_RESTRICTION', 'ORGANIZATION_ONLY', 'NO_SHARING']);
  });

  it('pins the limits of spec §9', () => {
    expect([
      DEFAULT_PAGE_SIZE,
      SURVEY_TABLE_PAGE_SIZE,
      SEARCH_LOADER_DELAY_MS,
      TABLE_LOADER_DELAY_MS,
      HEATMAP_CACHE_SIZE,
      LIST_ONLY_THRESHOLD,
      GOOD_SCORE_THRESHOLD,
    ]).toEqual([5, 15, 500, 1000, 100, 200, 80]);
  });

  it('pins the upload progress constants', () => {
    expect([
      UPLOAD_SENDING_SHARE,
      UPLOAD_IN_PROGRESS_CAP,
      UPLOAD_COMMIT_CAP,
      UPLOAD_POLL_STEP_MS,
      UPLOAD_POLL_CAP_MS,
    ]).toEqual([80, 95, 99, 50, 2000]);
  });

  it('pins the data-cache settings', () => {
    expect(QUERY_RETRIES).toBe(3);
    expect(QUERY_GC_TIME_MS).toBe(300000);
    expect(QUERY_STALE_TIME).toBe(Infinity);
    expect(QUERY_REFETCH_ON_WINDOW_FOCUS).toBe(false);
  });

  it('pins error-reporting rates', () => {
    expect([
      ERROR_REPORTING_TRACES_SAMPLE_RATE,
      ERROR_REPORTING_REPLAY_SESSION_RATE,
      ERROR_REPORTING_REPLAY_ON_ERROR_RATE,
    ]).toEqual([0.1, 0, 0.5]);
  });

  it('pins the UI constants', () => {
    expect([DIALOG_Z_INDEX, OVERLAY_Z_INDEX, DIALOG_ENTER_MS, DIALOG_LEAVE_MS, DIALOG_BUMP_MS]).toEqual([
      2400, 2000, 225, 125, 150,
    ]);
    expect(BREAKPOINTS).toEqual({ xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 });
    expect(PRODUCT_TITLES).toEqual({ cloud: 'Airlens Cloud', insights: 'Airlens Insights' });
    expect(WHATS_NEW_TITLE).toBe("What's new on Airlens");
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
    [100, 30000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('treats negative and non-finite attempts as the first', () => {
    expect(retryDelayMs(-3)).toBe(1000);
    expect(retryDelayMs(Number.NaN)).toBe(1000);
  });
});

describe('texts of spec §8', () => {
  it('pins login texts', () => {
    expect(LOGIN_FAILED).toBe('Login failed');
    expect(LOCKOUT_MESSAGE).toBe('Invalid login attempt exceeded, please wait for 30 minutes and try again.');
    expect(NO_CSRF_TOKEN).toBe('no CSRF token in response');
  });

  it('pins project texts', () => {
    expect(DESIGN_PROJECT_DISABLED).toBe('This is design project.');
    expect(INVALID_FLOOR_PLAN_ROW_ID).toBe('Invalid floor plan row id provided');
  });

  it('pins stock messages', () => {
    expect([NO_DATA_AVAILABLE, FIELD_REQUIRED, INVALID_EMAIL, LOADING_TEXT]).toEqual([
      'No data available',
      'This field is required',
      'Please enter a valid email',
      'Loading...',
    ]);
  });

  it('pins account results', () => {
    expect(Object.values(ACCOUNT_MESSAGES)).toEqual([
      'Failed to retrieve current user.',
      'Failed to fetch license status',
      'Error fetching user groups',
      'Could not update user',
      'Failed to retrieve user license',
      'User ID not found in session.',
    ]);
  });

  it('pins success texts', () => {
    expect(Object.values(SUCCESS_MESSAGES)).toEqual([
      'Organization settings have been successfully fetched',
      'Organization settings have been successfully updated',
      'User updated successfully',
      'Single Sign-On configuration has been successfully updated',
    ]);
  });

  it('pins every load-failure text', () => {
    expect(Object.values(LOAD_FAILURE_MESSAGES)).toEqual([
      'Could not load users',
      'Could not load surveys',
      'Could not load survey totals',
      'Could not load survey date range',
      'Could not load network inventory',
      'Could not load network inventory totals',
      'Could not load project data',
      'Could not load projects',
      'Could not load daily scores',
      'Could not search projects',
      'Could not load floors',
      'Could not load area KPIs',
      'Could not load floor plan kpi panels',
      'Could not load project kpi panels',
      'Could not load project batch',
      'Could not start the upload process',
      'Could not load image',
      'Received invalid JSON',
      'Network error or request aborted',
    ]);
  });

  it('names the file in upload and conversion failures', () => {
    expect(uploadFailedMessage('site.esx')).toBe('Could not upload site.esx');
    expect(conversionFailedMessage('dnac.zip')).toBe('Could not convert dnac.zip');
  });
});
