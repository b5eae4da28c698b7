import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyOperations } from '@airlens/domain';
import { answerDesignPatches } from '../test/design-api';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { EDITOR_SLOT, renderEditorAsWriter } from '../test/floor-editor-harness';

const WAIT = { timeout: 8_000 };
const NO_SCALE = /^This floor has no scale yet\./;

/** The fixture floor as an upload without a scale has it. */
function unscaledDesign() {
  return applyOperations(designFixture(), [
    { op: 'update', type: 'FLOOR_PLAN', id: FIXTURE_FLOOR_ID, value: { metersPerUnit: null } },
  ]);
}

describe('the floor editor on a floor without a scale', () => {
  it('opens measuring the scale, keeps the metric tools off until it is set, and undo makes it unscaled again', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter({
      slot: { ...EDITOR_SLOT, floor: { ...EDITOR_SLOT.floor, metersPerUnit: null } },
      design: unscaledDesign,
    });
    expect(await screen.findByText(NO_SCALE, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Measure scale' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Place AP', 'Draw wall', 'Requirement area', 'Place at centre']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(screen.queryByRole('button', { name: /Auto-plan/ })).toBeNull();

    // Keyboard steps are 10 plan units with Shift while there are no metres: 5 steps apart, 5 m real.
    screen.getByRole('group', { name: /^Ground: walls and access points\. Arrow keys/ }).focus();
    await user.keyboard('{ }{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{ }');
    await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '5');
    expect(screen.getByText('The plan becomes 100 m × 60 m.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set scale' }));

    expect(screen.queryByText(NO_SCALE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Place AP' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Select' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect((patches[0]?.body as { operations: unknown[] }).operations).toEqual([
      { op: 'update', type: 'FLOOR_PLAN', id: FIXTURE_FLOOR_ID, value: { metersPerUnit: 0.1 } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText(NO_SCALE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place AP' })).toHaveProperty('disabled', true);
  });
});
