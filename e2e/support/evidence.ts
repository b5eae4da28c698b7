import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** A full-page screenshot attached to the test report under `name`. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // A full-page capture of a scrolled page repeats the sticky app bar over the content.
  await page.evaluate('window.scrollTo(0, 0)');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Runs axe on the routed page, attaches its violations, and fails on any serious or critical one. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  // The screens under test: notifications and the upload launcher floating over them belong to other features
  // (their own specs check them), so the check covers the routed page.
  const results = await new AxeBuilder({ page }).include('#main-content').analyze();
  const path = testInfo.outputPath(`axe-${name}.json`);
  writeFileSync(
    path,
    JSON.stringify(
      results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
      null,
      2,
    ),
  );
  await testInfo.attach(`axe-${name}.json`, { path, contentType: 'application/json' });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `serious axe violations on ${name}`).toEqual([]);
}
