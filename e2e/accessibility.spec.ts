import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/evidence';

// Issue #15: axe finds no serious or critical violation on the ten main screens (and the sign-in page), each
// reached the way a user reaches it and checked once its content has loaded.

const PROJECT = 'Helsinki Harbour Offices';

test('the sign-in page and the ten main screens have no serious axe violations', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'sign-in');

  await signIn(page, DEMO.admin);
  // 1. Landing page.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Airlens' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, '01-landing');

  // 2. Insights dashboard.
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Insights', exact: true }).click();
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: PROJECT, exact: true })).toBeVisible();
  await expect(page.getByTestId('project-map')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expectNoSeriousAxeViolations(page, testInfo, '02-insights');

  // 3. Project dashboard.
  await table.getByRole('link', { name: PROJECT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Floor KPIs' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, '03-project-dashboard');

  // 4. Floor view, with its heatmap, legend and the inspect result.
  const tabs = page.getByRole('navigation', { name: 'Project pages' });
  await tabs.getByRole('link').nth(1).click();
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Inspect' }).click();
  await stage.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Inspect' }).getByText(/^Point /)).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, '04-floor-view');

  // 5. Integrations.
  await tabs.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cisco Meraki' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Connect Cisco Meraki' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, '05-integrations');

  // 6–10. The manage pages.
  const managePages = [
    ['Organization projects', 'Projects', '06-organization-projects'],
    ['Licenses', 'Licenses', '07-licenses'],
    ['Organization settings', 'Organization settings', '08-organization-settings'],
    ['My page', 'My page', '09-my-page'],
    ['Security preferences', 'Security preferences', '10-security-preferences'],
  ] as const;
  for (const [link, heading, name] of managePages) {
    await navigation.getByRole('link', { name: 'Manage', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Manage' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, testInfo, name);
  }
});
