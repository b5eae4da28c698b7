import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_NOTES_VERSION } from '@airlens/domain';
import { projectRoutes, stubApi } from '../features/projects/test/fake-api';
import { clearSession, setSessionUser } from '../lib/session';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { appRoutes } from './routes';

const WAIT = { timeout: 8_000 };

beforeAll(async () => {
  await Promise.all([import('./landing-screen'), import('./project-screens'), import('./signed-in-shell')]);
}, 60_000);

afterEach(() => {
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function open(entry: string) {
  window.localStorage.setItem('whatsNewMenuSeen', RELEASE_NOTES_VERSION);
  setSessionUser(fakeUser());
  return renderRoutes(appRoutes, entry, {
    config: testConfig({ featureFlags: { ...testConfig().featureFlags, designProject: true } }),
  });
}

describe('recent projects on the landing page', () => {
  it('says where opened projects will appear before any was opened', async () => {
    stubApi([]);
    open('/');
    const section = await screen.findByRole('region', { name: 'Recent projects' }, WAIT);
    expect(section.textContent).toContain('Projects you open appear here');
  });

  it('lists a project the user opened, linking back to it', async () => {
    stubApi([projectRoutes()]);
    const { router } = open('/projects/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin HQ' }, WAIT)).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    const section = await screen.findByRole('region', { name: 'Recent projects' }, WAIT);
    const link = within(section).getByRole('link', { name: 'Berlin HQ' });
    expect(link.getAttribute('href')).toBe('/projects/p1');
    expect(section.textContent).toContain('opened just now');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin HQ' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/p1');
  });
});
