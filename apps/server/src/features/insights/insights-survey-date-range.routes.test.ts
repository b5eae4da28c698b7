import { beforeAll, describe, expect, it } from 'vitest';
import { useListsFixture } from './insights-lists-fixtures';

const fx = useListsFixture();
const { get } = fx;

type Range = { startDate: string | null; endDate: string | null };

/** A survey row as the import writes it, on a day of its own (null: a survey without a date). */
async function insertSurvey(projectId: string, id: string, surveyDate: string | null): Promise<void> {
  await fx.t.database.query(
    `INSERT INTO surveys (project_id, id, name, floor_plan_id, started_at, survey_date, created_by, route_type,
                          duration_seconds, distance_meters, scan_count, discovered_aps)
     VALUES ($1, $2, $2, 'fp-extra', $3::timestamptz, $4::date, 'Extra', 'CONTINUOUS', 1, 1, 1, 1)`,
    [projectId, id, surveyDate === null ? null : `${surveyDate}T12:00:00Z`, surveyDate],
  );
}

// The bounds are each the first visible survey in date order (findSurveyDateRange, issue #21); these pin what
// the min/max over every joined survey answered before.
describe('the survey date range (filter bar bounds)', () => {
  beforeAll(async () => {
    // Outside every bound the member may see: a project only the admin sees, one skipped and one of another
    // organisation; and a survey without a date in the member's project (first in a descending index scan).
    await insertSurvey(fx.ids.adminOnly, 'late', '2026-06-30');
    await insertSurvey(fx.ids.adminOnly, 'early', '2020-01-02');
    await insertSurvey(fx.ids.skipped, 'skipped', '2027-01-01');
    await insertSurvey(fx.ids.otherOrg, 'other', '2019-05-05');
    await insertSurvey(fx.ids.fixture, 'undated', null);
  });

  it('bounds a member’s range by the surveys of the projects they see, a dateless survey ignored', async () => {
    const member = await get<Range>(fx.member, '/insightapi/v1/surveyDateRange');
    expect(member.status).toBe(200);
    // Null bounds fail both comparisons.
    expect((member.body.startDate ?? '') > '2020-01-02').toBe(true);
    expect((member.body.endDate ?? '9999') < '2026-06-30').toBe(true);
    expect(
      (await get<Range>(fx.member, `/insightapi/v1/surveyDateRange?projectId=${fx.ids.fixture}`)).body,
    ).toEqual({ startDate: '2025-03-03', endDate: '2025-03-05' });
  });

  it('gives the organisation admin the whole organisation’s range, without skipped projects', async () => {
    expect((await get<Range>(fx.admin, '/insightapi/v1/surveyDateRange')).body).toEqual({
      startDate: '2020-01-02',
      endDate: '2026-06-30',
    });
    expect(
      (await get<Range>(fx.admin, `/insightapi/v1/surveyDateRange?projectId=${fx.ids.adminOnly}`)).body,
    ).toEqual({ startDate: '2020-01-02', endDate: '2026-06-30' });
  });

  it('answers no range to a caller who sees no surveyed project', async () => {
    expect((await get<Range>(fx.outsider, '/insightapi/v1/surveyDateRange')).body).toEqual({
      startDate: null,
      endDate: null,
    });
  });
});
