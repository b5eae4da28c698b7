import { describe, expect, it } from 'vitest';
import { type Page, useListsFixture } from './insights-lists-fixtures';

const fx = useListsFixture();
const { get } = fx;

interface LineRow {
  apName: string;
  vendor: string | null;
  model: string | null;
  radioCount: number;
  channelAndPower: string;
  projectId: string;
  deviceCount: number;
}

interface ModelRow {
  vendor: string | null;
  model: string | null;
  deviceCount: number;
  radioCount: number;
  radiosByBand: { TWO: number; FIVE: number; SIX: number };
  projectCount: number;
}

const MODELS = '/insightapi/v1/deviceCounts?groupBy=model';

/** Counts a line's radios of one band the way a reader of its channel and power text would. */
function radiosIn(line: LineRow, label: string): number {
  return line.channelAndPower.split(', ').filter((radio) => radio.startsWith(`${label} GHz ch `)).length;
}

describe('device counts grouped by vendor and model (groupBy=model)', () => {
  it('answers one row per vendor and model with devices, radios per band and projects', async () => {
    const { status, body } = await get<Page<ModelRow>>(fx.member, `${MODELS}&projectId=${fx.ids.fixture}`);
    expect(status).toBe(200);
    // Fixture HQ: AP-01 (a line of 2 devices) and AP-02 are Aruba AP-515, AP-05 a Cisco C9136; each has a
    // 2.4 and a 5 GHz radio.
    expect(body).toEqual({
      content: [
        {
          vendor: 'Aruba',
          model: 'AP-515',
          deviceCount: 3,
          radioCount: 6,
          radiosByBand: { TWO: 3, FIVE: 3, SIX: 0 },
          projectCount: 1,
        },
        {
          vendor: 'Cisco',
          model: 'C9136',
          deviceCount: 1,
          radioCount: 2,
          radiosByBand: { TWO: 1, FIVE: 1, SIX: 0 },
          projectCount: 1,
        },
      ],
      totalPages: 1,
      totalElements: 2,
      page: 0,
      size: 5,
    });
  });

  it('adds up the same lines as the ungrouped table: devices, radios and bands per model, and the totals', async () => {
    for (const filter of ['', '&query=aruba', '&query=wi-fi%206', `&projectId=${fx.ids.zeta}`]) {
      const lines = (await get<Page<LineRow>>(fx.member, `/insightapi/v1/deviceCounts?size=1000${filter}`))
        .body;
      const models = (await get<Page<ModelRow>>(fx.member, `${MODELS}&size=1000${filter}`)).body;
      const totals = (
        await get<{ totalDeviceCount: number }>(fx.member, `/insightapi/v1/deviceCounts/totals?x=1${filter}`)
      ).body;
      expect(lines.totalElements).toBeGreaterThan(0);
      const sum = (rows: { deviceCount: number }[]) =>
        rows.reduce((total, row) => total + row.deviceCount, 0);
      expect(sum(models.content)).toBe(totals.totalDeviceCount);
      expect(sum(lines.content)).toBe(totals.totalDeviceCount);

      const expected = new Map<string, ModelRow & { projects: Set<string> }>();
      for (const line of lines.content) {
        const key = JSON.stringify([line.vendor, line.model]);
        const group = expected.get(key) ?? {
          vendor: line.vendor,
          model: line.model,
          deviceCount: 0,
          radioCount: 0,
          radiosByBand: { TWO: 0, FIVE: 0, SIX: 0 },
          projectCount: 0,
          projects: new Set<string>(),
        };
        group.deviceCount += line.deviceCount;
        group.radioCount += line.radioCount * line.deviceCount;
        group.radiosByBand.TWO += radiosIn(line, '2.4') * line.deviceCount;
        group.radiosByBand.FIVE += radiosIn(line, '5') * line.deviceCount;
        group.radiosByBand.SIX += radiosIn(line, '6') * line.deviceCount;
        group.projects.add(line.projectId);
        group.projectCount = group.projects.size;
        expected.set(key, group);
      }
      expect(models.totalElements).toBe(expected.size);
      expect(
        models.content.toSorted((a, b) =>
          JSON.stringify([a.vendor, a.model]).localeCompare(JSON.stringify([b.vendor, b.model])),
        ),
      ).toEqual(
        [...expected.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([, { projects: _projects, ...row }]) => row),
      );
    }
  });

  it('adds up a model over projects, most devices first by default, sorted and paged', async () => {
    const all = (await get<Page<ModelRow>>(fx.member, MODELS)).body;
    expect(all.content).toEqual([
      expect.objectContaining({
        vendor: 'Aruba',
        model: 'AP-515',
        deviceCount: 6,
        radioCount: 12,
        projectCount: 2,
      }),
      {
        vendor: 'Ruckus',
        model: 'R770',
        deviceCount: 4,
        radioCount: 10,
        radiosByBand: { TWO: 2, FIVE: 4, SIX: 4 },
        projectCount: 1,
      },
      expect.objectContaining({ vendor: 'Cisco', model: 'C9136', deviceCount: 2, projectCount: 2 }),
    ]);
    const byVendor = (await get<Page<ModelRow>>(fx.member, `${MODELS}&sort=vendor,desc`)).body;
    expect(byVendor.content.map((row) => row.vendor)).toEqual(['Ruckus', 'Cisco', 'Aruba']);
    const second = (await get<Page<ModelRow>>(fx.member, `${MODELS}&size=1&page=1&sort=vendor,asc`)).body;
    expect(second).toMatchObject({ totalElements: 3, totalPages: 3, page: 1, size: 1 });
    expect(second.content.map((row) => row.vendor)).toEqual(['Cisco']);
  });

  it('refuses an unknown grouping or a column the grouping does not have, naming the field', async () => {
    const grouping = await get<{ message: string }>(fx.member, '/insightapi/v1/deviceCounts?groupBy=vendor');
    expect(grouping.status).toBe(400);
    expect(grouping.body.message).toContain('groupBy');
    const column = await get<{ message: string }>(fx.member, `${MODELS}&sort=apName,asc`);
    expect(column.status).toBe(400);
    expect(column.body.message).toBe(
      "sort: unknown column 'apName'; one of vendor, model, deviceCount, radioCount, projectCount",
    );
  });

  it('keeps to what the caller may see', async () => {
    expect((await get(null, MODELS)).status).toBe(401);
    expect((await get(fx.member, `${MODELS}&projectId=${fx.ids.otherOrg}`)).status).toBe(404);
    const outsider = await get<Page<ModelRow>>(fx.outsider, MODELS);
    expect(outsider.body).toMatchObject({ content: [], totalElements: 0 });
    // Another organisation's admin counts its own project only: the same inventory as Fixture HQ, no Ruckus.
    const other = await get<Page<ModelRow>>(fx.otherOrgAdmin, MODELS);
    expect(other.body.content.map((row) => [row.vendor, row.deviceCount, row.projectCount])).toEqual([
      ['Aruba', 3, 1],
      ['Cisco', 1, 1],
    ]);
  });
});
