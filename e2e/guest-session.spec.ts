import { expect, test } from '@playwright/test';
import { DEMO, latestMail, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { openFirstFloorTab } from './support/project-pages';

// A guest who signed in with a mailed code keeps access for the session's life (issue #15, docs/product-spec.md §4).

test('an invited guest reloads the secure project view and stays in, without a new code', async ({
  browser,
}, testInfo) => {
  const guestEmail = 'reload-guest@client-site.example';
  const owner = await browser.newPage();
  await signIn(owner, DEMO.engineer);
  await expect(owner).toHaveURL(/\/$/);
  await owner.getByRole('combobox', { name: 'Search projects' }).fill('tokyo');
  await owner.getByRole('option', { name: /Tokyo Marunouchi Branch/ }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Tokyo Marunouchi Branch' })).toBeVisible();
  // The seeded uploads leave notifications; reading them in the inbox clears the corner they cover.
  await owner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await owner
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark all read' })
    .click();
  await owner.keyboard.press('Escape');
  await owner.getByRole('button', { name: 'Share' }).click();
  const dialog = owner.getByRole('dialog', { name: /^Share/ });
  const invite = dialog.getByRole('form', { name: 'Invite an external guest' });
  await invite.getByRole('textbox', { name: 'Guest e-mail' }).fill(guestEmail);
  await invite.getByRole('button', { name: 'Invite guest' }).click();
  await expect(dialog.getByText(`Invitation sent to ${guestEmail}`)).toBeVisible();

  const invitation = await latestMail(owner.request, guestEmail, /shared an Airlens project with you/);
  const link = /https?:\/\/\S+\/secure-project-view\/[\w-]+/.exec(invitation.text)?.[0];
  expect(link).toBeDefined();
  const secureViewPath = new URL(link ?? '').pathname;
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(secureViewPath);
  await guest.getByRole('button', { name: 'Send me a code' }).click();
  const codeMail = await latestMail(guest.request, guestEmail, /^Your Airlens project access code$/);
  const code = /\bis (\d{6})\./.exec(codeMail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await guest.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await guest.getByRole('button', { name: 'View project' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Tokyo Marunouchi Branch' })).toBeVisible();

  // Reloading keeps the guest in: no licence check, no new code.
  const licenceChecks: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/licenseStatus')) {
      licenceChecks.push(request.url());
    }
  });
  await guest.reload();
  await expect(guest.getByText(`Read-only guest access for ${guestEmail}`)).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Tokyo Marunouchi Branch' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
  await expect(guest).toHaveURL(new RegExp(`${secureViewPath}$`));
  expect(licenceChecks).toEqual([]);
  await shot(guest, testInfo, 'guest-after-reload');

  // A floor of the shared project, then another page of the app: the guest stays on the shared project.
  await openFirstFloorTab(guest);
  await expect(guest).toHaveURL(/\?floor=\d+$/);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1, name: 'Tokyo Marunouchi Branch' })).toBeVisible();
  await guest.goto('/insights');
  await expect(guest).toHaveURL(new RegExp(`${secureViewPath}$`));
  await expect(guest.getByText(`Read-only guest access for ${guestEmail}`)).toBeVisible();

  // On a phone the shared project fits the screen: its sorted tables scroll inside their own frame.
  await guest.setViewportSize({ width: 390, height: 844 });
  await expect(guest.getByRole('table').first()).toBeVisible();
  const overflow = Number(await guest.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
});
