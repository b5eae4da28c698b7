import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pathOf, successSchemaOf, successStatusOf } from './endpoint';
import { listEndpoints } from './registry';

describe('the contract', () => {
  it('declares each method and path once, each with a summary, a tag and a 2xx or redirect answer', () => {
    const endpoints = listEndpoints();
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of endpoints) {
      expect(endpoint.path).toMatch(/^\//);
      expect(endpoint.summary.length).toBeGreaterThan(5);
      expect(endpoint.tags.length).toBeGreaterThan(0);
      expect(successStatusOf(endpoint)).toBeGreaterThanOrEqual(200);
      expect(successStatusOf(endpoint)).toBeLessThan(400);
    }
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const endpoint of listEndpoints()) {
      expect({ path: endpoint.path, hasParams: endpoint.params !== undefined }).toEqual({
        path: endpoint.path,
        hasParams: endpoint.path.includes('/:'),
      });
    }
  });
});

describe('endpoint helpers', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/a/:id/b/:key',
    access: 'projectRead',
    tags: ['t'],
    summary: 'An example endpoint',
    params: z.object({ id: z.string(), key: z.string() }),
    responses: { 202: z.object({ ok: z.boolean() }), 404: z.object({ message: z.string() }) },
  });

  it('fills path parameters, encoded', () => {
    expect(pathOf(endpoint, { id: 'x y', key: 'a/b' })).toBe('/a/x%20y/b/a%2Fb');
    expect(() => pathOf(endpoint, { id: '1' })).toThrow('missing path parameter "key"');
  });

  it('finds the success answer', () => {
    expect(successStatusOf(endpoint)).toBe(202);
    expect(successSchemaOf(endpoint).parse({ ok: true })).toEqual({ ok: true });
  });
});
