import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations, shot } from './support/evidence';

// Finding one's way (issue #15): every page reached by clicks from the landing page per role, the user menu
// usable while notifications show, and the inbox.

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Back to the landing page through the navigation, then one click on `link`. */
async function openFromLanding(page: Page, link: string): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Airlens' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: link, exact: true }).click();
}

/** Back to the landing page, then Manage in the navigation and the manage page's tab `link`. */
async function openManagePageFromLanding(page: Page, link: string): Promise<void> {
  await openFromLanding(page, 'Manage');
  await page
    .getByRole('navigation', { name: 'Manage' })
    .getByRole('link', { name: link, exact: true })
    .click();
}

/**
 * Reads every server notification through the inbox, so none sits over the page header's buttons. An earlier
 * spec on the same server (the reports journey, say) may already have read this user's inbox.
 */
async function markAllRead(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notifications, (\d+|none) unread$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  const caughtUp = inbox.getByText('You are all caught up: no unread notifications.');
  const markAll = inbox.getByRole('button', { name: 'Mark all read' });
  await expect(inbox.getByText('Loading…')).toHaveCount(0);
  if (await markAll.isEnabled()) {
    await markAll.click();
  }
  await expect(caughtUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
}

test('an admin reaches every manage page by clicks from the landing page', async ({ page }, testInfo) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  const pages = [
    ['Organization projects', '/manage/projects', 'Projects'],
    ['Licenses', '/manage/licenses', 'Licenses'],
    ['Organization settings', '/manage/organization-settings', 'Organization settings'],
    ['My page', '/manage/manage-home', 'My page'],
    ['Security preferences', '/security-preference', 'Security preferences'],
  ] as const;
  for (const [link, path, heading] of pages) {
    await openManagePageFromLanding(page, link);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: link, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation(page).getByRole('link', { name: 'Manage', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expectNoSeriousAxeViolations(page, testInfo, 'manage-with-shell');
  await openFromLanding(page, 'Insights');
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'insights-with-shell');
  await shot(page, testInfo, 'admin-insights-with-navigation');
  await openFromLanding(page, 'Projects');
  await expect(page).toHaveURL(/\/insights\?view=list$/);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await openFromLanding(page, 'Upload');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an engineer finds a project by search and moves between its pages with tabs and breadcrumbs', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Manage', exact: true })).toBeVisible();
  await openManagePageFromLanding(page, 'Security preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Security preferences' })).toBeVisible();
  await openManagePageFromLanding(page, 'My page');
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
  const manageTabs = page.getByRole('navigation', { name: 'Manage' });
  for (const adminOnly of ['Organization projects', 'Licenses', 'Organization settings']) {
    await expect(manageTabs.getByRole('link', { name: adminOnly, exact: true })).toHaveCount(0);
  }
  await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();

  // The app bar's project search opens the project.
  await page.getByRole('combobox', { name: 'Search projects' }).fill('helsinki');
  await page.getByRole('option', { name: /Helsinki Harbour Offices/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Helsinki Harbour Offices' })).toBeVisible();
  const projectUrl = page.url();
  await markAllRead(page);
  const tabs = page.getByRole('navigation', { name: 'Project pages' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link')).toHaveCount(4); // Dashboard, two floors, Integrations
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });

  // A floor, and from it back to the project's dashboard without the browser's Back.
  const floorTab = tabs.getByRole('link').nth(1);
  const floorName = (await floorTab.textContent()) ?? '';
  await floorTab.click();
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/\d+$/);
  await expect(floorTab).toHaveAttribute('aria-current', 'page');
  await expect(breadcrumb).toContainText(`Insights›Helsinki Harbour Offices›${floorName}`);
  await shot(page, testInfo, 'engineer-floor-with-breadcrumbs');
  await breadcrumb.getByRole('link', { name: 'Helsinki Harbour Offices' }).click();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByRole('list', { name: 'Project KPIs' })).toBeVisible();

  // The integrations page, reached by a tab.
  await tabs.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/integrations$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cisco Meraki' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'project-integrations');
  await breadcrumb.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // The landing page remembers the project.
  await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  const recent = page.getByRole('region', { name: 'Recent projects' });
  await recent.getByRole('link', { name: 'Helsinki Harbour Offices' }).click();
  await expect(page).toHaveURL(projectUrl);
});

test('the user menu stays clickable while notifications show; info ones go by themselves and wait in the inbox', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Welcome to Airlens')).toBeVisible();
  await shot(page, testInfo, 'landing-with-notification');
  const bar = await page.getByRole('banner').boundingBox();
  const region = await toasts.boundingBox();
  expect(bar).not.toBeNull();
  expect(region).not.toBeNull();
  expect(region?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  expect(region?.width).toBe(512);

  // Playwright clicks only what is not covered by another element.
  await page.getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('menuitem', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/manage\/manage-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();

  // The info notification goes by itself (while no pointer rests on it) and stays unread in the inbox.
  await page.mouse.move(5, 790);
  await expect(toasts).toBeHidden({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox.getByRole('list', { name: 'Unread notifications' })).toContainText('Welcome to Airlens');
  await inbox.getByRole('button', { name: 'Mark "Welcome to Airlens" as read' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, / }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).not.toContainText('Welcome to Airlens');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a 390 px phone the navigation opens from the menu button, without sideways scrolling', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Airlens' })).toBeVisible();
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Insights', exact: true })).toBeVisible();
  await shot(page, testInfo, 'phone-navigation');
  await drawer.getByRole('link', { name: 'My page', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/manage-home$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('dialog', { name: 'Navigation' })
    .getByRole('link', { name: 'Insights', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await page.getByRole('button', { name: 'Erin Engineer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});
