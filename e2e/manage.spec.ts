import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

/** These journeys are about the manage area; the What's new dialog has its own spec. */
async function skipWhatsNew(page: Page): Promise<void> {
  await page.addInitScript({ content: "localStorage.setItem('whatsNewMenuSeen', 'september-4-2025');" });
}

test('an admin changes the organisation settings and a reload shows the saved values', async ({ page }) => {
  await skipWhatsNew(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage/organization-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Organization preferences' });
  const policy = form.getByRole('switch', { name: 'Password policy' });
  const wasOn = await policy.isChecked();
  await policy.setChecked(!wasOn);
  const restriction = form.getByRole('radio', { name: 'Organization only (no external guests)' });
  await restriction.check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization settings have been successfully updated')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Organization preferences' });
  await expect(reloaded.getByRole('switch', { name: 'Password policy' })).toBeChecked({ checked: !wasOn });
  await expect(reloaded.getByRole('radio', { name: 'Organization only (no external guests)' })).toBeChecked();

  // Put the organisation back so journeys that share with guests are not restricted.
  await reloaded.getByRole('switch', { name: 'Password policy' }).setChecked(wasOn);
  await reloaded.getByRole('radio', { name: 'No restriction' }).check();
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization settings have been successfully updated')).toBeVisible();
});

test('a non-admin cannot open the organisation settings or the admin tables', async ({ page }) => {
  await skipWhatsNew(page);
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage/organization-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Organization preferences' })).toHaveCount(0);
  await page.goto('/manage/projects');
  await expect(page).toHaveURL(/\/manage\/manage-home$/);
});

test('an admin sees every organisation project and searches them', async ({ page }) => {
  await skipWhatsNew(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage/projects');
  const table = page.getByRole('table', { name: 'Organization projects' });
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('helsinki');
  await expect(table.getByRole('row', { name: /Helsinki Harbour Offices/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Helsinki Harbour Offices/ })).toContainText(
    'engineer@demo-networks.example',
  );
  await expect(table.getByRole('row', { name: /London Kings Cross Campus/ })).toHaveCount(0);
});
