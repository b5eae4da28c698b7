import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { ACCOUNTS_TEST_ENV, authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /projectapi/v1/places', () => {
  let t: TestApp;
  let session: TestSession;

  const search = (query: string, signedIn = true) =>
    t.app.inject({
      method: 'GET',
      url: `/projectapi/v1/places?${query}`,
      headers: signedIn ? authHeaders(session) : {},
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
    const orgId = await createTestOrg(t);
    session = (await createSignedInUser(t, { orgId, orgAdmin: false })).session;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers cities by accent-folded prefix, largest first, with country and coordinates', async () => {
    const response = await search('query=s%C3%A3o%20pau&limit=2');
    expect(response.statusCode).toBe(200);
    const places = response.json<Record<string, unknown>[]>();
    expect(places).toHaveLength(1);
    expect(places[0]).toEqual({
      id: 3448439,
      name: 'São Paulo',
      country: 'Brazil',
      countryCode: 'BR',
      latitude: -23.5475,
      longitude: -46.6361,
      population: 10021295,
    });
    const folded = (await search('query=SAO%20PAULO')).json<{ id: number }[]>();
    expect(folded.map((place) => place.id)).toEqual([3448439]);
  });

  it('answers ten places by default and at most the limit', async () => {
    const many = (await search('query=san')).json<{ name: string; population: number }[]>();
    expect(many).toHaveLength(10);
    expect(many.every((place) => place.name.toLowerCase().startsWith('san'))).toBe(true);
    const populations = many.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect((await search('query=san&limit=3')).json<unknown[]>()).toHaveLength(3);
    expect((await search('query=zzzzqx')).json<unknown[]>()).toEqual([]);
  });

  it('refuses an empty query and a limit out of range', async () => {
    expect((await search('query=%20%20')).statusCode).toBe(400);
    expect((await search('limit=5')).statusCode).toBe(400);
    expect((await search('query=paris&limit=0')).statusCode).toBe(400);
    expect((await search('query=paris&limit=21')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await search('query=paris', false)).statusCode).toBe(401);
  });
});
