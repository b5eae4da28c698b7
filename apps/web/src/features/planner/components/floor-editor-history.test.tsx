import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyOperations } from '@airlens/domain';
import type { RecordedRequest } from '@/test/fake-api';
import { answerDesign, answerDesignPatches } from '../test/design-api';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
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

describe('the floor editor after someone else saved a newer version', () => {
  it('keeps the undo history through the rebase and says which action undo skips now', async () => {
    const patches = answerDesignPatches([{ staleBaseCurrentVersion: 9 }, { version: 10 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
    // The other user's version 9 removed AP-4.
    answerDesign(() =>
      applyOperations(designFixture(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-4' }]),
    );
    within(plan).getByRole('button', { name: 'Access point AP-4, AP-505' }).focus();
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}');
    within(plan).getByRole('button', { name: 'Access point AP-1, AP-505' }).focus();
    await user.keyboard('{Enter}{Shift>}{ArrowDown}{/Shift}');

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this design' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my other changes' }));
    expect(
      await screen.findByText(
        'A newer version removed what one of your earlier actions changed, so undo and redo skip it: Nudge.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(patches).toHaveLength(2), WAIT);
    expect(within(plan).queryByRole('button', { name: /AP-4,/ })).toBeNull();

    // Undo still takes back the user's own nudge of AP-1 (1 m down = 20 plan units), sent on version 10.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches).toHaveLength(3), WAIT);
    expect((patches[2]?.body as { baseVersion: number }).baseVersion).toBe(10);
    expect(sentOperations(patches.slice(1))).toEqual([
      {
        op: 'update',
        type: 'ACCESS_POINT',
        id: 'ap-1',
        value: { location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 150, y: 170 } } },
      },
      {
        op: 'update',
        type: 'ACCESS_POINT',
        id: 'ap-1',
        value: { location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 150, y: 150 } } },
      },
    ]);
    // The skipped action is gone from the history: nothing further to undo.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/undo and redo skip/)).toBeNull();
  });
});
