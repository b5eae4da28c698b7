import { generateProject, writeEsx, type GenerateOptions } from '@airlens/esx';
import { recordDemoProjects } from '../features/demo/demo.service';
import { importUpload } from '../features/uploads/import.service';
import { findUpload } from '../features/uploads/uploads.repo';
import { stageServerUpload } from '../features/uploads/uploads.service';
import { DEMO_ADMIN_EMAIL, DEMO_ENGINEER_EMAIL } from './accounts-seed';
import type { SeedContext, SeedStep } from './demo-seed';
import { addPlanningCatalogue } from './planning-seed';
import { addSeedProjectUser, findSeedUser } from './projects-seed.repo';

/** One demo project: where it is, what kind, who owns it and how big it is. */
export interface DemoProjectSpec {
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  kind: 'measured' | 'simulated' | 'hybrid';
  owner: 'admin' | 'engineer';
  floors: number;
  aps: number;
  seed: number;
}

/** Thirteen sites around the world (real coordinates), every project type, small enough to seed fast. */
export const DEMO_PROJECTS: readonly DemoProjectSpec[] = [
  {
    name: 'Helsinki Harbour Offices',
    city: 'Helsinki',
    country: 'Finland',
    latitude: 60.1699,
    longitude: 24.9384,
    kind: 'measured',
    owner: 'engineer',
    floors: 2,
    aps: 14,
    seed: 101,
  },
  {
    name: 'London Kings Cross Campus',
    city: 'London',
    country: 'United Kingdom',
    latitude: 51.5308,
    longitude: -0.1238,
    kind: 'hybrid',
    owner: 'admin',
    floors: 3,
    aps: 22,
    seed: 102,
  },
  {
    name: 'New York Midtown Tower',
    city: 'New York',
    country: 'United States',
    latitude: 40.7549,
    longitude: -73.984,
    kind: 'measured',
    owner: 'engineer',
    floors: 3,
    aps: 24,
    seed: 103,
  },
  {
    name: 'San Francisco SoMa Studio (design)',
    city: 'San Francisco',
    country: 'United States',
    latitude: 37.7785,
    longitude: -122.3971,
    kind: 'simulated',
    owner: 'admin',
    floors: 2,
    aps: 16,
    seed: 104,
  },
  {
    name: 'São Paulo Paulista Clinic',
    city: 'São Paulo',
    country: 'Brazil',
    latitude: -23.5614,
    longitude: -46.6559,
    kind: 'measured',
    owner: 'admin',
    floors: 2,
    aps: 12,
    seed: 105,
  },
  {
    name: 'Tokyo Marunouchi Branch',
    city: 'Tokyo',
    country: 'Japan',
    latitude: 35.6812,
    longitude: 139.7671,
    kind: 'hybrid',
    owner: 'engineer',
    floors: 2,
    aps: 18,
    seed: 106,
  },
  {
    name: 'Sydney Barangaroo Warehouse',
    city: 'Sydney',
    country: 'Australia',
    latitude: -33.8614,
    longitude: 151.2016,
    kind: 'measured',
    owner: 'engineer',
    floors: 1,
    aps: 10,
    seed: 107,
  },
  {
    name: 'Singapore Marina Bay Hotel (design)',
    city: 'Singapore',
    country: 'Singapore',
    latitude: 1.2834,
    longitude: 103.8607,
    kind: 'simulated',
    owner: 'engineer',
    floors: 3,
    aps: 25,
    seed: 108,
  },
  {
    name: 'Berlin Mitte School',
    city: 'Berlin',
    country: 'Germany',
    latitude: 52.52,
    longitude: 13.405,
    kind: 'measured',
    owner: 'admin',
    floors: 2,
    aps: 16,
    seed: 109,
  },
  {
    name: 'Toronto Union Station Retail',
    city: 'Toronto',
    country: 'Canada',
    latitude: 43.6453,
    longitude: -79.3806,
    kind: 'hybrid',
    owner: 'admin',
    floors: 1,
    aps: 9,
    seed: 110,
  },
  {
    name: 'Dubai Downtown Mall (design)',
    city: 'Dubai',
    country: 'United Arab Emirates',
    latitude: 25.1972,
    longitude: 55.2744,
    kind: 'simulated',
    owner: 'admin',
    floors: 2,
    aps: 20,
    seed: 111,
  },
  {
    name: 'Cape Town Waterfront Offices',
    city: 'Cape Town',
    country: 'South Africa',
    latitude: -33.9036,
    longitude: 18.4207,
    kind: 'measured',
    owner: 'engineer',
    floors: 2,
    aps: 12,
    seed: 112,
  },
  {
    name: 'Mumbai Bandra Kurla Hub',
    city: 'Mumbai',
    country: 'India',
    latitude: 19.0653,
    longitude: 72.8687,
    kind: 'hybrid',
    owner: 'engineer',
    floors: 2,
    aps: 15,
    seed: 113,
  },
];

