import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

test("What's new opens once after sign-in and not again after closing", async ({ page }) => {
  // An account no journey shares projects with, so no server notification sits over the dialog.
  await signIn(page, DEMO.noInsights, '/login', { hasSeenWhatsNew: false });
  const dialog = page.getByRole('dialog', { name: "What's new on Airlens" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Release notes' })).toContainText(
    'Secure one-time-password sharing',
  );
  expect(await page.evaluate("localStorage.getItem('whatsNewMenuSeen')")).toBeNull();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate("localStorage.getItem('whatsNewMenuSeen')")).toBe('september-4-2025');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: "What's new on Airlens" })).toHaveCount(0);
});
