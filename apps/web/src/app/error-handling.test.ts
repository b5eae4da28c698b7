import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { clearNotifications, isNotificationShown } from '../lib/notifications';
import type * as Notifications from '../lib/notifications';
import { handleApiError, TRANSPORT_FAILURE_NOTIFICATION_ID } from './error-handling';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('../lib/error-reporting', () => ({ reportError }));

const notify = vi.hoisted(() => vi.fn());
vi.mock('../lib/notifications', async (importOriginal) => {
  const actual: typeof Notifications = await importOriginal();
  notify.mockImplementation(actual.notify);
  return { ...actual, notify };
});

afterEach(() => {
  clearNotifications();
  reportError.mockReset();
  notify.mockClear();
});

describe('handleApiError (spec §8)', () => {
  it('reports "Network error or request aborted" and shows it with what to do', () => {
    const error = new ApiError({ status: 0, method: 'GET', message: 'Network error or request aborted' });
    handleApiError(error);
    expect(reportError).toHaveBeenCalledWith(error);
    expect(notify).toHaveBeenCalledWith({
      id: TRANSPORT_FAILURE_NOTIFICATION_ID,
      level: 'error',
      title: 'Network error or request aborted',
      description: 'The server could not be reached. Check your connection, then try again.',
    });
    expect(isNotificationShown(TRANSPORT_FAILURE_NOTIFICATION_ID)).toBe(true);
  });

  it('reports "Received invalid JSON" and shows it', () => {
    const error = new ApiError({
      status: 200,
      method: 'GET',
      message: 'Received invalid JSON',
      kind: 'invalid-json',
    });
    handleApiError(error);
    expect(reportError).toHaveBeenCalledWith(error);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Received invalid JSON' }));
  });

  it('shows one notification for many failed calls', () => {
    for (let index = 0; index < 3; index += 1) {
      handleApiError(new ApiError({ status: 0, method: 'GET', message: 'Network error or request aborted' }));
    }
    expect(new Set(notify.mock.calls.map(([item]) => (item as { id: string }).id))).toEqual(
      new Set([TRANSPORT_FAILURE_NOTIFICATION_ID]),
    );
  });

  it('leaves HTTP errors to the screen that made the call and aborted calls unshown', () => {
    handleApiError(new ApiError({ status: 500, method: 'GET', message: 'HTTP 500' }));
    handleApiError(
      new ApiError({
        status: 0,
        method: 'GET',
        message: 'Network error or request aborted',
        isAborted: true,
      }),
    );
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });
});
