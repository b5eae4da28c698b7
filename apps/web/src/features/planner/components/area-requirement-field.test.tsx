import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerDesignPatches } from '../test/design-api';
import { renderEditorAsWriter } from '../test/floor-editor-harness';

const WAIT = { timeout: 8_000 };

describe("a requirement area's requirement after drawing", () => {
  it('picks another requirement for the selected area by keyboard, saves it as one update, and undo takes it back', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
    within(plan).getByRole('button', { name: 'Requirement area Office, Data' }).focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: 'Selection' });
    const field = within(panel).getByRole('combobox', { name: 'Area requirement' });
    expect(field.textContent).toBe('Data');

    field.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Voice (Cisco)' }));
    expect(within(plan).getByRole('button', { name: 'Requirement area Office, Voice (Cisco)' })).toBeTruthy();
    expect(
      within(panel).getByText(
        'Selected: requirement area Office (requirement Voice (Cisco)). Delete removes it.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect((patches[0]?.body as { operations: unknown[] }).operations).toEqual([
      { op: 'update', type: 'AREA', id: 'office', value: { requirementId: 'req-voice' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(panel).getByRole('combobox', { name: 'Area requirement' }).textContent).toBe('Data');
    await waitFor(() => expect(patches).toHaveLength(2), WAIT);
    expect((patches[1]?.body as { operations: unknown[] }).operations).toEqual([
      { op: 'update', type: 'AREA', id: 'office', value: { requirementId: 'req-data' } },
    ]);
  });

  it('holds the area to no requirement, and is absent while no requirement area is selected', async () => {
    const patches = answerDesignPatches([{ version: 5 }]);
    const user = userEvent.setup();
    renderEditorAsWriter();
    const plan = await screen.findByRole('group', { name: /^Ground: walls and access points/ }, WAIT);
    expect(screen.queryByRole('combobox', { name: 'Area requirement' })).toBeNull();
    within(plan).getByRole('button', { name: 'Requirement area Office, Data' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Area requirement' }));
    await user.click(await screen.findByRole('option', { name: 'No requirement' }));
    expect(
      within(plan).getByRole('button', { name: 'Requirement area Office, no requirement' }),
    ).toBeTruthy();
    await waitFor(() => expect(patches).toHaveLength(1), WAIT);
    expect((patches[0]?.body as { operations: unknown[] }).operations).toEqual([
      { op: 'update', type: 'AREA', id: 'office', value: { requirementId: null } },
    ]);
  });
});
