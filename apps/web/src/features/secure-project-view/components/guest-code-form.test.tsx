import { beforeEach, describe, expect, it } from 'vitest';
import { secureViewEndpoints } from '@airlens/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders, testConfig } from '@/test/render';
import { GuestCodeForm } from './guest-code-form';

/** The code request is taken; starting the session answers `status` with `message`. */
function answerSession(status: number, message: string): void {
  fakeApi.on(secureViewEndpoints.requestGuestOtp, null);
  fakeApi.on(secureViewEndpoints.startGuestSession, reply(status, { message }));
}

beforeEach(() => {
  answerSession(403, 'Invalid origin');
});

async function enterCode(): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await user.type(await screen.findByRole('textbox', { name: 'One-time code' }), '123456');
  await user.click(screen.getByRole('button', { name: 'View project' }));
}

describe('GuestCodeForm at an address the server does not serve', () => {
  it('says which host to use and links to the same page there instead of "Invalid origin"', async () => {
    renderWithProviders(<GuestCodeForm keyId="key-1" onSession={() => {}} />, {
      config: testConfig({ productOrigins: ['https://airlens.example'] }),
    });
    await enterCode();
    const { host, pathname, search } = window.location;
    expect(
      await screen.findByText(
        `This invitation works at airlens.example, not at ${host}. Open it there to get your code.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open at airlens.example' }).getAttribute('href')).toBe(
      `https://airlens.example${pathname}${search}`,
    );
    expect(screen.queryByText('Invalid origin')).toBeNull();
  });

  it('asks for the link as mailed when no other address is configured', async () => {
    renderWithProviders(<GuestCodeForm keyId="key-1" onSession={() => {}} />, {
      config: testConfig({ productOrigins: [window.location.origin] }),
    });
    await enterCode();
    expect(
      await screen.findByText(
        `This invitation cannot be opened at ${window.location.host}. Open the link exactly as it was e-mailed to you.`,
      ),
    ).toBeTruthy();
  });

  it('shows other failures as the server words them', async () => {
    answerSession(403, 'Invalid or expired code');
    renderWithProviders(<GuestCodeForm keyId="key-1" onSession={() => {}} />);
    await enterCode();
    expect(await screen.findByText('Invalid or expired code')).toBeTruthy();
  });
});
