import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { FloorScaleTool } from './floor-scale-tool';

function renderTool(overrides: { error?: string | null; isSaving?: boolean } = {}) {
  const onSave = vi.fn<(metersPerUnit: number) => void>();
  const onCancel = vi.fn<() => void>();
  renderWithProviders(
    <FloorScaleTool
      floorName="Ground floor"
      size={{ widthUnits: 1000, heightUnits: 500 }}
      imageUrl={null}
      isSaving={overrides.isSaving ?? false}
      error={overrides.error ?? null}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel, user: userEvent.setup() };
}

function plan(): HTMLElement {
  return screen.getByRole('group', { name: /Ground floor floor plan/ });
}

/** Two points with the keyboard: the centre (500, 250), then ten steps of 1 % (10 units) to the right. */
async function placeTwoPointsWithKeys(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  plan().focus();
  await user.keyboard('{Enter}');
  await user.keyboard('{ArrowRight>10/}');
  await user.keyboard('{Enter}');
}

describe('FloorScaleTool', () => {
  it('measures a known distance with the keyboard and saves metres per plan unit', async () => {
    const { onSave, user } = renderTool();
    expect(screen.getByRole('status').textContent).toBe('No point placed yet.');
    await placeTwoPointsWithKeys(user);
    expect(screen.getByRole('status').textContent).toBe('Two points placed, 100 plan units apart.');
    await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '5');
    expect(screen.getByText('1 m is 20 plan units: the plan is 50 m × 25 m.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save scale' }));
    expect(onSave).toHaveBeenCalledWith(0.05);
  });

  it('places points where the plan is clicked', async () => {
    const { onSave, user } = renderTool();
    vi.spyOn(plan(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 500, 250));
    fireEvent.click(plan(), { clientX: 50, clientY: 100 });
    expect(screen.getByRole('status').textContent).toBe('First point placed. Place the second one.');
    fireEvent.click(plan(), { clientX: 200, clientY: 100 });
    // 150 px on screen is 300 plan units at this zoom.
    expect(screen.getByRole('status').textContent).toBe('Two points placed, 300 plan units apart.');
    expect(screen.getAllByTestId('scale-point')).toHaveLength(2);
    expect(screen.queryByTestId('scale-line')).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '7,5');
    await user.click(screen.getByRole('button', { name: 'Save scale' }));
    expect(onSave).toHaveBeenCalledWith(0.025);
  });

  it.each(['0', '-3', 'ten'])(
    'refuses the distance "%s" with a clear error and saves nothing',
    async (text) => {
      const { onSave, user } = renderTool();
      await placeTwoPointsWithKeys(user);
      const field = screen.getByRole('textbox', { name: 'Real distance (m)' });
      await user.type(field, text);
      await user.click(screen.getByRole('button', { name: 'Save scale' }));
      expect(screen.getByRole('textbox', { description: 'Enter a distance greater than 0 m.' })).toBe(field);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('asks for two points before saving, and starts over on request', async () => {
    const { onSave, user } = renderTool();
    await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save scale' }));
    expect(screen.getByRole('alert').textContent).toBe('Place two points on the plan first.');
    await placeTwoPointsWithKeys(user);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('status').textContent).toBe('No point placed yet.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows why saving failed and stays on the measurement', () => {
    renderTool({
      error: 'Setting the scale of a floor plan needs write access to the project.',
      isSaving: false,
    });
    expect(screen.getByRole('alert').textContent).toContain('needs write access');
    expect(screen.getByRole('button', { name: 'Save scale' }).hasAttribute('disabled')).toBe(false);
  });
});
