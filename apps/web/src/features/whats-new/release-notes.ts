import type { FeatureFlagName, FeatureFlags } from '@airlens/contract';
import { RELEASE_NOTES_VERSION } from '@airlens/domain';

/** A release note entry (docs/product-spec.md §3): date, summary, product chips, optional title and image, details. */
export interface ReleaseNoteEntry {
  /** ISO date of the change. */
  date: string;
  summaryOfChanges: string;
  /** Product names shown as chips. */
  products: readonly string[];
  title?: string;
  image?: string;
  /** Detail paragraphs. */
  details: readonly string[];
  /** The feature flags (of /config.json) a server needs for the entry's feature; empty when every server has it. */
  requires: readonly FeatureFlagName[];
}

/** The entries whose features this server has: every flag they need is on (docs/product-spec.md §4 flags from the config). */
export function entriesForServer(
  entries: readonly ReleaseNoteEntry[],
  flags: FeatureFlags,
): ReleaseNoteEntry[] {
  return entries.filter((entry) => entry.requires.every((flag) => flags[flag]));
}

/** The release whose notes ship with the app. */
export const RELEASE_NOTES: { version: string; entries: readonly ReleaseNoteEntry[] } = {
  version: RELEASE_NOTES_VERSION,
  entries: [
    {
      date: '2025-09-04',
      title: 'Secure one-time-password sharing',
      summaryOfChanges:
        'Share a project with people outside your organization through a secure, mailed code.',
      products: ['Insights', 'Cloud'],
      requires: ['shareApi'],
      details: [
        'Owners invite an external e-mail address from the Share dialog. The guest opens the mailed link, asks for a one-time code and views that one project read-only.',
        'Revoking an invitation ends the guest’s access at once. Public links were removed and fully disabled in June 2025.',
      ],
    },
    {
      date: '2025-09-04',
      title: 'SSO self-service for admins',
      summaryOfChanges: 'Organization admins set up single sign-on (OIDC or SAML) themselves.',
      products: ['Cloud'],
      requires: ['ssoConfig'],
      details: [
        'Open Manage → Organization settings to connect your identity provider, verify your e-mail domains and switch single sign-on on.',
      ],
    },
    {
      date: '2025-09-04',
      title: 'Project dashboards',
      summaryOfChanges:
        'Every project opens on a dashboard of KPI panels, floor and area KPI tables and daily health.',
      products: ['Insights'],
      requires: ['dashboard'],
      details: [
        'Pick a frequency band and a date range; the dashboard, the floor plans and the tables follow.',
      ],
    },
    {
      date: '2025-08-21',
      title: 'Custom reports',
      summaryOfChanges:
        'Build PDF or DOCX reports in several languages from savable and shareable templates.',
      products: ['Pro', 'Software Suite'],
      requires: [],
      details: ['Save a report layout as a template and share it with your colleagues.'],
    },
    {
      date: '2025-08-21',
      title: 'Data rate and throughput heatmaps',
      summaryOfChanges: 'Two new heatmap types show the expected data rate and throughput across the floor.',
      products: ['Insights', 'Pro'],
      requires: [],
      details: [
        'Visualization height and opacity controls let you see the map at the height of your devices and the floor plan beneath it.',
        'Client device offset profiles adjust the measured signal to the devices your users carry.',
      ],
    },
    {
      date: '2025-08-07',
      title: 'Controller API integration and optimisation',
      summaryOfChanges:
        'Connect a controller with an API key, optimise the design and export it back to the controller.',
      products: ['Connect', 'Pro'],
      requires: ['datasource'],
      details: [
        'Available for one vendor’s controllers, using an API key.',
        'Export to a network controller writes the planned access points and channels back.',
      ],
    },
    {
      date: '2025-07-24',
      title: 'Capacity planning and requirement pass rates',
      summaryOfChanges:
        'Plan for the number of clients per area and see how much of each floor meets its requirements.',
      products: ['Plan', 'Pro'],
      requires: ['cloudPlanner'],
      details: ['Requirement pass rates appear next to every floor and area.'],
    },
    {
      date: '2025-07-10',
      title: '3D view, attenuation objects and the inspect tool',
      summaryOfChanges:
        'Explore buildings in 3D, place attenuation objects and inspect the signal at any point.',
      products: ['Pro', 'Plan'],
      requires: ['cloudPlanner'],
      details: [
        'View mode hides the editing tools for a clean presentation.',
        'The project preview dialog shows a project’s floors before you open it.',
      ],
    },
    {
      date: '2025-06-26',
      title: 'Bill-of-materials export',
      summaryOfChanges: 'Export the access points, antennas and mounts of a design as a bill of materials.',
      products: ['Plan', 'Pro'],
      requires: [],
      details: ['The export lists every part with its count, ready for ordering.'],
    },
  ],
};
