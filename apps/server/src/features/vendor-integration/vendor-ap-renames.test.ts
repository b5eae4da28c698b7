// "Rename measured APs from the controller": matched APs named by the survey take their device's name as one edit
// of the project (its next version, an EDIT in the history), through the fake dashboard.
import type {
  ProjectVersion,
  VendorApRename,
  VendorApRenameAnswer,
  VendorProjectLink,
} from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import { createIntegrationWorld, type IntegrationWorld } from './vendor-world.test-helpers';

let w: IntegrationWorld;

beforeAll(async () => {
  w = await createIntegrationWorld();
});

afterAll(async () => {
  await w.close();
});

const url = () => `${w.base}/apRenames`;

describe('renaming measured APs from the controller', () => {
  it('proposes the controller name for the BSSID-matched "Measured AP" only, to write roles', async () => {
    expect((await w.call(w.outsider, 'GET', url())).statusCode).toBe(404);
    expect((await w.call(w.reader, 'GET', url())).statusCode).toBe(403);
    const preview = await w.call(w.writer, 'GET', url());
    expect(preview.statusCode).toBe(200);
    const renames = preview.json<VendorApRename[]>();
    expect(renames).toEqual([
      {
        accessPointId: expect.any(String) as unknown,
        currentName: 'Measured AP-36:c0',
        proposedName: 'office-36c0',
        serial: 'Q2AA-0036',
      },
    ]);
    const unknown = await w.call(w.writer, 'POST', url(), { accessPointIds: ['not-proposed'] });
    expect(unknown.statusCode).toBe(400);
    expect((await w.call(w.reader, 'POST', url(), {})).statusCode).toBe(403);
  });

  it('applies them as one EDIT version of the project, after which nothing is left to rename', async () => {
    const before = (await w.call(w.writer, 'GET', `/projectapi/v1/projects/${w.projectId}/versions`)).json<
      ProjectVersion[]
    >();
    const applied = await w.call(w.writer, 'POST', url(), {});
    expect(applied.statusCode).toBe(202);
    const answer = applied.json<VendorApRenameAnswer>();
    expect(answer.renamed.map((r) => [r.currentName, r.proposedName])).toEqual([
      ['Measured AP-36:c0', 'office-36c0'],
    ]);
    await drainJobs(w.t.app);

    const versions = (await w.call(w.writer, 'GET', `/projectapi/v1/projects/${w.projectId}/versions`)).json<
      ProjectVersion[]
    >();
    expect(versions).toHaveLength(before.length + 1);
    expect(versions[0]).toMatchObject({
      version: (before[0]?.version ?? 0) + 1,
      source: 'EDIT',
      summary: expect.stringMatching(
        /^Renamed 1 measured AP from the controller: 1 floor, \d+ APs$/,
      ) as unknown,
    });
    const link = (await w.call(w.writer, 'GET', w.base)).json<VendorProjectLink>();
    const renamed = link.apMatches.find((m) => m.accessPointId === answer.renamed[0]?.accessPointId);
    expect(renamed).toMatchObject({ accessPointName: 'office-36c0', status: 'MATCHED', serial: 'Q2AA-0036' });
    expect(link.apMatches.map((m) => m.accessPointName)).toContain('AP-1A-01');

    expect((await w.call(w.writer, 'GET', url())).json()).toEqual([]);
    const again = await w.call(w.writer, 'POST', url(), {});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'No measured AP has a controller name to take.' });
    // Nothing was sent to the controller: the rename changes the project only.
    expect(w.fake.puts).toEqual([]);
    expect(w.fake.violations).toEqual([]);
  });
});
