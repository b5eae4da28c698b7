import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharingEndpoints } from '@airlens/contract';
import type { ClientUser } from '@airlens/domain';
import { setSessionUser } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { EditModeToggle } from './edit-mode-toggle';

const PROJECT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function renderToggle(options: {
  role: 'WRITE_USER' | 'READ_USER';
  user?: Partial<ClientUser>;
  flag?: boolean;
}) {
  setSessionUser(fakeUser(options.user));
  fakeApi.on(sharingEndpoints.getProjectAccess, () => ({
    projectId: PROJECT,
    role: options.role,
    isGuest: false,
    canWrite: options.role === 'WRITE_USER',
    canShare: false,
    isOwner: false,
  }));
  const config = testConfig();
  return renderRoutes(
    [{ path: '/projects/:projectId/:floor', element: <EditModeToggle projectId={PROJECT} /> }],
    `/projects/${PROJECT}/1?band=FIVE`,
    { config: { ...config, featureFlags: { ...config.featureFlags, cloudPlanner: options.flag ?? true } } },
  );
}

describe('the View / Edit switch of a design floor', () => {
  it('is offered to a write role with the online planner and keeps the mode in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderToggle({ role: 'WRITE_USER' });
    const edit = await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'View' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(edit);
    expect(router.state.location.search).toBe('?band=FIVE&mode=edit');
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(router.state.location.search).toBe('?band=FIVE');
  });

  it('is not offered to a READ role', async () => {
    renderToggle({ role: 'READ_USER' });
    await waitFor(() => expect(fakeApi.requestsTo(sharingEndpoints.getProjectAccess)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it.each([
    [
      'the user has no online planner',
      { role: 'WRITE_USER' as const, user: { aiProCloudPlannerAccess: false } },
    ],
    ['the cloudPlanner flag is off', { role: 'WRITE_USER' as const, flag: false }],
  ])('is not offered and asks nothing when %s', (_, options) => {
    renderToggle(options);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(fakeApi.requestsTo(sharingEndpoints.getProjectAccess)).toHaveLength(0);
  });
});
