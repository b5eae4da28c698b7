import type { OAuthScope } from '@airlens/contract';

/** What each scope lets an application do, in plain words for the consent screen and connected apps. */
export const SCOPE_DESCRIPTIONS: Record<OAuthScope, string> = {
  'projects:read': 'See your projects, floor plans and survey data',
  'projects:write': 'Create, upload and change projects',
  'insights:read': 'See network insights',
  reports: 'Create reports, bills of materials and exports',
  admin: "Administer your organisation's users, licences and settings",
};
