import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StarIcon from '@mui/icons-material/Star';
import { renderWithProviders } from '../test/render';
import { DialogCard } from './dialog-card';

describe('DialogCard', () => {
  it('renders the title with its element id and reports close, secondary and primary clicks', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSecondaryAction = vi.fn();
    const onPrimaryAction = vi.fn();
    renderWithProviders(
      <DialogCard
        title="Share project"
        primaryActionText="Share"
        secondaryActionText="Cancel"
        onClose={onClose}
        onSecondaryAction={onSecondaryAction}
        onPrimaryAction={onPrimaryAction}
      >
        Body text
      </DialogCard>,
    );

    const title = screen.getByRole('heading', { name: 'Share project' });
    expect(title.id).toBe('dialog-card-title');
    const close = screen.getByRole('button', { name: 'Close' });
    const secondary = screen.getByRole('button', { name: 'Cancel' });
    const primary = screen.getByRole('button', { name: 'Share' });
    expect(close.id).toBe('dialog-card-close');
    expect(secondary.id).toBe('dialog-card-secondary-action');
    expect(primary.id).toBe('dialog-card-primary-action');

    await user.click(close);
    await user.click(secondary);
    await user.click(primary);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSecondaryAction).toHaveBeenCalledTimes(1);
    expect(onPrimaryAction).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Body text')).toBeTruthy();
  });

  it('hides the close button and the footer when asked and when there is no action text or footer', () => {
    const { container } = renderWithProviders(
      <DialogCard title="Info" hideCloseButton>
        Only content
      </DialogCard>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the footer for footer content alone', () => {
    const { container } = renderWithProviders(<DialogCard title="Info" footer={<span>Step 1 of 2</span>} />);
    expect(container.querySelector('footer')?.textContent).toBe('Step 1 of 2');
  });

  it('disables the actions by their flags and uses the primary colour by default', async () => {
    const user = userEvent.setup();
    const onPrimaryAction = vi.fn();
    renderWithProviders(
      <DialogCard
        title="Delete"
        primaryActionText="Delete"
        secondaryActionText="Keep"
        primaryActionDisabled
        secondaryActionDisabled
        onPrimaryAction={onPrimaryAction}
      />,
    );
    const primary = screen.getByRole('button', { name: 'Delete' });
    expect(primary.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep' }).hasAttribute('disabled')).toBe(true);
    expect(primary.className).toContain('MuiButton-colorPrimary');
    await user.click(primary).catch(() => undefined);
    expect(onPrimaryAction).not.toHaveBeenCalled();
  });

  it('applies the primary colour, large variant, translucent background, content height and prepend icon', () => {
    const { container } = renderWithProviders(
      <DialogCard
        title="Danger"
        primaryActionText="Remove"
        primaryActionColor="error"
        large
        translucent
        contentHeight={320}
        prependIcon={<StarIcon data-testid="prepend-icon" />}
      >
        x
      </DialogCard>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).className).toContain('MuiButton-colorError');
    const card = container.querySelector('[data-large]');
    expect(card?.getAttribute('data-large')).toBe('true');
    expect(card?.getAttribute('data-translucent')).toBe('true');
    expect(getComputedStyle(screen.getByTestId('dialog-card-content')).height).toBe('320px');
    expect(screen.getByTestId('prepend-icon')).toBeTruthy();
  });

  it('uses the compact style on extra-small screens', () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      matches: query.includes('max-width:599.95px'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
    try {
      const { container } = renderWithProviders(<DialogCard title="Small" />);
      expect(container.querySelector('[data-compact]')?.getAttribute('data-compact')).toBe('true');
    } finally {
      window.matchMedia = original;
    }
  });
});
