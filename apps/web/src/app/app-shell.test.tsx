import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_NOTES_VERSION } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { clearNotifications, notify } from '../lib/notifications';
import { clearSession, setSessionUser } from '../lib/session';
import { fakeApi, reply } from '../test/fake-api';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { appRoutes } from './routes';

/** The shell and the manage pages are lazy chunks; a loaded 2-core machine needs more than the 1 s default. */
const WAIT = { timeout: 8_000 };

beforeAll(async () => {
  await Promise.all([import('./signed-in-shell'), import('../features/landing/components/landing-page')]);
}, 60_000);

beforeEach(() => {
  window.localStorage.setItem('whatsNewMenuSeen', RELEASE_NOTES_VERSION);
  // The pages behind the navigation find nothing on the server: these tests are about the shell.
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
});

afterEach(() => {
  act(() => {
    clearSession();
    clearNotifications();
  });
  setViewportWidth(1024);
});

/** happy-dom's window evaluates the CSS media queries for its viewport (1024 px wide unless set). */
function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 844,
  });
}

function openAs(user: ClientUser, entry: string) {
  setSessionUser(user);
  return renderRoutes(appRoutes, entry, { config: testConfig() });
}

async function mainNavigation(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Main' }, WAIT);
}

/** Every link of the navigation as 'name → href'. */
function linksOf(navigation: HTMLElement): string[] {
  return within(navigation)
    .getAllByRole('link')
    .map((link) => `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}`);
}

async function manageTabs(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Manage' }, WAIT);
}

describe('the app shell navigation', () => {
  it('gives an engineer Insights, Projects, Upload and Manage, with the manage pages every user may open', async () => {
    openAs(fakeUser(), '/manage/manage-home');
    expect(linksOf(await mainNavigation())).toEqual([
      'Home → /',
      'Insights → /insights',
      'Projects → /insights?view=list',
      'Upload → /insights?upload=1',
      'Manage → /manage/manage-home',
    ]);
    expect(linksOf(await manageTabs())).toEqual([
      'My page → /manage/manage-home',
      'Security preferences → /security-preference',
      'Report templates → /manage/report-templates',
    ]);
  });

  it('adds the admin pages for an organisation admin, and organisation settings with enterprise-plus', async () => {
    const admin = openAs(fakeUser({ orgAdmin: true }), '/manage/manage-home');
    expect(linksOf(await manageTabs())).toEqual([
      'My page → /manage/manage-home',
      'Security preferences → /security-preference',
      'Report templates → /manage/report-templates',
      'Organization projects → /manage/projects',
      'Licenses → /manage/licenses',
    ]);
    admin.unmount();

    openAs(fakeUser({ orgAdmin: true, enterprisePlusAccess: true }), '/manage/manage-home');
    expect(linksOf(await manageTabs())).toContain('Organization settings → /manage/organization-settings');
  });

  it('leaves a user whose licence expired only My page, where the guard sends them', async () => {
    openAs(fakeUser({ licenseExpired: true }), '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' }, WAIT)).toBeTruthy();
    expect(linksOf(await mainNavigation())).toEqual(['Manage → /home/manage/my-page']);
    expect(screen.queryByRole('navigation', { name: 'Manage' })).toBeNull();
  });

  it('leaves out Upload for a licence product without the landing page', async () => {
    openAs(fakeUser({ licenseType: 'Measure' }), '/');
    const links = linksOf(await mainNavigation());
    expect(links).toContain('Insights → /insights');
    expect(links).not.toContain('Upload → /insights?upload=1');
  });

  it('reaches each manage page of an enterprise admin by clicks from the landing page, marking the current one', async () => {
    const user = userEvent.setup();
    const { router } = openAs(fakeUser({ orgAdmin: true, enterprisePlusAccess: true }), '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Airlens' }, WAIT)).toBeTruthy();
    const pages = [
      ['Organization projects', '/manage/projects', 'Projects'],
      ['Licenses', '/manage/licenses', 'Licenses'],
      ['Organization settings', '/manage/organization-settings', 'Organization settings'],
      ['My page', '/manage/manage-home', 'My page'],
      ['Security preferences', '/security-preference', 'Security preferences'],
    ] as const;
    for (const [link, path, heading] of pages) {
      await user.click(within(await mainNavigation()).getByRole('link', { name: 'Home' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Airlens' }, WAIT)).toBeTruthy();
      await user.click(within(await mainNavigation()).getByRole('link', { name: 'Manage' }));
      await user.click(within(await manageTabs()).getByRole('link', { name: link }));
      expect(await screen.findByRole('heading', { level: 1, name: heading }, WAIT)).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(
        within(await manageTabs())
          .getByRole('link', { name: link })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(
        within(await mainNavigation())
          .getByRole('link', { name: 'Manage' })
          .getAttribute('aria-current'),
      ).toBe('page');
    }
    expect(
      within(await manageTabs())
        .getByRole('link', { name: 'Licenses' })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('lets the keyboard skip to the page and reach the navigation links', async () => {
    const user = userEvent.setup();
    openAs(fakeUser(), '/');
    await mainNavigation();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to main content');
    expect(document.activeElement?.getAttribute('href')).toBe('#main-content');
    const insights = within(await mainNavigation()).getByRole('link', { name: 'Insights' });
    for (let step = 0; step < 12 && document.activeElement !== insights; step += 1) {
      await user.tab();
    }
    expect(document.activeElement).toBe(insights);
  });

  it('on a 390 px phone, opens the navigation from the menu button and closes it after a link is followed', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    const { router } = openAs(fakeUser({ orgAdmin: true }), '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Airlens' }, WAIT)).toBeTruthy();
    // Beside the page the navigation shows only from 960 px.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' }, WAIT);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(drawer).getByRole('link', { name: 'Licenses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Licenses' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/licenses');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });

  it('keeps the user menu a button named after the user, usable while a notification is showing', async () => {
    const user = userEvent.setup();
    openAs(fakeUser(), '/');
    await mainNavigation();
    act(() => {
      notify({ level: 'info', title: 'Welcome to Airlens', confirmText: 'Mark as read' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ana Surveyor' }));
    await user.click(screen.getByRole('menuitem', { name: 'Manage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' }, WAIT)).toBeTruthy();
  });

  it('carries the project search in the app bar for users with projects; on a phone behind a button', async () => {
    const user = userEvent.setup();
    const engineer = openAs(fakeUser(), '/');
    await mainNavigation();
    expect(screen.getByRole('banner').querySelector('input[aria-label="Search projects"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Search projects' })).toBeTruthy();
    engineer.unmount();

    setViewportWidth(390);
    openAs(fakeUser(), '/');
    await user.click(await screen.findByRole('button', { name: 'Search projects' }, WAIT));
    const field = await screen.findByRole('combobox', { name: 'Search projects' }, WAIT);
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox', { name: 'Search projects' })).toBeNull();
  });

  it('has no project search for a user whose licence blocks Insights', async () => {
    openAs(fakeUser({ licenseExpired: true }), '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search projects' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search projects' })).toBeNull();
  });
});
