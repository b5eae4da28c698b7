import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMail, signIn } from './support/accounts';

/** These journeys are about sharing; the What's new dialog has its own spec. */
async function skipWhatsNew(page: Page): Promise<void> {
  await page.addInitScript({ content: "localStorage.setItem('whatsNewMenuSeen', 'september-4-2025');" });
}

/** Opens a project the signed-in user owns (found through the project search) and returns its id. */
async function openOwnProject(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/insightapi/v1/search?query=${encodeURIComponent(name)}`);
  const { projects } = (await answer.json()) as { projects: { id: string; name: string }[] };
  const projectId = projects.find((project) => project.name === name)?.id;
  if (projectId === undefined) {
    throw new Error(`project ${name} not found`);
  }
  const notificationsLoaded = page.waitForResponse((response) =>
    response.url().includes('/notifyapi/v1/notification'),
  );
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await notificationsLoaded;
  await markNotificationsRead(page);
  return projectId;
}

/** The seeded uploads leave 'upload finished' notifications (loaded by now); reading them clears the corner they cover. */
async function markNotificationsRead(page: Page): Promise<void> {
  const markRead = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark as read' });
  while ((await markRead.count()) > 0) {
    await markRead.first().click();
  }
}

test('an owner shares a project with a colleague by e-mail, who then sees it in Insights', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await skipWhatsNew(owner);
  await signIn(owner, DEMO.engineer);
  await expect(owner).toHaveURL(/\/$/);
  await openOwnProject(owner, 'Sydney Barangaroo Warehouse');
  await owner.getByRole('button', { name: 'Share' }).click();
  const dialog = owner.getByRole('dialog', { name: /^Share/ });
  const form = dialog.getByRole('form', { name: 'Share with a user' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.planner.email);
  await form.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('Sharing has been updated')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Project users' })).toContainText(DEMO.planner.email);

  const colleague = await (await browser.newContext()).newPage();
  await skipWhatsNew(colleague);
  await signIn(colleague, DEMO.planner);
  await expect(colleague).toHaveURL(/\/$/);
  await colleague.goto('/insights');
  await expect(colleague.getByRole('link', { name: 'Sydney Barangaroo Warehouse' }).first()).toBeVisible();
});

test('an invited guest reads the project with a mailed code until the owner revokes the link', async ({
  browser,
}) => {
  const guestEmail = 'guest@client-site.example';
  const owner = await browser.newPage();
  await skipWhatsNew(owner);
  await signIn(owner, DEMO.engineer);
  await expect(owner).toHaveURL(/\/$/);
  const projectId = await openOwnProject(owner, 'Tokyo Marunouchi Branch');
  await owner.getByRole('button', { name: 'Share' }).click();
  const dialog = owner.getByRole('dialog', { name: /^Share/ });
  const invite = dialog.getByRole('form', { name: 'Invite an external guest' });
  await invite.getByRole('textbox', { name: 'Guest e-mail' }).fill(guestEmail);
  await invite.getByRole('button', { name: 'Invite guest' }).click();
  await expect(dialog.getByText(`Invitation sent to ${guestEmail}`)).toBeVisible();

  const invitation = await latestMail(owner.request, guestEmail, /shared an Airlens project with you/);
  const link = /https?:\/\/\S+\/secure-project-view\/[\w-]+/.exec(invitation.text)?.[0];
  expect(link).toBeDefined();
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(link ?? '').pathname);
  await expect(guest.getByRole('heading', { level: 1, name: 'Secure project view' })).toBeVisible();
  await guest.getByRole('button', { name: 'Send me a code' }).click();
  await expect(guest.getByText(/a code is on its way/)).toBeVisible();
  const codeMail = await latestMail(guest.request, guestEmail, /^Your Airlens project access code$/);
  const code = /\bis (\d{6})\./.exec(codeMail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await guest.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await guest.getByRole('button', { name: 'View project' }).click();
  await expect(guest.getByText(`Read-only guest access for ${guestEmail}`)).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Tokyo Marunouchi Branch' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Share' })).toHaveCount(0);
  expect((await guest.request.get(`/insightapi/v1/projects/${projectId}`)).status()).toBe(200);

  await dialog.getByRole('button', { name: `Revoke ${guestEmail}` }).click();
  // Revoking is confirmed first (issue #15). The revocation is done when its call answers: while the
  // confirmation is open, the share dialog is hidden from the accessibility tree, so its Revoke button
  // "disappears" before the call has even started.
  const revoked = owner.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      response.url().includes(`/shareapi/v1/projects/${projectId}/secure-links/`),
  );
  await owner
    .getByRole('dialog', { name: 'Revoke invitation' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  expect((await revoked).status()).toBe(204);
  await expect(dialog.getByRole('button', { name: `Revoke ${guestEmail}` })).toHaveCount(0);
  const afterRevoke = await guest.request.get(`/insightapi/v1/projects/${projectId}`);
  expect([401, 404]).toContain(afterRevoke.status());
});
