import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import type { StartRequests } from './app/early-requests';
import { hideFirstPagePreview, showFirstPagePreview } from './app/first-page-preview';
import { hasSessionCookie, opensLightSignIn } from './login/sign-in-paths';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}
const root = container;

/**
 * A signed-out visit of /login or /forgot-password starts the light sign-in page, which loads neither the app's
 * router, data cache, component library nor zod (issue #21: ≤ 150 kB of JavaScript); everything else starts
 * the app. Both are imported on demand, so neither page downloads the other.
 * main.tsx is the composition root: it alone mounts app/ (STYLE.md layout), which the import fence cannot express.
 */
async function start(): Promise<void> {
  if (opensLightSignIn(window.location.pathname)) {
    const { startSignIn } = await import('./login/start-sign-in');
    await startSignIn(root);
    return;
  }
  // The dashboard's first page, when the server inlined it, is drawn now (a few kB of this chunk), before any
  // other chunk is asked for: a chunk of its own waited a round trip and behind the app's chunks (issue #21).
  showFirstPagePreview();
  let early: Promise<StartRequests> | undefined;
  if (hasSessionCookie()) {
    // A signed-in visit: start the start-up's requests (and the dashboard's first page) from a light chunk while
    // the app's chunks download, and fetch the page's screen alongside the app instead of after its shell.
    early = import('./app/early-requests').then(({ startEarlyRequests }) =>
      startEarlyRequests(window.location),
    );
    void import('./app/route-preload')
      .then(({ preloadRouteScreens }) => preloadRouteScreens(window.location.pathname))
      .catch(() => undefined);
  }
  const { startApp } = await import('./app/start-app');
  await startApp(root, early);
}

start().catch((error: unknown) => {
  root.textContent = 'Airlens could not start. Please reload the page.';
  hideFirstPagePreview();
  throw error;
});
