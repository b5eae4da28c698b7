import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersEndpoints } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, routeElement } from '@/test/render';
import { SetPasswordScreen } from './set-password-screen';

beforeEach(() => {
  const text = 'accessToken: This password reset link is invalid or has expired.';
  fakeApi.on(
    usersEndpoints.completePasswordReset,
    reply(400, { message: text, errorMessageList: [{ localizedDescription: text }] }),
  );
});

describe('SetPasswordScreen with a refused link', () => {
  it('says so in words, without the internal field name, and offers to request a new link', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        routeElement(<SetPasswordScreen />, '/password'),
        routeElement(<h1>Forgot password</h1>, '/forgot-password'),
      ],
      '/password?userId=user-1&access_token=old-token',
    );
    await user.type(screen.getByLabelText(/^New password/), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByText(/accessToken/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
