import type { DemoAccount, SeedContext, SeedStep } from '../../seed/demo-seed';
import {
  DEMO_ENGINEER_EMAIL,
  DEMO_GUEST_EMAIL,
  DEMO_ORG_ID,
  DEMO_ADMIN_EMAIL,
} from '../../seed/accounts-seed';
import { notifyUser } from '../notifications/notifications.service';
import { findUserByEmail, upsertSecureLink } from './secure-links.repo';
import { findOwnedProject, seedSitesByCity } from './sharing-seed.repo';

/** The demo guest's secure link key: open /secure-project-view/demo-guest-link-0001 and ask for a code. */
export const DEMO_SECURE_LINK_KEY = 'demo-guest-link-0001';

/**
 * Demo sharing data (runs after the projects step): a site per city, a secure link for the demo guest on the
 * engineer's first project, and a few server notifications.
 */
export async function seedSharing(context: SeedContext): Promise<DemoAccount[]> {
  const { database, logger } = context;
  const sites = await seedSitesByCity(database, DEMO_ORG_ID);
  const project = await findOwnedProject(database, DEMO_ORG_ID, DEMO_ENGINEER_EMAIL);
  const guest = await findUserByEmail(database, DEMO_GUEST_EMAIL);
  const engineer = await findUserByEmail(database, DEMO_ENGINEER_EMAIL);
  const now = new Date();
  if (project !== null && guest !== null && engineer !== null) {
    await upsertSecureLink(database, {
      keyId: DEMO_SECURE_LINK_KEY,
      projectId: project.id,
      email: DEMO_GUEST_EMAIL,
      guestUserId: guest.userId,
      createdBy: engineer.userId,
      now,
    });
    logger.info(
      {
        url: `${context.config.publicUrl}/secure-project-view/${DEMO_SECURE_LINK_KEY}`,
        project: project.name,
      },
      'demo secure link for the guest (the code arrives in the mailbox)',
    );
    await notifyUser(
      { database },
      { email: DEMO_ENGINEER_EMAIL },
      {
        level: 'success',
        title: 'Upload finished',
        description: `${project.name}.esx was imported.`,
      },
    );
  }
  await notifyUser(
    { database },
    { email: DEMO_ADMIN_EMAIL },
    {
      level: 'info',
      title: 'Welcome to Airlens',
      description: `Your organisation has ${sites} sites. Manage projects and licences under Manage.`,
    },
  );
  return [];
}

/** The sharing demo step; runs after the accounts and projects steps. */
export const sharingSeedStep: SeedStep = { name: 'sharing', run: seedSharing };
