import { expect, type Page } from '@playwright/test';

/**
 * Opens the project's first floor from its page tabs. The floor tabs arrive with the project's floors, after
 * the Dashboard and Integrations tabs: the second tab is a floor only once they have (`/projects/…/N`, or
 * `?floor=N` on a shared project), so this waits for that before clicking.
 */
export async function openFirstFloorTab(page: Page): Promise<void> {
  const secondTab = page.getByRole('navigation', { name: 'Project pages' }).getByRole('link').nth(1);
  await expect(secondTab).toHaveAttribute('href', /(\/\d+|floor=\d+)$/, { timeout: 30_000 });
  await secondTab.click();
}
