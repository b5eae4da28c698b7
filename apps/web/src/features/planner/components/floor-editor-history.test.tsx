import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsEndpoints } from '@airlens/contract';
import { applyOperations } from '@airlens/domain';
import { fakeApi, type RecordedRequest } from '@/test/fake-api';
import { answerDesignPatches, batchOf } from '../test/design-api';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { renderEditorAsWriter } from '../test/floor-editor-harness';

const WAIT = { timeout: 8_000 };
/** Three autosaves (a quiet second each), a conflict dialog and a reload: slow on a loaded machine. */
const THREE_SAVES_MS = 45_000;

interface SentOperation {
  op: string;
  type: string;
  id: string;
  value?: Record<string, unknown>;
}

function sentOperations(patches: readonly RecordedRequest[]): SentOperation[] {
  return patches.flatMap((request) => (request.body as { operations: SentOperation[] }).operations);
}

function apMove(y: number): SentOperation {
  return {
    op: 'update',
    type: 'ACCESS_POINT',
    id: 'ap-1',
    value: { location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 150, y } } },
  };
}

/**
 * The other user's version 9, which removed AP-4, answered only once `release` is called: an autosave starting
 * between the test's two nudges (a slow machine) cannot then open the conflict dialog over the second one.
 */
function answerTheirsWhenReleased(): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const theirs = applyOperations(designFixture(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-4' }]);
  fakeApi.on(projectsEndpoints.getProjectBatch, async () => {
    await released;
    return batchOf(theirs);
  });
  return { release };
}

async function keepHistoryThroughRebase(): Promise<void> {
  const patches = answerDesignPatches([{ staleBaseCurrentVersion: 9 }, { version: 10 }]);
  const user = userEvent.setup();
  renderEditorAsWriter();
  const plan = await screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
  const theirs = answerTheirsWhenReleased();
  within(plan).getByRole('button', { name: 'Access point AP-4, AP-505' }).focus();
  await user.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}');
  within(plan).getByRole('button', { name: 'Access point AP-1, AP-505' }).focus();
  await user.keyboard('{Enter}{Shift>}{ArrowDown}{/Shift}');
  theirs.release();

  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this design' }, WAIT);
  await user.click(within(dialog).getByRole('button', { name: 'Keep my other changes' }));
  const notice =
    'A newer version removed what one of your earlier actions changed, so undo and redo skip it: Nudge.';
  expect(await screen.findByText(notice, {}, WAIT)).toBeTruthy();
  await waitFor(() => expect(patches).toHaveLength(2), WAIT);
  expect(within(plan).queryByRole('button', { name: /AP-4,/ })).toBeNull();

  // Undo still takes back the user's own nudge of AP-1 (1 m down = 20 plan units), sent on version 10.
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(patches).toHaveLength(3), WAIT);
  expect((patches[2]?.body as { baseVersion: number }).baseVersion).toBe(10);
  expect(sentOperations(patches.slice(1))).toEqual([apMove(170), apMove(150)]);
  // The skipped action is gone from the history: nothing further to undo.
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText(notice)).toBeNull();
}

describe('the floor editor after someone else saved a newer version', () => {
  it(
    'keeps the undo history through the rebase and says which action undo skips now',
    keepHistoryThroughRebase,
    THREE_SAVES_MS,
  );
});
