import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIALOG_BUMP_MS } from '@airlens/domain';
import { renderRoutes } from '../test/render';
import { AppDialog } from './app-dialog';
import { DialogCard } from './dialog-card';

function DialogPage({
  persistent = false,
  closeOnBack = true,
  onClose = () => {},
}: {
  persistent?: boolean;
  closeOnBack?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>Page behind</p>
      <AppDialog
        open={open}
        persistent={persistent}
        closeOnBack={closeOnBack}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <DialogCard title="Project preview" onClose={() => setOpen(false)} />
      </AppDialog>
    </>
  );
}

function renderDialog(props: Parameters<typeof DialogPage>[0] = {}) {
  return renderRoutes(
    [
      { path: '/first', element: <p>First page</p> },
      { path: '/second', element: <DialogPage {...props} /> },
    ],
    '/first',
  );
}

async function openSecond(router: ReturnType<typeof renderDialog>['router']) {
  await act(async () => {
    await router.navigate('/second');
  });
  return screen.findByRole('dialog', { name: 'Project preview' });
}

describe('AppDialog', () => {
  it('is named by the dialog card title and sits at z-index 2400', async () => {
    const { router } = renderDialog();
    const dialog = await openSecond(router);
    const root = dialog.closest('.MuiDialog-root');
    expect(root).not.toBeNull();
    expect(getComputedStyle(root as HTMLElement).zIndex).toBe('2400');
  });

  it('closes on Escape and on outside click when not persistent', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { router } = renderDialog({ onClose });
    await openSecond(router);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);

    await act(async () => {
      await router.navigate('/first');
    });
    const dialog = await openSecond(router);
    const backdrop = dialog.closest('.MuiDialog-root')?.querySelector('.MuiBackdrop-root');
    await user.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and plays the scale bump on Escape and outside click when persistent', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { router } = renderDialog({ persistent: true, onClose });
    const dialog = await openSecond(router);
    const paper = dialog;
    expect(paper.className).toContain('MuiDialog-paper');
    expect(paper.getAttribute('data-bumping')).toBe('false');

    await user.keyboard('{Escape}');
    expect(paper.getAttribute('data-bumping')).toBe('true');
    expect(getComputedStyle(paper).transform).toBe('scale(1.03)');
    await waitFor(() => expect(paper.getAttribute('data-bumping')).toBe('false'), {
      timeout: DIALOG_BUMP_MS * 4,
    });

    await user.click(dialog.closest('.MuiDialog-root')?.querySelector('.MuiBackdrop-root') as HTMLElement);
    expect(paper.getAttribute('data-bumping')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Project preview' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on browser back and stays on the page', async () => {
    const onClose = vi.fn();
    const { router } = renderDialog({ onClose });
    await openSecond(router);
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/second');
    expect(screen.getByText('Page behind')).toBeTruthy();
  });

  it('lets browser back leave the page when closeOnBack is off', async () => {
    const { router } = renderDialog({ closeOnBack: false });
    await openSecond(router);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/first');
  });
});
