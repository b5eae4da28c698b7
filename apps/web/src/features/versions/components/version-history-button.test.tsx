import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  insightsEndpoints,
  projectsEndpoints,
  sharingEndpoints,
  versionsEndpoints,
  type ProjectVersion,
  type VersionDiff,
} from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, testQueryClient } from '@/test/render';
import { VersionHistoryButton } from './version-history-button';

const PROJECT = '3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978';
const WAIT = { timeout: 5_000 };

const VERSIONS: ProjectVersion[] = [
  {
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'writer@example.com',
    source: 'RESTORE',
    summary: 'Restored version 1: 2 floors, 6 APs',
  },
  {
    version: 2,
    createdAt: '2026-11-19T10:00:00.000Z',
    createdBy: 'owner@example.com',
    source: 'UPLOAD',
    summary: 'Uploaded site.esx: 2 floors, 7 APs',
  },
  {
    version: 1,
    createdAt: '2026-11-18T10:00:00.000Z',
    createdBy: null,
    source: 'CONVERSION',
    summary: 'Converted maps.esx: 2 floors, 6 APs',
  },
];

const DIFF: VersionDiff = {
  from: 1,
  to: 2,
  accessPoints: {
    added: [{ id: 'n', name: 'Lobby AP', floorPlanId: 'f1', position: { floorPlanId: 'f1', x: 5, y: 5 } }],
    removed: [],
    moved: [
      {
        id: 'm',
        name: 'Hall AP',
        floorPlanId: 'f1',
        from: { floorPlanId: 'f1', x: 1, y: 1 },
        to: { floorPlanId: 'f1', x: 21, y: 1 },
        distanceMeters: 2,
      },
    ],
    changed: [
      { id: 'c', name: 'Office AP', floorPlanId: 'f1', changes: ['radio 1 (5 GHz) channel 36 → 44'] },
    ],
  },
  walls: { added: [], removed: [{ id: 'w', name: 'Concrete', floorPlanId: 'f1' }] },
  attenuationAreas: { added: [], removed: [], changed: [] },
  areas: { added: [], removed: [], changed: [] },
};

let canWrite: boolean;
let versions: ProjectVersion[] | 'error';

beforeEach(() => {
  canWrite = true;
  versions = VERSIONS;
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(500, { message: 'unexpected' }),
  );
  fakeApi.on(sharingEndpoints.getProjectAccess, () => ({
    projectId: PROJECT,
    role: canWrite ? ('WRITE_USER' as const) : ('READ_USER' as const),
    isGuest: false,
    canWrite,
    canShare: false,
    isOwner: false,
  }));
  fakeApi.on(versionsEndpoints.listVersions, () =>
    versions === 'error' ? reply(500, { message: 'down' }) : versions,
  );
  fakeApi.on(versionsEndpoints.diffVersions, (request) =>
    request.pathParams.a === '1' && request.pathParams.b === '2'
      ? DIFF
      : reply(500, { message: 'unexpected' }),
  );
  fakeApi.on(insightsEndpoints.listProjectFloorPlans, () => [
    {
      id: 'f1',
      rowId: 1,
      name: 'Ground',
      width: 400,
      height: 200,
      metersPerUnit: 0.1,
      imageId: 'img',
      bitmapImageId: null,
    },
  ]);
  fakeApi.on(projectsEndpoints.getImageUrl, () => ({ url: '/plan.png' }));
  fakeApi.on(versionsEndpoints.restoreVersion, (request) => ({
    projectId: PROJECT,
    restoredVersion: Number(request.pathParams.version),
    fileUploadId: '00000000-0000-4000-8000-000000000009',
  }));
});

async function openHistory(queryClient = testQueryClient()) {
  renderRoutes(
    [{ path: '/projects/:id', element: <VersionHistoryButton projectId={PROJECT} projectName="HQ" /> }],
    `/projects/${PROJECT}`,
    { queryClient },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'History' }, WAIT));
  return screen.findByRole('dialog', {}, WAIT);
}

