import { randomBytes } from 'node:crypto';
import { deriveAccessFlags } from '@airlens/domain';
import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { DEMO_ORG_ID } from '../../seed/accounts-seed';
import { hasOrganization } from './demo.repo';

/** What the demo scope needs. */
export interface DemoDeps {
  database: Database;
  /** The organisation the demo shows (config DEMO_ORG_ID); null: the seeded demo organisation. */
  demoOrgId: string | null;
}

/** The address the demo principal is known by; `.invalid` never names a real mailbox or project listing. */
export const DEMO_PRINCIPAL_EMAIL = 'demo-visitor@airlens.invalid';

/**
 * The organisation the public demo shows, or null when it does not exist (no seed, or a configured id that names
 * nothing): then every demo path answers 404.
 */
export async function findDemoOrganization(deps: DemoDeps): Promise<string | null> {
  const orgId = deps.demoOrgId ?? DEMO_ORG_ID;
  return (await hasOrganization(deps.database, orgId)) ? orgId : null;
}

/**
 * The caller of every demo request: an organisation admin of the demo organisation only (so the one visibility
 * rule shows exactly that organisation's projects) with insights access and nothing else. It has no account row
 * and no session row; write routes never see it because the demo hook refuses every write first.
 */
export function demoPrincipal(orgId: string): AuthenticatedUser {
  return {
    userId: '00000000-0000-4000-8000-00000000de00',
    email: DEMO_PRINCIPAL_EMAIL,
    name: 'Demo visitor',
    role: 'USER',
    orgId,
    orgAdmin: true,
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
