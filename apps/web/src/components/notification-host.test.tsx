import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, notify } from '../lib/notifications';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@/lib/theme';
import { NotificationHost } from './notification-host';

function renderHost() {
  return render(
    <ThemeProvider theme={createAppTheme()}>
      <NotificationHost />
    </ThemeProvider>,
  );
}

afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
});

describe('NotificationHost', () => {
  it('renders no container while the list is empty and removes it when the last one goes', async () => {
    const user = userEvent.setup();
    renderHost();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    act(() => {
      notify({ level: 'success', title: 'Project uploaded', confirmText: 'OK' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('Project uploaded');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('is 512 px wide from the small breakpoint up and full width below', () => {
    renderHost();
    act(() => {
      notify({ level: 'info', title: 'Hello', confirmText: 'OK' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const className = Array.from(region.classList).find((name) => name.startsWith('css-')) ?? 'missing';
    expect(css).toMatch(new RegExp(`\\.${className}\\{[^}]*width:100%`));
    expect(css).toMatch(new RegExp(`@media \\(min-width:960px\\)\\{\\.${className}\\{width:512px;`));
  });

  it('removes a notification after its timeout and calls onHide', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    renderHost();
    act(() => {
      notify({ level: 'warning', title: 'Upload slow', timeout: 3000, onHide });
    });
    expect(screen.getByRole('alert').textContent).toContain('Upload slow');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('removes only the confirmed notification, shows level, title and description', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    renderHost();
    act(() => {
      notify({
        level: 'error',
        title: 'Upload failed',
        description: 'site.esx could not be read',
        confirmText: 'Retry later',
        onHide,
      });
      notify({ level: 'info', title: 'Shared', confirmText: 'Fine' });
    });
    const error = screen.getByRole('alert');
    expect(error.className).toContain('MuiAlert-colorError');
    expect(error.textContent).toContain('site.esx could not be read');
    await user.click(screen.getByRole('button', { name: 'Retry later' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(screen.getByText('Shared')).toBeTruthy();
  });

  it('wraps the buttons when the confirm text is longer than 10 characters', () => {
    renderHost();
    act(() => {
      notify({ level: 'info', title: 'Ten', confirmText: '1234567890' });
      notify({ level: 'info', title: 'Eleven', confirmText: '12345678901' });
    });
    const tenBox = screen.getByRole('button', { name: '1234567890' }).parentElement;
    const elevenBox = screen.getByRole('button', { name: '12345678901' }).parentElement;
    expect(tenBox?.getAttribute('data-wrapped')).toBe('false');
    expect(elevenBox?.getAttribute('data-wrapped')).toBe('true');
    expect(getComputedStyle(elevenBox as HTMLElement).flexWrap).toBe('wrap');
    expect(getComputedStyle(tenBox as HTMLElement).flexWrap).toBe('nowrap');
  });

  it('offers a dismiss button when a notification has neither confirm text nor timeout', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => {
      notify({ level: 'success', title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('lets info and success notifications go after 8 s by default, and keeps warnings and errors', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => {
      notify({ level: 'info', title: 'Welcome to Airlens', confirmText: 'Mark as read' });
      notify({ level: 'success', title: 'Upload finished' });
      notify({ level: 'warning', title: 'Licence ends soon' });
      notify({ level: 'error', title: 'Import failed' });
    });
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(screen.getByText('Welcome to Airlens')).toBeTruthy();
    expect(screen.getByText('Upload finished')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Welcome to Airlens')).toBeNull();
    expect(screen.queryByText('Upload finished')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Licence ends soon')).toBeTruthy();
    expect(screen.getByText('Import failed')).toBeTruthy();
  });

  it('keeps a timed notification while the pointer is over it and restarts the time when it leaves', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => {
      notify({ level: 'info', title: 'Shared with you', timeout: 1_000 });
    });
    const item = screen.getByRole('status');
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('Shared with you')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('Shared with you')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Shared with you')).toBeNull();
  });

  it('calls onConfirm only for the confirm button, not when the notification times out', async () => {
    const onConfirm = vi.fn();
    const onHide = vi.fn();
    vi.useFakeTimers();
    renderHost();
    act(() => {
      notify({
        level: 'info',
        title: 'First',
        confirmText: 'Mark as read',
        timeout: 1_000,
        onConfirm,
        onHide,
      });
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    vi.useRealTimers();

    const user = userEvent.setup();
    act(() => {
      notify({ level: 'info', title: 'Second', confirmText: 'Mark as read', onConfirm });
    });
    const markRead = screen.getByRole('button', { name: 'Mark as read' });
    // Its description names the notice it is about (several notices may each have one).
    expect(document.getElementById(markRead.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Second',
    );
    await user.click(markRead);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('starts below the app bar (56 px high on phones, 64 px from 600 px up)', () => {
    renderHost();
    act(() => {
      notify({ level: 'info', title: 'Hello', confirmText: 'OK' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const className = Array.from(region.classList).find((name) => name.startsWith('css-')) ?? 'missing';
    expect(css).toMatch(new RegExp(`\\.${className}\\{[^}]*top:64px`));
    expect(css).toMatch(new RegExp(`@media \\(min-width:600px\\)\\{\\.${className}\\{top:72px;`));
  });
});
