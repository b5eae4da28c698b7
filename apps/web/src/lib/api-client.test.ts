import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abortPendingRequests,
  ApiError,
  apiGet,
  apiPost,
  apiRequest,
  configureApiClient,
  isReportableError,
} from './api-client';
import { STORAGE_KEYS } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();
const onError = vi.fn();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) {
    throw new Error('fetch was not called');
  }
  const init = call[1] ?? {};
  return { url: call[0] as string, init, headers: new Headers(init.headers) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ onUnauthorized, onError });
});

afterEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  onError.mockReset();
  vi.unstubAllGlobals();
});

describe('apiRequest common rules', () => {
  it('sends cookies, JSON and the csrfToken header from stored session state', async () => {
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'session-token');
    document.cookie = 'airlens_csrf=cookie-token; path=/';
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }));

    const data = await apiPost<{ id: number }>('/projectapi/v1/projects', { name: 'HQ' });

    expect(data).toEqual({ id: 7 });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"HQ"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('csrfToken')).toBe('session-token');
  });

  it('sends a multipart body as it is, leaving its Content-Type (with the boundary) to fetch', async () => {
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'session-token');
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'w1' }));
    const multipart = new FormData();
    multipart.append('name', 'Site survey');

    await apiRequest('/reportapi/v1/templates/docx', { method: 'POST', multipart });

    const { init, headers } = lastRequest();
    expect(init.body).toBe(multipart);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('csrfToken')).toBe('session-token');
  });

  it('takes the csrfToken from the CSRF cookie when asked, and sends none for csrf "none"', async () => {
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'session-token');
    document.cookie = 'airlens_csrf=cookie-token; path=/';
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(202, undefined)));

    await apiPost('/eventapi/v1/analytics/events', {}, { csrf: 'cookie' });
    expect(lastRequest().headers.get('csrfToken')).toBe('cookie-token');

    await apiPost('/authapi/v1/authentications', undefined, { csrf: 'none', form: { username: 'a' } });
    expect(lastRequest().headers.get('csrfToken')).toBeNull();
    expect(lastRequest().headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(lastRequest().init.body).toBe('username=a');
  });

  it('builds query strings with repeated values and skips empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { projects: [] }));
    await apiGet('/insightapi/v1/search', {
      query: { query: 'hq', tag: ['a', 'b'], page: 0, size: undefined },
    });
    expect(lastRequest().url).toBe('/insightapi/v1/search?query=hq&tag=a&tag=b&page=0');
  });

  it('treats every 2xx as success, including an empty 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/x', { method: 'DELETE' })).resolves.toMatchObject({
      status: 204,
      data: undefined,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(299, { ok: true }));
    await expect(apiGet('/x')).resolves.toEqual({ ok: true });
  });

  it('fails a 2xx answer that is not JSON with "Received invalid JSON"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    const error = await failureOf(apiGet('/x'));
    expect(error.message).toBe('Received invalid JSON');
    expect(error.kind).toBe('invalid-json');
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('apiRequest errors (spec §8)', () => {
  it('builds the message from errorMessageList joined with ", "', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Bad',
        errorMessageList: [
          { localizedDescription: 'name is required' },
          { localizedDescription: 'city is too long' },
        ],
      }),
    );
    const error = await failureOf(apiPost('/x', {}));
    expect(error.message).toBe('name is required, city is too long');
    expect(error.status).toBe(400);
  });

  it('falls back to message, then to "HTTP {status}"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Project already exists' }));
    expect((await failureOf(apiPost('/x', {}))).message).toBe('Project already exists');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    expect((await failureOf(apiGet('/x'))).message).toBe('HTTP 502');
  });

  it('reports a network failure as "Network error or request aborted" with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiGet('/x'));
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error or request aborted');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('on 401 calls the global handler (clear session, go to /) and does not report', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));
    const error = await failureOf(apiGet('/userapi/v1/users/who-am-i'));
    expect(error.isAuthorizationFailure).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when handleUnauthorized is false (login)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Login failed' }));
    const error = await failureOf(
      apiPost('/authapi/v1/authentications', undefined, { handleUnauthorized: false }),
    );
    expect(error.message).toBe('Login failed');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes 403 to the caller without reporting or signing out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Forbidden' }));
    const error = await failureOf(apiPut403());
    expect(error.isAuthorizationFailure).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not report a 404 on a GET but reports a 404 on a write and every 5xx', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Object Not Found Matching Id 7' }));
    await failureOf(apiGet('/x'));
    expect(onError).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'gone' }));
    await failureOf(apiPost('/x', {}));
    expect(onError).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'boom' }));
    await failureOf(apiGet('/x'));
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('neither reports nor signs out for silent calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, {}));
    await failureOf(apiPost('/eventapi/v1/analytics/events', {}, { silent: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts pending requests on logout without reporting them', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(apiGet('/slow'));
    abortPendingRequests();
    const error = await pending;
    expect(error.isAborted).toBe(true);
    expect(isReportableError(error)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("turns an abort while the answer's body is read into an aborted ApiError", async () => {
    fetchMock.mockImplementation((_input, init) => {
      // Headers arrive at once; the body never does, and breaks off when the call is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('signal is aborted without reason', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const pending = failureOf(apiGet('/config.json'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    abortPendingRequests();
    const error = await pending;
    expect(error.isAborted).toBe(true);
    expect(error.status).toBe(0);
    expect(onError).not.toHaveBeenCalled();
  });
});

function apiPut403(): Promise<unknown> {
  return apiRequest('/userapi/v1/org-preferences/1', { method: 'PUT', body: {} });
}
