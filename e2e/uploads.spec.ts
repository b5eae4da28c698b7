import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

/** Writes a small synthetic project with the repository's @airlens/esx generator (its CLI) to a temp file. */
function generateEsx(name: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-upload-')), `${name}.esx`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/esx/scripts/generate-esx.ts',
      '--floors',
      '2',
      '--aps',
      '8',
      '--surveys',
      '2',
      '--days',
      '3',
      '--seed',
      '4242',
      '--name',
      'E2E Upload Journey',
      file,
    ],
    { stdio: 'pipe' },
  );
  return file;
}

test('an engineer uploads an .esx from the landing tile, follows its progress and opens the project', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const file = generateEsx('journey-site');

  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await page.locator('[data-tile="upload"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/insights/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upload projects')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Choose .esx files to upload, or drop them here' }),
  ).toBeVisible();
  await page.getByTestId('upload-file-input').setInputFiles(file);

  const progress = dialog.getByRole('progressbar', { name: 'Upload progress of journey-site.esx' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
  const open = dialog.getByRole('link', { name: 'Open the project' });
  await expect(open).toBeVisible();
  await expect(dialog.getByText(/Completed · 100%/)).toBeVisible();

  await open.click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}(\/|$)/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

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
});

test('a file that is not an Ekahau project ends with its reason in the dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-bad-')), 'broken.esx');
  execFileSync(process.execPath, [
    '-e',
    `require('node:fs').writeFileSync(${JSON.stringify(file)}, 'not a zip at all')`,
  ]);
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
  await expect(dialog.getByRole('link', { name: 'Open the project' })).toHaveCount(0);
});