/** Days of surveys of a measured project (one survey a day), and of validation surveys of a hybrid one. */
export const MEASURED_SURVEY_DAYS = 30;
const HYBRID_SURVEYS = 10;

/** Generator options of a demo project: surveys end yesterday, so the demo always shows recent data. */
export function demoGenerateOptions(spec: DemoProjectSpec, now: Date): GenerateOptions {
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - MEASURED_SURVEY_DAYS * 86_400_000,
  );
  return {
    name: spec.name,
    // The building is the site's own ('Berlin Mitte School'), not the generator's random city.
    buildingName: spec.name.replace(/ \(design\)$/, ''),
    kind: spec.kind,
    floors: spec.floors,
    aps: spec.aps,
    seed: spec.seed,
    surveys: spec.kind === 'measured' ? MEASURED_SURVEY_DAYS : spec.kind === 'hybrid' ? HYBRID_SURVEYS : 0,
    days: MEASURED_SURVEY_DAYS,
    startDate: firstDay.toISOString().slice(0, 10),
    scansPerSurvey: 20,
    maxImagePixels: 700,
  };
}

/**
 * Generates and imports the demo projects through the upload pipeline (the same import job as an upload), then
 * records them as the public demo's projects (`/demo` shows these, as imported, and nothing uploaded later).
 */
export async function seedProjects(
  context: SeedContext,
  options: { projects?: readonly DemoProjectSpec[]; preferInProcess?: boolean } = {},
): Promise<[]> {
  const admin = await findSeedUser(context.database, DEMO_ADMIN_EMAIL);
  const engineer = await findSeedUser(context.database, DEMO_ENGINEER_EMAIL);
  if (admin === null || engineer === null) {
    context.logger.warn('demo projects skipped: the demo accounts are missing');
    return [];
  }
  const deps = {
    database: context.database,
    blobs: context.blobs,
    logger: context.logger,
    preferInProcess: options.preferInProcess,
    // The demo projects arrive with the installation, not from an upload anyone waits for.
    notifyUploader: false,
  };
  const now = new Date();
  const projectIds: string[] = [];
  let pending: Promise<void> = Promise.resolve();
  for (const spec of options.projects ?? DEMO_PROJECTS) {
    // Generating the next project overlaps with importing the previous one in its worker thread.
    const generated = generateProject(demoGenerateOptions(spec, now));
    // Projects with planned APs carry the planning catalogue (attenuation areas, device profiles, capacity).
    if (spec.kind !== 'measured') {
      addPlanningCatalogue(generated);
    }
    const bytes = writeEsx(generated);
    await pending;
    const owner = spec.owner === 'admin' ? admin : engineer;
    const uploadId = await stageServerUpload(deps, owner, {
      fileName: `${spec.name}.esx`,
      bytes,
      city: spec.city,
      country: spec.country,
      latitude: spec.latitude,
      longitude: spec.longitude,
    });
    pending = importUpload(deps, uploadId, { isLastAttempt: true }).then(async (outcome) => {
      const upload = await findUpload(context.database, uploadId);
      if (outcome !== 'committed' || upload === null || upload.projectId === null) {
        throw new Error(`demo project ${spec.name} did not import: ${upload?.rollbackReason ?? outcome}`);
      }
      projectIds.push(upload.projectId);
      // The admin follows every engineer project as a reader, so both demo users share some projects.
      const other = spec.owner === 'admin' ? engineer : admin;
      await addSeedProjectUser(
        context.database,
        upload.projectId,
        other.email,
        spec.owner === 'admin' ? 'READ_USER' : 'WRITE_USER',
      );
    });
  }
  await pending;
  await recordDemoProjects(context.database, { orgId: admin.orgId, projectIds });
  return [];
}

/** The demo projects step; runs after the accounts step. */
export const projectsSeedStep: SeedStep = { name: 'projects', run: (context) => seedProjects(context) };
