// The Cisco Meraki integration page end to end: an org admin connects to a fake Meraki dashboard (the API tests'
// fake, started here on 127.0.0.1 and checking every request against the committed schema subset), links a demo
// project to its network, sees the match table, dry-runs and pushes AP names with per-device results, and rolls
// the push back. The dashboard's devices are named after the project's APs in another case: matched by name
// (case-insensitive), so a names push has something to change.
import { expect, test } from '@playwright/test';
import {
  startFakeMeraki,
  type FakeMeraki,
} from '../apps/server/src/features/vendor-integration/fake-meraki.test-helpers';
import { signIn, DEMO } from './support/accounts';
import { shot } from './support/evidence';
import { openFirstFloorTab } from './support/project-pages';

const API_KEY = 'e2e-f4k3-m3r4k1-k3y-4391';
const ORG = { id: '549236', name: 'Contoso Meraki' };
const NETWORK_ID = 'L_646829496481105433';

let fake: FakeMeraki;

test.beforeAll(async () => {
  fake = await startFakeMeraki(API_KEY, {
    organizations: [ORG],
    networks: new Map([[NETWORK_ID, { id: NETWORK_ID, name: 'HQ Wireless', organizationId: ORG.id }]]),
    floorPlans: new Map([[NETWORK_ID, [{ floorPlanId: 'g_1', name: 'HQ Ground' }]]]),
    devices: new Map(),
  });
});

test.afterAll(async () => {
  await fake.close();
});

/** The name the fake device gets: the AP's name in another case. */
function otherCase(name: string): string {
  return name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase();
}

test('an org admin connects Meraki, links a project, dry-runs, pushes and rolls back AP names', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('combobox', { name: 'Search projects' }).fill('london');
  await page.getByRole('option', { name: /London Kings Cross Campus/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'London Kings Cross Campus' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Project pages' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/integrations$/);

  // Connect with the key and the fake dashboard's address; only the key's last 4 characters come back.
  const form = page.getByRole('form', { name: 'Connect Cisco Meraki' });
  await form.getByLabel(/API key/).fill(API_KEY);
  await form.getByLabel('API address').fill(fake.baseUrl);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/with the API key ending in/)).toBeVisible();
  await expect(page.getByText(API_KEY)).toHaveCount(0);

  // Before linking every AP is unmatched; the dashboard then gets two devices named like two of them.
  const matches = page.getByRole('table', { name: 'Access point matches' });
  await expect(matches.getByRole('row').nth(1)).toContainText('Unmatched');
  const names = (await matches.getByRole('row').locator('td:first-child').allTextContents()).slice(0, 2);
  expect(names).toHaveLength(2);
  names.forEach((name, i) => {
    const serial = `Q2E2-000${i + 1}`;
    fake.state.devices.set(serial, {
      serial,
      name: otherCase(name),
      mac: `e0:55:3d:00:10:0${i + 1}`,
      model: 'MR46',
      tags: [],
      lat: 51.5308,
      lng: -0.1238,
      floorPlanId: null,
      online: true,
      clients: 2,
      bssids: [],
      radio: { twoFourGhzSettings: { channel: 1 }, fiveGhzSettings: { channel: 36 } },
      utilization: 10,
      networkId: NETWORK_ID,
    });
  });

  await page.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option', { name: 'HQ Wireless' }).click();
  await page.getByRole('button', { name: 'Save link' }).click();
  for (const name of names) {
    const row = matches.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row).toContainText('Matched');
    await expect(row).toContainText('Name');
  }
  await shot(page, testInfo, 'integrations-matched');

  // Dry run: both devices would take the project's names; nothing is sent yet.
  await page.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = page.getByRole('table', { name: 'Dry run' });
  await expect(dryRun.getByRole('row').filter({ hasText: 'Will change' })).toHaveCount(2);
  expect(fake.puts).toEqual([]);

  // Push: per-device results, and the dashboard's devices carry the project's names.
  await page.getByRole('button', { name: 'Push to the controller' }).click();
  const push = page.getByRole('table', { name: 'Push' });
  await expect(push.getByRole('row').filter({ hasText: 'Applied' })).toHaveCount(2);
  expect([...fake.state.devices.values()].map((device) => device.name)).toEqual(names);
  await shot(page, testInfo, 'integrations-pushed');

  // Roll back: every before restored.
  await page.getByRole('button', { name: 'Roll back' }).click();
  const rollback = page.getByRole('table', { name: 'Rollback' });
  await expect(rollback.getByRole('row').filter({ hasText: 'Applied' })).toHaveCount(2);
  await expect
    .poll(() => [...fake.state.devices.values()].map((device) => device.name))
    .toEqual(names.map(otherCase));

  // The channel optimisation draws the proposal's channel-interference heatmap, before and after.
  await page.getByRole('button', { name: 'Optimize channels' }).click();
  await expect(page.getByText(/Predicted co-channel interference:/)).toBeVisible();
  const after = page.getByRole('img', { name: /^Channel interference on .+ with the plan/ });
  await expect(after).toBeVisible();
  await page.getByRole('group', { name: 'Heatmap shows' }).getByRole('button', { name: 'Before' }).click();
  await expect(page.getByRole('img', { name: /^Channel interference on .+ now/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Channel interference legend' })).toBeVisible();
  await shot(page, testInfo, 'integrations-interference-heatmap');

  // The floor view of the first floor shows the matched APs' live status as badges, with a legend.
  await openFirstFloorTab(page);
  const live = page.getByRole('region', { name: 'Live status' });
  const badges = live.getByRole('list', { name: 'Access points’ live status' });
  await expect(badges.getByRole('listitem').filter({ hasText: names[0] ?? '' })).toContainText('Online');
  await expect(badges.getByRole('listitem').filter({ hasText: names[0] ?? '' })).toContainText('2 clients');
  await expect(live.getByRole('list', { name: 'Live status legend' }).getByRole('listitem')).toHaveCount(4);
  await shot(page, testInfo, 'floor-live-badges');
  expect(fake.violations).toEqual([]);
});
