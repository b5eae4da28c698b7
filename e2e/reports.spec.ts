import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';
import { shot } from './support/evidence';

// Issue #16: a member makes a PDF report of a project from the report dialog and downloads it.

const PROJECT_NAME = 'Sydney Barangaroo Warehouse';

/** The id of a seeded project the signed-in user owns, waiting for the demo seed to have imported it. */
async function findProjectId(page: Page, name: string): Promise<string> {
  let projectId: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/insightapi/v1/search?query=${encodeURIComponent(name)}`);
        const { projects } = (await answer.json()) as { projects: { id: string; name: string }[] };
        projectId = projects.find((project) => project.name === name)?.id;
        return projectId !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  if (projectId === undefined) {
    throw new Error(`project ${name} not found`);
  }
  return projectId;
}

/** The seeded uploads leave 'upload finished' notifications; reading them clears the corner they cover. */
async function markNotificationsRead(page: Page): Promise<void> {
  const markRead = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark as read' });
  while ((await markRead.count()) > 0) {
    await markRead.first().click();
  }
}

const PAGE_CANVAS = 'canvas[aria-label="First page of the report, as it will be printed"]';

/** How many pixels of the rendered page's canvas are neither white nor transparent (in the page, as text). */
async function inkedPixels(page: Page): Promise<number> {
  return Number(
    await page.evaluate(`(() => {
      const canvas = document.querySelector('${PAGE_CANVAS}');
      const context = canvas === null ? null : canvas.getContext('2d');
      if (context === null || canvas.width === 0 || canvas.height === 0) {
        return 0;
      }
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let at = 0; at < data.length; at += 4) {
        const isWhite = data[at] > 245 && data[at + 1] > 245 && data[at + 2] > 245;
        if (data[at + 3] > 0 && !isWhite) {
          count += 1;
        }
      }
      return count;
    })()`),
  );
}

/** The rendered page's pixels as a data URL, to tell one drawing from the next. */
async function pagePixels(page: Page): Promise<string> {
  return String(await page.evaluate(`document.querySelector('${PAGE_CANVAS}')?.toDataURL() ?? ''`));
}

async function chooseLanguage(page: Page, dialog: Locator, language: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: language }).click();
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveText(language);
}

test('a member generates a PDF report from the Export menu, follows it and downloads it', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await markWhatsNewSeen(page);
  await signIn(page, DEMO.engineer);
  await expect(page).not.toHaveURL(/\/login/);
  const projectId = await findProjectId(page, PROJECT_NAME);

  const notificationsLoaded = page.waitForResponse((response) =>
    response.url().includes('/notifyapi/v1/notification'),
  );
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT_NAME })).toBeVisible();
  await notificationsLoaded;
  await markNotificationsRead(page);

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Report…' }).click();
  const dialog = page.getByRole('dialog', { name: `Report of ${PROJECT_NAME}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveText('Default (every section)');
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('PDF');
  // The first page as the server renders it, drawn by pdf.js into a canvas: not blank.
  const page1 = dialog.getByRole('img', { name: 'First page of the report, as it will be printed' });
  await expect(page1).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => inkedPixels(page), { timeout: 30_000 }).toBeGreaterThan(500);
  const english = await pagePixels(page);
  await expect(
    dialog.getByRole('figure', { name: 'Preview of the first page' }).getByText(/^PDF · A4 · English/),
  ).toBeVisible();
  // Another language: the page is asked for and drawn again.
  await chooseLanguage(page, dialog, 'Deutsch');
  await expect.poll(() => pagePixels(page), { timeout: 60_000 }).not.toBe(english);
  await expect.poll(() => inkedPixels(page), { timeout: 30_000 }).toBeGreaterThan(500);
  await chooseLanguage(page, dialog, 'English');
  await expect(dialog.getByText('No reports yet. Reports are kept for 30 days.')).toBeVisible();
  await shot(page, testInfo, '01-report-dialog');

  await dialog.getByRole('button', { name: 'Generate report' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Report progress' })).toBeVisible();
  const download = dialog.getByRole('link', { name: 'Download', exact: true });
  await expect(download).toBeVisible({ timeout: 180_000 });
  await expect(dialog.getByRole('status')).toHaveText('Done');
  await shot(page, testInfo, '02-report-done');

  // The history lists it, and the app announces it with its own download.
  const history = dialog.getByRole('table', { name: 'Reports' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Ready');
  await expect(history.getByRole('row').nth(1)).toContainText('PDF');
  // (The server's own "Report ready" for the inbox may be showing too, with "Mark as read".)
  const notifications = page.getByRole('region', { name: 'Notifications', includeHidden: true });
  await expect(notifications.getByText(`The report of ${PROJECT_NAME} is ready.`)).toBeAttached();
  await expect(
    notifications.getByRole('button', { name: 'Download', exact: true, includeHidden: true }),
  ).toBeAttached();

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(20_000);

  // Escape closes the dialog; the report stays in the history.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
