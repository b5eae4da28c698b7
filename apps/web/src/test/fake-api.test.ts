import { afterEach, describe, expect, it } from 'vitest';
import { platformEndpoints, projectsEndpoints, usersEndpoints } from '@airlens/contract';
import { apiGet, apiPut, apiRequest, configureApiClient } from '@/lib/api-client';
import { fakeApi, findEndpoint, reply } from './fake-api';
import { fakeWhoAmI } from './users';

const quiet = { onUnauthorized: () => {}, onError: () => {} };

afterEach(() => {
  // Each test reads its own problems; none may leak into setup.ts's check.
  fakeApi.reset();
});

describe('fakeApi', () => {
  it('answers an endpoint with its success status and records what the app sent', async () => {
    configureApiClient(quiet);
    fakeApi.on(usersEndpoints.activateLicence, ({ pathParams }) =>
      reply(200, { success: true, message: `for ${pathParams['userId'] ?? ''}`, data: fakeWhoAmI() }),
    );
    const answer = await apiPut<{ message: string }>('/userapi/v1/users/u%201/license', { licenseKey: 'K' });
    expect(answer.message).toBe('for u 1');
    expect(fakeApi.requestsTo(usersEndpoints.activateLicence)).toMatchObject([
      { method: 'PUT', path: '/userapi/v1/users/u%201/license', body: { licenseKey: 'K' } },
    ]);
    const problems = fakeApi.reset();
    expect(problems).toEqual([]);
  });

  it('reports an answer the contract does not allow, so the test that gave it fails', async () => {
    configureApiClient(quiet);
    fakeApi.on(platformEndpoints.getLiveness, { status: 'fine' } as never);
    await apiGet('/healthz');
    expect(fakeApi.reset()).toEqual([
      expect.stringMatching(/^GET \/healthz: the 200 answer does not match the contract/),
    ]);
  });

  it('checks error answers against the one error body, and a status the contract does not declare', async () => {
    configureApiClient(quiet);
    fakeApi.on(platformEndpoints.getLiveness, reply(503, { reason: 'down' }));
    await expect(apiGet('/healthz')).rejects.toMatchObject({ status: 503 });
    fakeApi.on(platformEndpoints.getLiveness, reply(201, { status: 'ok' }));
    await apiGet('/healthz');
    expect(fakeApi.reset()).toEqual([
      expect.stringMatching(/^GET \/healthz: the 503 answer does not match the contract/),
      'GET /healthz: the contract declares no 201 answer',
    ]);
  });

  it('fails a request no handler answers', async () => {
    configureApiClient(quiet);
    fakeApi.on(platformEndpoints.getReadiness, { status: 'ok' });
    await expect(apiGet('/healthz')).rejects.toMatchObject({ status: 0 });
    expect(fakeApi.requests.map((request) => request.path)).toEqual(['/healthz']);
    expect(fakeApi.reset()).toEqual(['GET /healthz: no fake API handler answered']);
  });

  it('routes by path for the helpers that answer every request, with the contract endpoint found', async () => {
    configureApiClient(quiet);
    fakeApi.onAny((request) =>
      request.endpoint === platformEndpoints.getLiveness ? { status: 'ok' } : undefined,
    );
    await expect(apiGet('/healthz')).resolves.toEqual({ status: 'ok' });
    await expect(apiGet('/not-in-the-contract')).rejects.toMatchObject({ status: 0 });
    expect(fakeApi.reset()).toEqual(['GET /not-in-the-contract: no fake API handler answered']);
  });

  it('matches a request to the endpoint whose path fits best', () => {
    expect(findEndpoint('DELETE', '/projectapi/v1/projects/p%2F1')).toEqual({
      endpoint: projectsEndpoints.deleteProject,
      pathParams: { id: 'p/1' },
    });
    expect(findEndpoint('GET', '/projectapi/v1/projects/p1/batch')?.endpoint).toBe(
      projectsEndpoints.getProjectBatch,
    );
    expect(findEndpoint('GET', '/nowhere')).toBeUndefined();
  });

  it("answers a path of the public demo as the endpoint of its real path, as the server's rewrite does", async () => {
    configureApiClient(quiet);
    expect(findEndpoint('DELETE', '/projectapi/v1/demo/projects/p1')).toEqual({
      endpoint: projectsEndpoints.deleteProject,
      pathParams: { id: 'p1' },
    });
    fakeApi.on(projectsEndpoints.renameProject, ({ pathParams }) => ({
      id: pathParams['id'] ?? '',
      name: 'B',
    }));
    const answer = await apiRequest('/projectapi/v1/demo/projects/p2', {
      method: 'PATCH',
      body: { name: 'B' },
    });
    expect(answer.data).toEqual({ id: 'p2', name: 'B' });
    expect(fakeApi.requestsTo(projectsEndpoints.renameProject).map((request) => request.path)).toEqual([
      '/projectapi/v1/demo/projects/p2',
    ]);
    expect(fakeApi.reset()).toEqual([]);
  });
});
