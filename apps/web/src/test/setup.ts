import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearNotifications } from '@/lib/notifications';
import { clearSession, forgetSessionEnd } from '@/lib/session';
import { fakeApi, fakeApiServer } from './fake-api';

// Same-origin requests no test handler answers fail in fake-api.ts's last handler; any other fails here.
beforeAll(() => {
  fakeApiServer.listen({ onUnhandledRequest: 'error' });
  // Test files share one module graph per worker (vitest.config.ts): each starts signed out, with no session
  // ended and no notification left by the file before.
  clearSession();
  forgetSessionEnd();
  clearNotifications();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; Max-Age=0; path=/`;
    }
  });
  // An answer the server could not send or a request nothing answered fails the test that caused it.
  const problems = fakeApi.reset();
  if (problems.length > 0) {
    throw new Error(`fake API:\n${problems.join('\n')}`);
  }
});

afterAll(() => {
  fakeApiServer.close();
});
