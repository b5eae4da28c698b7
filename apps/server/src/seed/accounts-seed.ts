import { randomUUID } from 'node:crypto';
import { EULA_VERSION, type LicenceProduct, type LicenceStatus } from '@airlens/domain';
import { hashPassword } from '../features/auth/credentials';
import { insertUser } from '../features/users/users.repo';
import { insertLicence, insertOrganization, insertUserGroup } from './accounts-seed.repo';
import type { DemoAccount, SeedContext, SeedStep } from './demo-seed';

/** The demo organisation (enterprise-plus); fixed ids so other seed steps can refer to it. */
export const DEMO_ORG_ID = '00000000-0000-4000-8000-00000000d001';
/** A second organisation with one user, for isolation. */
export const OTHER_ORG_ID = '00000000-0000-4000-8000-00000000d002';
export const DEMO_ADMIN_EMAIL = 'admin@demo-networks.example';
export const DEMO_ENGINEER_EMAIL = 'engineer@demo-networks.example';
export const DEMO_PLANNER_EMAIL = 'planner@demo-networks.example';
export const DEMO_GUEST_EMAIL = 'guest@client-site.example';
export const OTHER_ORG_EMAIL = 'admin@harbour-wireless.example';

interface DemoUser {
  email: string;
  name: string;
  password: string | null;
  shows: string;
  orgId: string;
  orgAdmin?: boolean;
  role?: 'USER' | 'GUEST';
  eula?: boolean;
  licence?: { product: LicenceProduct; status?: LicenceStatus; expiresInDays?: number | null };
}

const DEMO_USERS: DemoUser[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    name: 'Alex Admin',
    password: 'demo-admin-2025',
    shows: 'org admin, enterprise-plus, every area',
    orgId: DEMO_ORG_ID,
    orgAdmin: true,
    licence: { product: 'Software Suite', expiresInDays: 365 },
  },
  {
    email: DEMO_ENGINEER_EMAIL,
    name: 'Erin Engineer',
    password: 'demo-engineer-2025',
    shows: 'engineer with insights (Connect)',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Connect', expiresInDays: 365 },
  },
  {
    email: DEMO_PLANNER_EMAIL,
    name: 'Pat Planner',
    password: 'demo-planner-2025',
    shows: 'planner (Plan licence)',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Plan', expiresInDays: 365 },
  },
  {
    email: 'expired@demo-networks.example',
    name: 'Eddie Expired',
    password: 'demo-expired-2025',
    shows: 'licence EXPIRED',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Connect', status: 'EXPIRED', expiresInDays: -30 },
  },
  {
    email: 'lapsed@demo-networks.example',
    name: 'Lee Lapsed',
    password: 'demo-lapsed-2025',
    shows: 'licence ACTIVE, subscription expired',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Pro', expiresInDays: -1 },
  },
  {
    email: 'suspended@demo-networks.example',
    name: 'Sam Suspended',
    password: 'demo-suspended-2025',
    shows: 'licence SUSPENDED',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Connect', status: 'SUSPENDED', expiresInDays: 365 },
  },
  {
    email: 'invalid@demo-networks.example',
    name: 'Ivy Invalid',
    password: 'demo-invalid-2025',
    shows: 'licence INVALID',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Connect', status: 'INVALID', expiresInDays: 365 },
  },
  {
    email: 'noinsights@demo-networks.example',
    name: 'Nico No-Insights',
    password: 'demo-noinsights-2025',
    shows: 'no insights access (Private 5G)',
    orgId: DEMO_ORG_ID,
    licence: { product: 'Private 5G', expiresInDays: 365 },
  },
  {
    email: 'neweula@demo-networks.example',
    name: 'Nell New',
    password: 'demo-eula-2025',
    shows: 'EULA v4 not yet consented',
    orgId: DEMO_ORG_ID,
    eula: false,
    licence: { product: 'Connect', expiresInDays: 365 },
  },
  {
    email: DEMO_GUEST_EMAIL,
    name: 'Gia Guest',
    password: null,
    shows: 'GUEST: signs in through a secure link code only',
    orgId: DEMO_ORG_ID,
    role: 'GUEST',
  },
  {
    email: OTHER_ORG_EMAIL,
    name: 'Hal Harbour',
    password: 'demo-other-2025',
    shows: 'second organisation (admin, no enterprise-plus)',
    orgId: OTHER_ORG_ID,
    orgAdmin: true,
    licence: { product: 'Pro', expiresInDays: 365 },
  },
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayOffset(now: Date, days: number): string {
  return isoDate(new Date(now.getTime() + days * 86_400_000));
}

