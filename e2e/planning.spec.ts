import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';

// Planning views (issue #18) on the demo data: "View as", requirement pass rates, the capacity tables and the
// attenuation areas. The demo's design project has requirements, planned radios and the seed's planning
// catalogue (seed/planning-seed.ts): device profiles, capacity items in every area, three attenuation areas a floor.

const DESIGN_PROJECT = 'San Francisco SoMa Studio (design)';

/** Opens the design project's dashboard with the app bar's project search (shown on wide screens). */
async function openDesignProject(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Search projects' }).fill('San Francisco SoMa Studio');
  await page.getByRole('option', { name: /San Francisco SoMa Studio \(design\)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: DESIGN_PROJECT })).toBeVisible();
}

/** The first whole percent in a text ('61% Fail' → 61). */
function percentOf(text: string | null): number {
  const match = /(\d+)%/.exec(text ?? '');
  if (match?.[1] === undefined) {
    throw new Error(`no percent in ${String(text)}`);
  }
  return Number(match[1]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('"View as" a smartphone lowers the pass rates, is kept in the URL and reaches the floor view; capacity follows the band', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openDesignProject(page);

  const viewAs = page.getByRole('combobox', { name: 'View as' });
  await expect(viewAs).toHaveText('No device offset (0 dB)');
  const passRates = page.getByRole('region', { name: /^Requirement pass rates/ });
  const floors = passRates.getByRole('table', { name: 'Pass rates per floor' });
  await expect(floors).toBeVisible({ timeout: 90_000 });
  const firstRow = floors.getByRole('row').nth(1);
  await expect(firstRow.getByText(/^\d+% (Pass|Fail)$/).first()).toBeVisible();
  await expect(firstRow.getByText(/^Signal strength /).first()).toBeVisible();
  const before = percentOf(
    await firstRow
      .getByText(/^\d+% (Pass|Fail)$/)
      .first()
      .textContent(),
  );
  await shot(page, testInfo, 'planning-pass-rates-no-offset');

  await viewAs.click();
  await expect(page.getByRole('option', { name: /^Laptop \(built-in\)/ })).toBeVisible();
  await page.getByRole('option', { name: /^Smartphone \(built-in\).*−10 dB/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('deviceProfile')).toBe('builtin-smartphone');
  await expect(viewAs).toHaveText('Smartphone (−10 dB at 5 GHz)');
  await expect(passRates.getByText(/viewed as Smartphone \(−10 dB at 5 GHz\)/)).toBeVisible();
  // The same cells seen 10 dB weaker can only pass less often (or as often, when none or all pass either way).
  await expect
    .poll(
      async () =>
        percentOf(
          await firstRow
            .getByText(/^\d+% (Pass|Fail)$/)
            .first()
            .textContent(),
        ),
      {
        timeout: 60_000,
      },
    )
    .toBeLessThanOrEqual(before);
  await shot(page, testInfo, 'planning-pass-rates-smartphone');

  const capacity = page.getByRole('region', { name: 'Capacity' });
  const radios = capacity.getByRole('table', { name: 'Radio capacity' });
  await expect(radios).toBeVisible({ timeout: 60_000 });
  await expect(
    radios
      .getByRole('row')
      .nth(1)
      .getByText(/^(OK|Overloaded: .+)$/),
  ).toBeVisible();
  await expect(capacity.getByText(/^\d+ of \d+ radios at 5 GHz overloaded/)).toBeVisible();
  // Every area carries capacity items: laptops and smartphones on office usage.
  const areaCapacity = capacity.getByRole('table', { name: 'Area capacity' });
  await expect(areaCapacity.getByText(/Office \(1 Mbps\)/).first()).toBeVisible();
  await page.getByRole('group', { name: 'Frequency band' }).getByRole('button', { name: '2.4 GHz' }).click();
  await expect(capacity.getByText(/^\d+ of \d+ radios at 2\.4 GHz overloaded/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(radios.getByText(/^2\.4 GHz · channel \d+$/).first()).toBeVisible();
  await shot(page, testInfo, 'planning-capacity-2.4');

  // A floor from the pass-rate table keeps the profile and the band; its areas have their own rates.
  await floors.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/\d+\?.*deviceProfile=builtin-smartphone/);
  await expect(page.getByRole('combobox', { name: 'View as' })).toHaveText('Smartphone (−10 dB at 2.4 GHz)');
  const areas = page.getByRole('table', { name: 'Pass rates per area' });
  await expect(areas).toBeVisible({ timeout: 90_000 });
  await expect(areas.getByRole('row').nth(1)).toContainText('(whole floor)');
  await expect(areas.getByText(/^Requirement: /).first()).toBeVisible();
  // The seed's attenuation areas are drawn with a legend naming each type.
  const attenuation = page.getByRole('figure', { name: 'Attenuation areas' });
  await expect(attenuation.getByText(/^Retail Shelf · 5 dB\/m/)).toBeVisible({ timeout: 60_000 });
  await expect(attenuation.getByText(/^Lift Core · 12 dB\/m/)).toBeVisible();
  await shot(page, testInfo, 'planning-floor-area-pass-rates');
});

test('on a 390 px phone the planning sections fit the screen', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openDesignProject(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Pass rates per floor' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('table', { name: 'Radio capacity' })).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'phone-planning-dashboard');

  await page
    .getByRole('table', { name: 'Pass rates per floor' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .click();
  await expect(page.getByRole('table', { name: 'Pass rates per area' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('combobox', { name: 'View as' }).click();
  await page.getByRole('option', { name: /^Smartphone/ }).click();
  await expect(page.getByRole('combobox', { name: 'View as' })).toHaveText('Smartphone (−10 dB at 5 GHz)');
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'phone-planning-floor');
});
