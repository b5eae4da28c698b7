import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
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
});
