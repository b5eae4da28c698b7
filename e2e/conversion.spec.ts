import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { writeCampusArchive } from './support/controller-archive';

test('an engineer converts a Catalyst Center map archive, gets the .esx saved, imports it and exports it back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const archive = writeCampusArchive('campus.tar.gz');

  await signIn(page, DEMO.engineer);
  // Signed in once the landing page shows: only then does /insights keep the session.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/insights?upload=1');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Controller archive', { exact: true })).toBeVisible();

  const saved = page.waitForEvent('download');
  await dialog.getByLabel('Map archive file').setInputFiles(archive);
  const status = dialog.getByRole('status');
  await expect(status).toHaveAttribute('data-status', 'COMPLETED', { timeout: 60_000 });
  await expect(status).toContainText('Converted: campus.esx is saved.');
  await expect(dialog.getByRole('progressbar', { name: 'Conversion progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const download = await saved;
  expect(download.suggestedFilename()).toBe('campus.esx');
  const esx = readFileSync((await download.path()) ?? '');
  expect(esx.subarray(0, 2).toString('latin1')).toBe('PK');

  await dialog.getByRole('button', { name: 'Import now' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress of campus.esx' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
  // The finished upload names the project it became; the name links to its dashboard.
  await dialog.getByTestId('upload-record').filter({ hasText: 'campus.esx' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}(\/|$)/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  const batch = await page.request.get(`/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`);
  const floors = ((await batch.json()) as { floorPlans: { name: string }[] }).floorPlans;
  expect(floors.map((floor) => floor.name)).toEqual(['Ground & Lobby', 'Floor 2', 'Basement']);

  const exported = await page.request.get(
    `/esxfileapi/v1/projects/${projectId}/controller-export?format=catalyst-center`,
  );
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('application/gzip');
});

test('a refused archive ends FAILED with "Could not convert {file}" and the reason', async ({ page }) => {
  await signIn(page, DEMO.engineer);
  // Signed in once the landing page shows: only then does /insights keep the session.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/insights?upload=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Map archive file').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('these are not maps'),
  });
  const status = dialog.getByRole('status');
  await expect(status).toHaveAttribute('data-status', 'FAILED', { timeout: 30_000 });
  await expect(status).toContainText('Could not convert notes.zip');
  await expect(status).toContainText('The file is not a zip, tar or tar.gz archive.');
});
