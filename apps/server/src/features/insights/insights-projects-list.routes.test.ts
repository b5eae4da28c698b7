import { describe, expect, it } from 'vitest';
import { type Entry, type Page, useListsFixture } from './insights-lists-fixtures';

const fx = useListsFixture();
const { get, names } = fx;

describe('GET /insightapi/v1/projects', () => {
  it('lists the projects the caller holds a role on, COMPLETED first, then by name; never SKIP_COMPUTATION', async () => {
    expect(await names(fx.member, '/insightapi/v1/projects?size=50')).toEqual([
      'Alpha Design',
      'Beta Site',
      'Fixture HQ',
      'Zeta Lab',
    ]);
    expect(await names(fx.admin, '/insightapi/v1/projects?size=50')).toEqual([
      'Admin Only',
      'Alpha Design',
      'Beta Site',
      'Fixture HQ',
      'Zeta Lab',
    ]);
    expect(await names(fx.outsider, '/insightapi/v1/projects')).toEqual([]);
    expect(await names(fx.otherOrgAdmin, '/insightapi/v1/projects')).toEqual(['Other Org']);
    expect((await get(null, '/insightapi/v1/projects')).status).toBe(401);
  });

  it('pages with the default size of 5 and answers the paging fields', async () => {
    const first = await get<Page<Entry>>(fx.member, '/insightapi/v1/projects');
    expect(first.body).toMatchObject({ totalElements: 4, totalPages: 1, page: 0, size: 5 });
    const second = await get<Page<Entry>>(fx.member, '/insightapi/v1/projects?size=3&page=1');
    expect(second.body).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect(second.body.content.map((entry) => entry.project.name)).toEqual(['Zeta Lab']);
    const past = await get<Page<Entry>>(fx.member, '/insightapi/v1/projects?size=3&page=7');
    expect(past.body).toMatchObject({ content: [], totalElements: 4, totalPages: 2 });
  });

  it('sorts by a column or a KPI, COMPLETED always first and missing KPIs last', async () => {
    expect(await names(fx.member, '/insightapi/v1/projects?sort=name,desc')).toEqual([
      'Fixture HQ',
      'Beta Site',
      'Alpha Design',
      'Zeta Lab',
    ]);
    const { body } = await get<Page<Entry>>(fx.member, '/insightapi/v1/projects?sort=rssi,asc');
    expect(body.content.map((entry) => entry.project.name)).toEqual(
      ['Beta Site', 'Fixture HQ', 'Alpha Design', 'Zeta Lab'].sort((a, b) => order(body, a) - order(body, b)),
    );
    const completed = body.content.slice(0, 3).map((entry) => entry.project.rssi);
    expect(completed[2]).toBeNull();
    expect(completed[0]).not.toBeNull();
    expect(completed[0] ?? 0).toBeLessThanOrEqual(completed[1] ?? 0);
    const descending = await get<Page<Entry>>(fx.member, '/insightapi/v1/projects?sort=rssi,desc');
    expect(descending.body.content.slice(0, 2).map((entry) => entry.project.name)).toEqual(
      body.content
        .slice(0, 2)
        .map((entry) => entry.project.name)
        .reverse(),
    );
    const bad = await get<{ message: string }>(fx.member, '/insightapi/v1/projects?sort=password,asc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sort');
  });

  it('answers KPI values for the band and dates', async () => {
    const { body } = await get<Page<Entry>>(
      fx.member,
      '/insightapi/v1/projects?query=fixture&frequencyBand=TWO',
    );
    expect(body.content[0]?.project).toMatchObject({
      name: 'Fixture HQ',
      frequencyBand: 'TWO',
      rssi: 40,
      rssi2: 20,
      average: 32,
    });
    const dated = await get<Page<Entry>>(
      fx.member,
      '/insightapi/v1/projects?query=fixture&startDate=2025-03-04&endDate=2025-03-04',
    );
    expect(dated.body.content[0]?.project).toMatchObject({ rssi: 100, networkHealth: 100, issues: 0 });
  });

  it('searches name, country and city, trimmed and case-insensitive', async () => {
    expect(await names(fx.member, '/insightapi/v1/projects?query=%20%20FINland%20')).toEqual(['Fixture HQ']);
    expect(await names(fx.member, '/insightapi/v1/projects?query=lond')).toEqual(['Zeta Lab']);
    expect(await names(fx.member, '/insightapi/v1/projects?query=%25')).toEqual([]);
  });

  it('filters by a bounding box, across the antimeridian too', async () => {
    expect(
      await names(
        fx.member,
        '/insightapi/v1/projects?minLatitude=55&maxLatitude=70&minLongitude=0&maxLongitude=40',
      ),
    ).toEqual(['Fixture HQ']);
    expect(
      await names(
        fx.admin,
        '/insightapi/v1/projects?minLatitude=-60&maxLatitude=0&minLongitude=140&maxLongitude=-100',
      ),
    ).toEqual(['Admin Only']);
    expect((await get(fx.member, '/insightapi/v1/projects?minLatitude=91')).status).toBe(400);
  });

  it('includes project users (owners first, then alphabetical) and tags on request', async () => {
    const { body } = await get<Page<Entry>>(
      fx.member,
      '/insightapi/v1/projects?query=fixture&includeTag=true',
    );
    expect(body.content[0]?.projectUsers).toEqual([
      { username: 'zed@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_USER' },
      { username: 'member@example.com', role: 'READ_USER' },
    ]);
    expect(body.content[0]?.project.tags).toEqual(['Flagship', 'HQ', 'Retail']);
    const bare = await get<Page<Entry>>(
      fx.member,
      '/insightapi/v1/projects?query=fixture&includeProjectUser=false',
    );
    expect(bare.body.content[0]?.projectUsers).toEqual([]);
    expect(bare.body.content[0]?.project.tags).toBeUndefined();
  });
});

