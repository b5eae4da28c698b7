import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts seeded on an empty database (README "Demo accounts"). */
export const DEMO = {
  admin: { email: 'admin@demo-networks.example', password: 'demo-admin-2025' },
  engineer: { email: 'engineer@demo-networks.example', password: 'demo-engineer-2025' },
  expired: { email: 'expired@demo-networks.example', password: 'demo-expired-2025' },
  newEula: { email: 'neweula@demo-networks.example', password: 'demo-eula-2025' },
  planner: { email: 'planner@demo-networks.example', password: 'demo-planner-2025' },
  noInsights: { email: 'noinsights@demo-networks.example', password: 'demo-noinsights-2025' },
} as const;

/**
 * Marks the current release notes as seen, so the What's new dialog (which opens once per release after
 * sign-in) does not cover the page a journey is about; e2e/whats-new.spec.ts tests the dialog itself.
 */
export async function markWhatsNewSeen(page: Page): Promise<void> {
  await page.addInitScript({ content: "localStorage.setItem('whatsNewMenuSeen', 'september-4-2025');" });
}

/** Signs in through the real login screen, with the release notes already seen unless told otherwise. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/login',
  options: { hasSeenWhatsNew?: boolean } = {},
): Promise<void> {
  if (options.hasSeenWhatsNew !== false) {
    await markWhatsNewSeen(page);
  }
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` in the development outbox, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=5`);
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (found === undefined) {
    throw new Error(`no mail to ${to} matching ${String(subject)}`);
  }
  return found;
}
