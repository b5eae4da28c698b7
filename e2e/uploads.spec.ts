import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { generateEsxFile } from './support/generate-esx';

test('an engineer uploads an .esx with its city from the landing tile, follows its progress and opens the project', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const file = generateEsxFile({ name: 'E2E Upload Journey', fileName: 'journey-site', seed: 4242 });

  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await page.locator('[data-tile="upload"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/insights/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upload projects')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Choose .esx files to upload, or drop them here' }),
  ).toBeVisible();

  // The city comes from the bundled gazetteer: type a prefix without accents, pick with the keyboard.
  const city = dialog.getByRole('combobox', { name: 'City (optional)' });
  await city.fill('helsin');
  await expect(page.getByRole('option', { name: /^Helsinki, Finland/ })).toBeVisible();
  await city.press('Enter');
  await expect(city).toHaveValue('Helsinki, Finland');
  await page.getByTestId('upload-file-input').setInputFiles(file);

  const progress = dialog.getByRole('progressbar', { name: 'Upload progress of journey-site.esx' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
  // The result names the project the file became, and the name is a real link to its dashboard.
  const record = dialog.getByTestId('upload-record').filter({ hasText: 'journey-site.esx' });
  await expect(record).toContainText('Imported into E2E Upload Journey');
  // A real anchor, not a button that navigates.
  const open = record.locator('a[href]').filter({ hasText: /^E2E Upload Journey$/ });
  await expect(open).toHaveAccessibleName('E2E Upload Journey');
  await expect(open).toHaveAttribute('href', /^\/projects\/[0-9a-f-]{36}$/);
  await expect(dialog.getByText(/Completed · 100%/)).toBeVisible();

  const href = await open.getAttribute('href');
  await open.click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}(\/|$)/);
  expect(new URL(page.url()).pathname).toBe(href);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('· Helsinki, Finland')).toBeVisible();

  const batch = await page.request.get(
    `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN&poTypes=SURVEY`,
  );
  expect(batch.status()).toBe(200);
  const body = (await batch.json()) as {
    floorPlans: { id: string; rowId: number; name: string }[];
    surveys: unknown[];
  };
  expect(body.floorPlans).toHaveLength(2);
  expect(body.floorPlans.every((floor) => Number.isInteger(floor.rowId))).toBe(true);
  expect(body.surveys).toHaveLength(2);

  const thumbnail = await page.request.get(`/projectapi/v1/projects/${projectId}/thumbnail.png`);
  expect(thumbnail.status()).toBe(200);
  expect(thumbnail.headers()['content-type']).toBe('image/png');

  // On the dashboard: the project's row carries its city, and it has map coordinates.
  const listed = (await (await page.request.get('/insightapi/v1/projects?size=100')).json()) as {
    content: { project: { id: string; city: string | null; geolocation: { latitude: number } | null } }[];
  };
  const project = listed.content.find((entry) => entry.project.id === projectId)?.project;
  expect(project?.city).toBe('Helsinki');
  expect(project?.geolocation?.latitude).toBeCloseTo(60.17, 1);
  await page.goto('/insights');
  const row = page
    .getByRole('table', { name: 'Projects' })
    .getByRole('row')
    .filter({
      has: page.getByRole('link', { name: 'E2E Upload Journey', exact: true }),
    });
  await expect(row.getByText('Helsinki, Finland')).toBeVisible();

  // Its owner moves it later from the project header.
  const notificationsLoaded = page.waitForResponse((response) =>
    response.url().includes('/notifyapi/v1/notification'),
  );
  await page.goto(`/projects/${projectId}`);
  await notificationsLoaded;
  // 'Upload finished' notices sit over the header's actions: reading them clears that corner.
  const markRead = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark as read' });
  while ((await markRead.count()) > 0) {
    await markRead.first().click();
  }
  await page.getByRole('button', { name: 'Location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Project location' });
  await locationDialog.getByRole('combobox', { name: 'City' }).fill('sao paulo');
  await page.getByRole('option', { name: /^São Paulo, Brazil/ }).click();
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(locationDialog).toBeHidden();
  await expect(page.getByText('· São Paulo, Brazil')).toBeVisible();
});

test('a file that is not an Ekahau project ends with its reason in the dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-bad-')), 'broken.esx');
  writeFileSync(file, 'not a zip at all');
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/insights');
  await page.getByRole('button', { name: 'Upload projects' }).click();
  await page.getByTestId('upload-file-input').setInputFiles(file);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress of broken.esx' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  );
  await expect(dialog.getByRole('alert')).not.toHaveText('');
  await expect(dialog.getByRole('alert')).not.toHaveText('Upload failed');
  await expect(dialog.getByTestId('upload-record').getByRole('link')).toHaveCount(0);
});