/** Organisations, licences, every account state and two user groups. */
export async function seedAccounts(context: SeedContext): Promise<DemoAccount[]> {
  const { database, config } = context;
  const now = new Date();
  await insertOrganization(database, {
    id: DEMO_ORG_ID,
    name: 'Demo Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  await insertOrganization(database, {
    id: OTHER_ORG_ID,
    name: 'Harbour Wireless',
    enterprisePlus: false,
    passwordPolicy: false,
  });
  const idsByEmail = new Map<string, string>();
  let serial = 1;
  for (const user of DEMO_USERS) {
    let licenceId: string | null = null;
    if (user.licence !== undefined) {
      licenceId = randomUUID();
      const prefix = user.licence.product
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 6)
        .toUpperCase();
      await insertLicence(database, {
        id: licenceId,
        licenseKey: `DEMO-${prefix}-${String(serial).padStart(4, '0')}`,
        orgId: user.orgId,
        product: user.licence.product,
        status: user.licence.status ?? 'ACTIVE',
        subscriptionDate: dayOffset(now, -300),
        subscriptionExpirationDate:
          user.licence.expiresInDays === null || user.licence.expiresInDays === undefined
            ? null
            : dayOffset(now, user.licence.expiresInDays),
      });
      serial += 1;
    }
    const userId = randomUUID();
    idsByEmail.set(user.email, userId);
    await insertUser(database, {
      id: userId,
      email: user.email,
      name: user.name,
      role: user.role ?? 'USER',
      orgId: user.orgId,
      orgAdmin: user.orgAdmin ?? false,
      licenceId,
      eulaVersionConsent: user.eula === false ? null : EULA_VERSION,
      passwordHash: user.password === null ? null : await hashPassword(user.password, config.argon2),
      emailVerifiedAt: now,
      now,
    });
  }
  // Spare keys to try licence activation with.
  for (const [index, product] of (['Connect', 'Measure Pro'] as const).entries()) {
    await insertLicence(database, {
      id: randomUUID(),
      licenseKey: `DEMO-SPARE-${String(index + 1).padStart(4, '0')}`,
      orgId: DEMO_ORG_ID,
      product,
      status: 'ACTIVE',
      subscriptionDate: dayOffset(now, -10),
      subscriptionExpirationDate: dayOffset(now, 355),
    });
  }
  const memberIds = (emails: string[]) =>
    emails.map((email) => idsByEmail.get(email)).filter((id): id is string => id !== undefined);
  await insertUserGroup(database, {
    id: randomUUID(),
    orgId: DEMO_ORG_ID,
    name: 'Survey team',
    memberIds: memberIds([DEMO_ENGINEER_EMAIL, DEMO_PLANNER_EMAIL]),
  });
  await insertUserGroup(database, {
    id: randomUUID(),
    orgId: DEMO_ORG_ID,
    name: 'Network admins',
    memberIds: memberIds([DEMO_ADMIN_EMAIL]),
  });
  return DEMO_USERS.map((user) => ({
    email: user.email,
    password: user.password ?? '(secure-link code)',
    shows: user.shows,
  }));
}

/** The accounts seed step (runs first: other steps refer to these organisations and users). */
export const accountsSeedStep: SeedStep = { name: 'accounts', run: seedAccounts };
