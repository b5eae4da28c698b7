import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);

// Debian's Chromium, never a downloaded browser; flags from reference/stack-notes.md.
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // Recording a trace (screencast frames and DOM snapshots at every step) and a screenshot after every test
    // cost the whole run minutes of CPU on 2 cores; a failure keeps its screenshot, and CI's retry records the
    // trace of the second attempt.
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The default is SIGKILL to the whole group; SIGTERM lets start-server.mjs drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
