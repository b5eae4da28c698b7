import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyOperations, type DesignOperation } from '@airlens/domain';
import { floorAccessPoints } from '../model/design-view';
import { answerDesign, answerDesignPatches } from '../test/design-api';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { saveStatusText } from '../save/save-policy';
import { useDesignEditor } from './use-design-editor';

const PROJECT_ID = '7c1f4a52-4a39-4d0e-9d6b-0b3bb4f0c2a1';

function moveOf(id: string, x: number, y: number): DesignOperation[] {
  return [
    {
      op: 'update',
      type: 'ACCESS_POINT',
      id,
      value: { location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x, y } } },
    },
  ];
}

function renderEditor() {
  return renderHook(() => useDesignEditor(PROJECT_ID, designFixture(), 7));
}

function statusOf(result: { current: ReturnType<typeof useDesignEditor> }): string {
  return saveStatusText(result.current.status, result.current.state.pending.length);
}

function coordOf(result: { current: ReturnType<typeof useDesignEditor> }, id: string) {
  return floorAccessPoints(result.current.state.design, FIXTURE_FLOOR_ID).find((ap) => ap.id === id)?.coord;
}

describe('saving the design', () => {
  it('sends the pending operations with the base version after a quiet second and shows Saved', async () => {
    const patches = answerDesignPatches([{ version: 8 }]);
    const { result } = renderEditor();
    expect(statusOf(result)).toBe('Saved');
    act(() => {
      expect(result.current.run('Move AP-1', moveOf('ap-1', 200, 200))).toBeNull();
    });
    expect(statusOf(result)).toBe('Saving…');
    await waitFor(() => expect(statusOf(result)).toBe('Saved'), { timeout: 5000 });
    expect(patches.map((request) => request.body)).toEqual([
      { baseVersion: 7, operations: moveOf('ap-1', 200, 200) },
    ]);
    expect(result.current.baseVersion).toBe(8);
    expect(result.current.state.pending).toEqual([]);
  });

  it('keeps the operations through a network failure, says so, and sends them again', async () => {
    const patches = answerDesignPatches(['network-error', { version: 8 }]);
    const { result } = renderEditor();
    act(() => {
      result.current.run('Move AP-1', moveOf('ap-1', 210, 190));
    });
    await waitFor(() => expect(statusOf(result)).toBe('Offline — changes kept'), { timeout: 5000 });
    expect(result.current.state.pending).toEqual(moveOf('ap-1', 210, 190));
    await waitFor(() => expect(statusOf(result)).toBe('Saved'), { timeout: 8000 });
    expect(patches).toHaveLength(2);
    expect(patches[1]?.body).toEqual({ baseVersion: 7, operations: moveOf('ap-1', 210, 190) });
  });

  it('on a stale base reloads the design, rebases the pending operations and saves them on the new version', async () => {
    // Someone else moved AP-2 and saved version 9 meanwhile.
    const theirs = applyOperations(designFixture(), moveOf('ap-2', 700, 100));
    answerDesign(() => theirs);
    const patches = answerDesignPatches([{ staleBaseCurrentVersion: 9 }, { version: 10 }]);
    const { result } = renderEditor();
    act(() => {
      result.current.run('Move AP-1', moveOf('ap-1', 220, 180));
    });
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 8000 });
    await waitFor(() => expect(statusOf(result)).toBe('Saved'));
    expect(patches[1]?.body).toEqual({ baseVersion: 9, operations: moveOf('ap-1', 220, 180) });
    expect(result.current.baseVersion).toBe(10);
    // Both changes are in what the user sees.
    expect(coordOf(result, 'ap-1')).toEqual({ x: 220, y: 180 });
    expect(coordOf(result, 'ap-2')).toEqual({ x: 700, y: 100 });
  });

  it("asks when an operation's AP was removed by someone else, and keeps the rest when told to", async () => {
    const theirs = applyOperations(designFixture(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-4' }]);
    answerDesign(() => theirs);
    const patches = answerDesignPatches([{ staleBaseCurrentVersion: 9 }, { version: 10 }]);
    const { result } = renderEditor();
    act(() => {
      result.current.run('Move AP-4', moveOf('ap-4', 800, 500));
      result.current.run('Move AP-1', moveOf('ap-1', 230, 170));
    });
    await waitFor(() => expect(statusOf(result)).toBe('Conflict'), { timeout: 5000 });
    expect(result.current.conflict?.rebase.dropped.map((dropped) => dropped.operation.id)).toEqual(['ap-4']);
    expect(patches).toHaveLength(1);
    act(() => result.current.resolveConflict('keep'));
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 5000 });
    expect(patches[1]?.body).toEqual({ baseVersion: 9, operations: moveOf('ap-1', 230, 170) });
    await waitFor(() => expect(statusOf(result)).toBe('Saved'));
    expect(coordOf(result, 'ap-4')).toBeUndefined();
  });

  it('keeps an edit made after the conflict was found, and the undo history of what still applies', async () => {
    const theirs = applyOperations(designFixture(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-4' }]);
    answerDesign(() => theirs);
    const patches = answerDesignPatches([{ staleBaseCurrentVersion: 9 }, { version: 10 }]);
    const { result } = renderEditor();
    act(() => {
      result.current.run('Move AP-4', moveOf('ap-4', 800, 500));
    });
    await waitFor(() => expect(statusOf(result)).toBe('Conflict'), { timeout: 5000 });
    act(() => {
      result.current.run('Move AP-2', moveOf('ap-2', 600, 200));
    });
    act(() => result.current.resolveConflict('keep'));
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 5000 });
    expect(patches[1]?.body).toEqual({ baseVersion: 9, operations: moveOf('ap-2', 600, 200) });
    expect(result.current.state.undoStack.map((command) => command.label)).toEqual(['Move AP-2']);
    expect(result.current.state.droppedCommands.map((command) => command.label)).toEqual(['Move AP-4']);
    act(() => result.current.undo());
    expect(coordOf(result, 'ap-2')).toEqual({ x: 850, y: 150 });
  });

  it('sends what is pending at once when the editor closes before the quiet second', async () => {
    const patches = answerDesignPatches([{ version: 8 }]);
    const { result, unmount } = renderEditor();
    act(() => {
      result.current.run('Move AP-3', moveOf('ap-3', 100, 400));
    });
    unmount();
    await waitFor(() => expect(patches).toHaveLength(1), { timeout: 500 });
    expect(patches[0]?.body).toEqual({ baseVersion: 7, operations: moveOf('ap-3', 100, 400) });
  });
});
