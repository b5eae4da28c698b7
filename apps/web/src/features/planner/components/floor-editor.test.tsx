import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { insightsEndpoints, sharingEndpoints, versionsEndpoints } from '@airlens/contract';
import { setSessionUser } from '@/lib/session';
import { fakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { BUNDLED_AP_MODELS, modelKey } from '../catalogue/ap-models';
import { answerDesign, answerDesignPatches } from '../test/design-api';
import { designFixture, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from '../test/design-fixture';
import { FloorEditor } from './floor-editor';
import type { FloorEditorSlot } from './floor-editor-slot';

const PROJECT = '5d0c7a3e-2b1f-4c8e-9a6d-7e5f4c3b2a10';
const WAIT = { timeout: 8_000 };

const SLOT: FloorEditorSlot = {
  projectId: PROJECT,
  projectVersion: 4,
  floor: {
    id: FIXTURE_FLOOR_ID,
    name: 'Ground',
    width: 1000,
    height: 600,
    metersPerUnit: FIXTURE_METERS_PER_UNIT,
  },
  imageUrl: null,
  band: 'FIVE',
};

function answerAccess(role: 'WRITE_USER' | 'READ_USER'): void {
  fakeApi.on(sharingEndpoints.getProjectAccess, () => ({
    projectId: PROJECT,
    role,
    isGuest: false,
    canWrite: role === 'WRITE_USER',
    canShare: false,
    isOwner: false,
  }));
}

function renderEditor() {
  const config = testConfig();
  return renderRoutes(
    [{ path: '/projects/:projectId/:floor', element: <FloorEditor slot={SLOT} /> }],
    `/projects/${PROJECT}/1?mode=edit`,
    { config: { ...config, featureFlags: { ...config.featureFlags, cloudPlanner: true } } },
  );
}

/** Opens the editor, then Auto-plan… and Propose; answers the plan, its AP count before and the dialog. */
async function openEditorAndPropose() {
  const user = userEvent.setup();
  renderEditor();
  const plan = await screen.findByRole('group', { name: 'Ground: walls and access points' }, WAIT);
  const before = within(plan).getAllByRole('button', { name: /^Access point / }).length;
  await user.click(screen.getByRole('button', { name: 'Auto-plan…' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
  return { user, plan, before, dialog };
}

describe('the floor editor', () => {
  beforeEach(() => {
    setSessionUser(fakeUser());
    answerDesign(() => designFixture());
    fakeApi.on(insightsEndpoints.listDeviceCounts, () => ({
      content: [
        {
          vendor: 'Acme',
          model: 'X-1',
          deviceCount: 3,
          radioCount: 6,
          radiosByBand: { TWO: 3, FIVE: 3, SIX: 0 },
          projectCount: 1,
        },
      ],
      totalElements: 1,
      totalPages: 1,
      size: 100,
      page: 0,
    }));
  });

  it('is only for write roles: a READ user is told and offered the way back to viewing', async () => {
    answerAccess('READ_USER');
    renderEditor();
    expect(
      await screen.findByText(
        'You can view this design; editing needs write access to the project.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Planner tools' })).toBeNull();
  });

  it('reaches an AP by keyboard, nudges it 1 m with Shift+arrow, deletes it, undoes, and saves each step', async () => {
    answerAccess('WRITE_USER');
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditor();
    const plan = await screen.findByRole('group', { name: 'Ground: walls and access points' }, WAIT);
    const ap = within(plan).getByRole('button', { name: 'Access point AP-1, AP-505' });
    ap.focus();
    await user.keyboard('{Enter}');
    expect(ap.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'AP-1 · AP-505' })).toBeTruthy();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await user.keyboard('{Delete}');
    expect(within(plan).queryByRole('button', { name: /AP-1,/ })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(within(plan).getByRole('button', { name: 'Access point AP-1, AP-505' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), WAIT);
    await waitFor(() => expect(patches.length).toBeGreaterThan(0), WAIT);
    const operations = patches.flatMap(
      (request) =>
        (request.body as { operations: { op: string; type: string; id: string; value?: unknown }[] })
          .operations,
    );
    expect((patches[0]?.body as { baseVersion: number }).baseVersion).toBe(4);
    // 1 m to the right is 20 plan units at 0.05 m per unit; the delete takes the radios with it; undo adds all back.
    expect(operations[0]).toEqual({
      op: 'update',
      type: 'ACCESS_POINT',
      id: 'ap-1',
      value: { location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 170, y: 150 } } },
    });
    expect(
      operations.slice(1).map((operation) => `${operation.op} ${operation.type} ${operation.id}`),
    ).toEqual([
      'remove ACCESS_POINT ap-1',
      'add ACCESS_POINT ap-1',
      'add SIMULATED_RADIO ap-1-r0',
      'add SIMULATED_RADIO ap-1-r1',
    ]);
    expect(fakeApi.requestsTo(versionsEndpoints.updateDesign).length).toBe(patches.length);
  });

  it('auto-plans the floor: progress, the proposal with its pass rate, added as one change one undo takes back', async () => {
    answerAccess('WRITE_USER');
    answerDesignPatches([{ version: 5 }]);
    const started: RecordedRequest[] = [];
    fakeApi.on(versionsEndpoints.startAutoPlan, (request) => {
      started.push(request);
      return { jobId: 'job-1' };
    });
    let polls = 0;
    fakeApi.on(versionsEndpoints.getAutoPlan, () => {
      polls += 1;
      return polls === 1
        ? { status: 'RUNNING' as const, progress: 0.4, proposal: null, message: null }
        : {
            status: 'DONE' as const,
            progress: 1,
            message: null,
            proposal: {
              predictedPassRatePercent: 96.5,
              accessPoints: [200, 600].map((x) => ({
                name: 'Proposed',
                model: 'any',
                location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x, y: 100 } },
                band: 'FIVE' as const,
                channel: 44,
              })),
            },
          };
    });
    const { user, plan, before, dialog } = await openEditorAndPropose();
    await within(dialog).findByText('Proposal: 2 APs, predicted pass rate 96.5 %', {}, WAIT);
    expect(started[0]?.body).toEqual({
      apModel: modelKey(BUNDLED_AP_MODELS[0] ?? { vendor: '', model: '' }),
      frequencyBand: 'FIVE',
      maxAps: 20,
    });
    const rows = within(within(dialog).getByRole('table', { name: 'Proposed access points' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['10.0, 5.05 GHz44', '30.0, 5.05 GHz44']);
    // Nothing is applied before the user accepts (the plan is behind the modal dialog, hidden from the a11y tree).
    expect(within(plan).getAllByRole('button', { name: /^Access point /, hidden: true })).toHaveLength(
      before,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 APs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(plan).getAllByRole('button', { name: /^Access point / })).toHaveLength(before + 2);
    await user.keyboard('{Control>}z{/Control}');
    expect(within(plan).getAllByRole('button', { name: /^Access point / })).toHaveLength(before);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), WAIT);
  });

  it('says so when the APs already placed meet the requirement, and adds nothing', async () => {
    answerAccess('WRITE_USER');
    answerDesignPatches([{ version: 5 }]);
    fakeApi.on(versionsEndpoints.startAutoPlan, { jobId: 'job-2' });
    fakeApi.on(versionsEndpoints.getAutoPlan, {
      status: 'DONE' as const,
      progress: 1,
      message: null,
      proposal: { predictedPassRatePercent: 97.5, accessPoints: [] },
    });
    const { user, plan, before, dialog } = await openEditorAndPropose();
    await within(dialog).findByText(
      'The access points already placed meet the requirement (predicted pass rate 97.5 %): there is nothing to add.',
      {},
      WAIT,
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Add / })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(plan).getAllByRole('button', { name: /^Access point / })).toHaveLength(before);
    expect(fakeApi.requestsTo(versionsEndpoints.updateDesign)).toEqual([]);
  });

  it('places an AP by keyboard: the new marker takes the focus, so Ctrl+Z undoes it from there', async () => {
    answerAccess('WRITE_USER');
    answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Place AP' }, WAIT));
    const plan = screen.getByRole('group', {
      name: /^Ground: walls and access points\. Arrow keys move the cursor/,
    });
    const before = within(plan).getAllByRole('button', { name: /^Access point / }).length;
    plan.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{ }');
    expect(within(plan).getAllByRole('button', { name: /^Access point / })).toHaveLength(before + 1);
    // Placing switches back to the select tool, whose plan takes no focus: the new AP's marker has it.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-ap-id')).toBeTruthy());
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Control>}z{/Control}');
    expect(within(plan).getAllByRole('button', { name: /^Access point / })).toHaveLength(before);
  });

  it('draws a wall by keyboard: arrows move the cursor, Space adds corners, Enter finishes', async () => {
    answerAccess('WRITE_USER');
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Draw wall' }, WAIT));
    const plan = screen.getByRole('group', {
      name: /^Ground: walls and access points\. Arrow keys move the cursor/,
    });
    plan.focus();
    // From the centre (500, 300): 1 m left is 20 plan units; then 2 m down.
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{ }{Shift>}{ArrowDown}{ArrowDown}{/Shift}{ }{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    const [wall] = (patches[0]?.body as { operations: { op: string; type: string; value?: unknown }[] })
      .operations;
    expect(wall).toMatchObject({
      op: 'add',
      type: 'WALL_SEGMENT',
      value: {
        wallTypeId: 'drywall',
        floorPlanId: FIXTURE_FLOOR_ID,
        points: [
          { x: 480, y: 300 },
          { x: 480, y: 340 },
        ],
      },
    });
  });

  it("lists the organisation's models before the bundled catalogue in the model picker", async () => {
    answerAccess('WRITE_USER');
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('combobox', { name: 'AP model' }, WAIT));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: /^Acme X-1/ })).toBeTruthy(), WAIT);
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names.findIndex((name) => name.startsWith('Acme X-1'))).toBeLessThan(
      names.findIndex((name) => name.startsWith('Aruba AP-505')),
    );
  });
});