describe('VersionHistoryButton', () => {
  it('lists the versions with who, when and what, each with a download link', async () => {
    const dialog = await openHistory();
    const table = await within(dialog).findByRole('table', { name: 'Versions' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '3 (current)',
      '2',
      '1',
    ]);
    expect(rows[0]?.textContent).toContain('writer@example.com');
    expect(rows[2]?.textContent).toContain('Unknown');
    // What happened is the version's own summary, not prefixed with its source again ("Restore: Restored …").
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Restored version 1: 2 floors, 6 APs',
      'Uploaded site.esx: 2 floors, 7 APs',
      'Converted maps.esx: 2 floors, 6 APs',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Download version 2' })
        .getAttribute('href'),
    ).toBe(`/esxfileapi/v1/projects/${PROJECT}/download?version=2`);
  });

  it('compares two chosen versions as a table', async () => {
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Compare version 2' }, WAIT));
    expect(fakeApi.requestsTo(versionsEndpoints.diffVersions)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Compare version 1' }));
    const table = await within(dialog).findByRole(
      'table',
      { name: 'Changes from version 1 to version 2' },
      WAIT,
    );
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['Access point', 'Added', 'Lobby AP', ''],
      ['Access point', 'Moved', 'Hall AP', '2.0 m'],
      ['Access point', 'Changed', 'Office AP', 'radio 1 (5 GHz) channel 36 → 44'],
      ['Wall', 'Removed', 'Concrete', ''],
    ]);
  });

  it('draws the changed APs on the floor plan: new ones filled, moved ones from a dashed ghost to their new place', async () => {
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Compare version 2' }, WAIT));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Compare version 1' }));
    const map = await within(dialog).findByRole(
      'img',
      { name: 'Changed access points on Ground: 1 added, 0 removed, 1 moved' },
      WAIT,
    );
    expect(map.getAttribute('viewBox')).toBe('0 0 400 200');
    await waitFor(() => expect(map.querySelector('image')?.getAttribute('href')).toBe('/plan.png'), WAIT);
    const titles = [...map.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toEqual(['Lobby AP: added', 'Hall AP: moved from the dashed outline to the filled mark']);
    // The moved AP: a dashed ghost where it was (1, 1), a line to where it is (21, 1).
    const ghost = map.querySelector('circle[stroke-dasharray]');
    expect([ghost?.getAttribute('cx'), ghost?.getAttribute('cy')]).toEqual(['1', '1']);
    const line = map.querySelector('line');
    expect([line?.getAttribute('x2'), line?.getAttribute('y2')]).toEqual(['21', '1']);
  });

  it('restores a version only after a confirmation', async () => {
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }, WAIT));
    const title = await screen.findByText('Restore version 1?', {}, WAIT);
    const confirm = title.closest<HTMLElement>('[role="dialog"]') ?? title;
    expect(confirm).not.toBe(dialog);
    expect(fakeApi.requestsTo(versionsEndpoints.restoreVersion)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await within(dialog).findByText(/Restoring version 1/, {}, WAIT);
    expect(
      fakeApi.requestsTo(versionsEndpoints.restoreVersion).map((request) => request.pathParams.version),
    ).toEqual(['1']);
    // The current version has nothing to restore.
    expect(within(dialog).queryByRole('button', { name: 'Restore version 3' })).toBeNull();
  });

  it('offers no restore to readers', async () => {
    canWrite = false;
    const dialog = await openHistory();
    await within(dialog).findByRole('table', { name: 'Versions' }, WAIT);
    await waitFor(() =>
      expect(fakeApi.requestsTo(sharingEndpoints.getProjectAccess).length).toBeGreaterThan(0),
    );
    expect(within(dialog).queryByRole('button', { name: /Restore version/ })).toBeNull();
  });

  it('says when the history cannot be loaded, and when it is empty', async () => {
    versions = 'error';
    const dialog = await openHistory();
    expect(await within(dialog).findByText('Could not load the version history.', {}, WAIT)).toBeTruthy();
    versions = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('This project has no versions yet.', {}, WAIT)).toBeTruthy();
  });
});
