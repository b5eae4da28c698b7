import { describe, expect, it } from 'vitest';
import { fakeUser } from '@/test/users';
import { isNotificationShown, notify } from './notifications';
import { clearSession, getSessionUser, setSessionUser } from './session';

describe('clearSession', () => {
  it("takes the signed-out user's notices off the screen with the user", () => {
    setSessionUser(fakeUser());
    const id = notify({ level: 'success', title: 'Report ready', description: 'Berlin Mitte School report' });
    expect(isNotificationShown(id)).toBe(true);
    clearSession();
    expect(getSessionUser()).toBeNull();
    expect(isNotificationShown(id)).toBe(false);
  });
});