function order(body: Page<Entry>, name: string): number {
  return body.content.findIndex((entry) => entry.project.name === name);
}

describe('GET /insightapi/v1/search', () => {
  it('finds the caller’s projects by text and by every given tag', async () => {
    const { body } = await get<{ projects: { name: string; tags: string[] }[] }>(
      fx.member,
      '/insightapi/v1/search?query=FIX',
    );
    expect(body.projects).toEqual([
      expect.objectContaining({ id: fx.ids.fixture, name: 'Fixture HQ', tags: ['Flagship', 'HQ', 'Retail'] }),
    ]);
    expect(
      (
        await get<{ projects: { name: string }[] }>(fx.member, '/insightapi/v1/search?tag=hq')
      ).body.projects.map((p) => p.name),
    ).toEqual(['Fixture HQ', 'Zeta Lab']);
    expect(
      (await get<{ projects: unknown[] }>(fx.member, '/insightapi/v1/search?tag=HQ&tag=Nope')).body.projects,
    ).toEqual([]);
    expect(
      (await get<{ projects: unknown[] }>(fx.outsider, '/insightapi/v1/search?query=fix')).body.projects,
    ).toEqual([]);
    expect(
      (await get<{ projects: { name: string }[] }>(fx.otherOrgAdmin, '/insightapi/v1/search?query=fix')).body
        .projects,
    ).toEqual([]);
  });

  it('matches within one of name, country and city, COMPLETED first and then by name', async () => {
    const search = async (query: string) =>
      (
        await get<{ projects: { name: string }[] }>(fx.member, `/insightapi/v1/search?query=${query}`)
      ).body.projects.map((project) => project.name);
    expect(await search('I')).toEqual(['Alpha Design', 'Beta Site', 'Fixture HQ', 'Zeta Lab']);
    expect(await search('%20KINGdom')).toEqual(['Zeta Lab']);
    expect(await search('ondo')).toEqual(['Zeta Lab']);
    // Name, country and city are stored joined by U+001F (migration 0118): a text running from one into the
    // next matches nothing, and a text holding the joining character is refused before any query.
    expect(await search('hq%20finland')).toEqual([]);
    expect(await search('HQFinland')).toEqual([]);
    expect((await get(fx.member, '/insightapi/v1/search?query=hq%1Ffinland')).status).toBe(400);
    expect((await get(fx.member, '/insightapi/v1/projects?query=hq%1F')).status).toBe(400);
  });
});
