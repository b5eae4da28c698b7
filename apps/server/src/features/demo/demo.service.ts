import { randomBytes } from 'node:crypto';
import { deriveAccessFlags } from '@airlens/domain';
import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { findSeededDemoProjects, saveDemoProjects } from './demo.repo';

/** What the demo scope needs. */
export interface DemoDeps {
  database: Database;
  /** SEED_DEMO: when off, the demo shows nothing and every demo path answers 404. */
  isEnabled: boolean;
}

/** What the public demo shows: projects of one organisation, exactly those the demo seed imported. */
export interface DemoScope {
  orgId: string;
  projectIds: readonly string[];
}

/** The address the demo principal is known by; `.invalid` never names a real mailbox or project listing. */
export const DEMO_PRINCIPAL_EMAIL = 'demo-visitor@airlens.invalid';

/**
 * Freezes what the public demo shows: the projects the demo seed just imported, at their current versions.
 * Projects uploaded into the demo organisation later, and later versions of these, are never shown.
 */
export async function recordDemoProjects(
  database: Database,
  input: { orgId: string; projectIds: readonly string[] },
): Promise<void> {
  await saveDemoProjects(database, input);
}

/**
 * The demo's scope, or null when there is nothing to show (SEED_DEMO off, never seeded, or every seeded
 * project deleted or replaced since): then every demo path answers 404.
 */
export async function findDemoScope(deps: DemoDeps): Promise<DemoScope | null> {
  if (!deps.isEnabled) {
    return null;
  }
  return findSeededDemoProjects(deps.database);
}

/**
 * The caller of every demo request: an organisation admin of the demo organisation, limited to the seeded
 * projects (so the one visibility rule shows exactly those), with insights access and nothing else. It has no
 * account row and no session row; write routes never see it because the demo hook refuses every write first.
 */
export function demoPrincipal(scope: DemoScope): AuthenticatedUser {
  return {
    userId: '00000000-0000-4000-8000-00000000de00',
    email: DEMO_PRINCIPAL_EMAIL,
    name: 'Demo visitor',
    role: 'USER',
    orgId: scope.orgId,
    orgAdmin: true,
    onlyProjectIds: scope.projectIds,
    orgEnterprisePlus: false,
    orgPasswordPolicy: false,
    eulaVersionConsent: null,
    passwordHash: null,
    isEmailVerified: true,
    isDisabled: false,
    licence: null,
    // No licence grants anything; insights is the demo's one grant.
    access: { ...deriveAccessFlags(null, new Date()), insightsAccessAllowed: true },
    session: {
      idHash: 'demo',
      kind: 'USER',
      guestProjectId: null,
      // Fresh per request: it only satisfies the CSRF check of the heatmap POST (see demo.hooks.ts).
      csrfToken: randomBytes(16).toString('hex'),
      expiresAt: new Date(8.64e15),
    },
  };
}
