import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '@/test/fake-api';
import { answerDesignPatches } from '../test/design-api';
import { FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { renderEditorAsWriter } from '../test/floor-editor-harness';

const WAIT = { timeout: 8_000 };

interface SentOperation {
  op: string;
  type: string;
  id: string;
  value?: Record<string, unknown>;
}

function sentOperations(patches: readonly RecordedRequest[]): SentOperation[] {
  return patches.flatMap((request) => (request.body as { operations: SentOperation[] }).operations);
}

async function openPlan() {
  return screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
}

/** The plan with a drawing tool on: focusable, with the keyboard hint in its name. */
function focusedPlan(): HTMLElement {
  const plan = screen.getByRole('group', { name: /^Ground: walls and access points\. Arrow keys/ });
  plan.focus();
  return plan;
}

describe('the floor editor tools', () => {
  it('draws an attenuation area of the chosen type by keyboard, shows it, and saves it as one add', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await openPlan();
    expect(within(plan).getAllByRole('button', { name: 'Attenuation area, Shelf' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Attenuation area' }));
    expect(screen.getByRole('combobox', { name: 'Attenuation type' }).textContent).toBe(
      'Shelf · 3.0 dB/m at 5 GHz',
    );
    focusedPlan();
    // From the centre (500, 300), 1 m = 20 plan units: corners at the centre, 1 m right, then 1 m down.
    await user.keyboard('{ }{Shift>}{ArrowRight}{/Shift}{ }{Shift>}{ArrowDown}{/Shift}{ }{Enter}');
    expect(within(plan).getAllByRole('button', { name: 'Attenuation area, Shelf' })).toHaveLength(2);
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect(sentOperations(patches)).toEqual([
      {
        op: 'add',
        type: 'ATTENUATION_AREA',
        id: expect.any(String) as string,
        value: {
          floorPlanId: FIXTURE_FLOOR_ID,
          attenuationAreaTypeId: 'shelf',
          area: [
            { x: 500, y: 300 },
            { x: 520, y: 300 },
            { x: 520, y: 320 },
          ],
        },
      },
    ]);
  });

  it('Escape cancels an area being drawn, and two corners are refused: nothing is sent', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Attenuation area' }));
    focusedPlan();
    await user.keyboard('{ }{Shift>}{ArrowRight}{/Shift}{ }{Enter}');
    expect(await screen.findByText('An area needs at least 3 corners.')).toBeTruthy();
    await user.keyboard('{ }{Shift>}{ArrowDown}{/Shift}{ }{Escape}');
    expect(screen.getByRole('button', { name: 'Attenuation area' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(plan).getAllByRole('button', { name: 'Attenuation area, Shelf' })).toHaveLength(1);
    expect(patches).toHaveLength(0);
  });

  it('draws a requirement area held to the picked requirement, selects it, deletes it and undoes the delete', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Requirement area' }));
    await user.click(screen.getByRole('combobox', { name: 'Requirement' }));
    await user.click(await screen.findByRole('option', { name: 'Voice (Cisco)' }));
    focusedPlan();
    await user.keyboard('{ }{Shift>}{ArrowLeft}{/Shift}{ }{Shift>}{ArrowUp}{/Shift}{ }{Enter}');
    const area = within(plan).getByRole('button', { name: 'Requirement area Area 1, Voice (Cisco)' });
    expect(area.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText('Selected: requirement area Area 1 (requirement Voice (Cisco)). Delete removes it.'),
    ).toBeTruthy();
    area.focus();
    await user.keyboard('{Delete}');
    expect(within(plan).queryByRole('button', { name: /^Requirement area Area 1/ })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(within(plan).getByRole('button', { name: 'Requirement area Area 1, Voice (Cisco)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), WAIT);
    const operations = sentOperations(patches);
    expect(operations.map((operation) => `${operation.op} ${operation.type}`)).toEqual([
      'add AREA',
      'remove AREA',
      'add AREA',
    ]);
    expect(operations[0]?.value).toMatchObject({
      floorPlanId: FIXTURE_FLOOR_ID,
      name: 'Area 1',
      requirementId: 'req-voice',
    });
  });

  it('splits a selected wall at its midpoint from the toolbar, and one undo makes it one wall again', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await openPlan();
    const [wall] = within(plan).getAllByRole('button', { name: 'Wall, Drywall' });
    wall?.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Split at midpoint' }));
    expect(within(plan).getAllByRole('button', { name: 'Wall, Drywall' })).toHaveLength(2);
    expect(screen.getByText('Selected: 2 walls. Delete removes them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(plan).getAllByRole('button', { name: 'Wall, Drywall' })).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), WAIT);
    const [add, update] = sentOperations(patches);
    // wall-3 runs from (0, 300) to (400, 300): the halves meet at (200, 300).
    expect(add).toMatchObject({
      op: 'add',
      type: 'WALL_SEGMENT',
      value: {
        wallTypeId: 'drywall',
        points: [
          { x: 200, y: 300 },
          { x: 400, y: 300 },
        ],
      },
    });
    expect(update).toMatchObject({
      op: 'update',
      type: 'WALL_SEGMENT',
      id: 'wall-3',
      value: {
        points: [
          { x: 0, y: 300 },
          { x: 200, y: 300 },
        ],
      },
    });
  });

  it('splits the wall nearest the keyboard cursor with the split tool, and refuses a split at its end', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Split wall' }));
    focusedPlan();
    // From the centre (500, 300), 5 m left reaches wall-3's end (400, 300): no split there; 5 m more splits it.
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{ }');
    expect(await screen.findByText('A wall splits between its ends, not at one of them.')).toBeTruthy();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{ }');
    expect(within(plan).getAllByRole('button', { name: 'Wall, Drywall' })).toHaveLength(2);
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect(sentOperations(patches).map((operation) => operation.value?.points)).toEqual([
      [
        { x: 300, y: 300 },
        { x: 400, y: 300 },
      ],
      [
        { x: 0, y: 300 },
        { x: 300, y: 300 },
      ],
    ]);
  });

  it('sets the scale by measuring a known distance: sent as the floor plan metersPerUnit, and the editor follows', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    await openPlan();
    await user.click(screen.getByRole('button', { name: 'Measure scale' }));
    focusedPlan();
    // Two points 5 m apart at the opened scale (0.05 m per unit): 100 plan units.
    await user.keyboard('{ }{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{ }');
    await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '10');
    expect(screen.getByText('The plan becomes 100 m × 60 m.')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect(sentOperations(patches)).toEqual([
      { op: 'update', type: 'FLOOR_PLAN', id: FIXTURE_FLOOR_ID, value: { metersPerUnit: 0.1 } },
    ]);
    // At the new scale 1 m is 10 plan units: a wall drawn 1 m long by keyboard says so.
    await user.click(screen.getByRole('button', { name: 'Draw wall' }));
    focusedPlan();
    await user.keyboard('{ }{Shift>}{ArrowDown}{/Shift}{ }{Enter}');
    await waitFor(() => expect(patches).toHaveLength(2), WAIT);
    expect(sentOperations(patches)[1]?.value).toMatchObject({
      points: [
        { x: 600, y: 300 },
        { x: 600, y: 310 },
      ],
    });
  });
});

describe('box selection in the floor editor', () => {
  const PRIMARY = { pointerId: 1, button: 0, isPrimary: true, pointerType: 'mouse' };

  it('selects the APs and walls inside a dragged box, Shift adds a second box, and Delete removes exactly those', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    renderEditorAsWriter();
    await openPlan();
    // The stage at the plan's own size (1000 × 600): at fit, a screen pixel is a plan unit.
    const stage = screen.getByTestId('editor-stage');
    stage.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 1000, height: 600, x: 0, y: 0, right: 1000, bottom: 600 }) as DOMRect;
    const plan = screen.getByTestId('editor-plan');
    // AP-1 (150, 150) and the drywall wall-3 (0, 300)–(400, 300); not wall-1, which leaves the box at (500, 0).
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 460, clientY: 320 });
    // AP-4 (850, 450), added with Shift.
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 800, clientY: 400, shiftKey: true });
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 900, clientY: 500, shiftKey: true });
    fireEvent.keyDown(plan, { key: 'Delete' });
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    const removed = sentOperations(patches)
      .filter((operation) => operation.op === 'remove' && operation.type !== 'SIMULATED_RADIO')
      .map((operation) => `${operation.type} ${operation.id}`)
      .sort();
    expect(removed).toEqual(['ACCESS_POINT ap-1', 'ACCESS_POINT ap-4', 'WALL_SEGMENT wall-3']);
  });
});
