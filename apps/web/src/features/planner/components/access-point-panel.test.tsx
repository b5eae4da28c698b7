import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '@/test/fake-api';
import { answerDesignPatches } from '../test/design-api';
import { renderEditorAsWriter } from '../test/floor-editor-harness';

const WAIT = { timeout: 8_000 };

interface SentOperation {
  op: string;
  type: string;
  id: string;
  value?: Record<string, unknown>;
}

function tiltField(panel: HTMLElement): HTMLInputElement {
  return within(panel).getByRole<HTMLInputElement>('spinbutton', { name: 'Tilt (°)' });
}

function sentOperations(patches: readonly RecordedRequest[]): SentOperation[] {
  return patches.flatMap((request) => (request.body as { operations: SentOperation[] }).operations);
}

async function selectAp1(user: ReturnType<typeof userEvent.setup>) {
  const plan = await screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
  within(plan).getByRole('button', { name: 'Access point AP-1, AP-505' }).focus();
  await user.keyboard('{Enter}');
  return screen.getByRole('region', { name: 'Selection' });
}

describe("the selected AP's antenna", () => {
  it('tilts every radio of the AP from a labelled field, refuses more than 90°, and undo takes it back', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const panel = await selectAp1(user);
    const tilt = tiltField(panel);
    expect(tilt.value).toBe('0');
    expect(within(panel).getByText('Down from the horizon; negative is up')).toBeTruthy();

    await user.clear(tilt);
    await user.type(tilt, '95{Enter}');
    expect(within(panel).getByText('From -90 to 90 °')).toBeTruthy();
    await user.clear(tilt);
    await user.type(tilt, '-15{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect(sentOperations(patches)).toEqual([
      { op: 'update', type: 'SIMULATED_RADIO', id: 'ap-1-r0', value: { antennaTilt: -15 } },
      { op: 'update', type: 'SIMULATED_RADIO', id: 'ap-1-r1', value: { antennaTilt: -15 } },
    ]);
    expect(tiltField(panel).value).toBe('-15');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(tiltField(panel).value).toBe('0');
    await waitFor(() => expect(patches).toHaveLength(2), WAIT);
    // The fixture's radios had no tilt: undo clears the field again.
    expect(sentOperations(patches.slice(1))).toEqual([
      { op: 'update', type: 'SIMULATED_RADIO', id: 'ap-1-r1', value: { antennaTilt: null } },
      { op: 'update', type: 'SIMULATED_RADIO', id: 'ap-1-r0', value: { antennaTilt: null } },
    ]);
  });

  it('points the antenna to a direction typed in degrees', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const panel = await selectAp1(user);
    const direction = within(panel).getByRole('spinbutton', { name: 'Direction (°)' });
    await user.clear(direction);
    await user.type(direction, '135');
    await user.tab();
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect(sentOperations(patches).map((operation) => operation.value)).toEqual([
      { antennaDirection: 135 },
      { antennaDirection: 135 },
    ]);
  });
});
