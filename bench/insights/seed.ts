/**
 * Seeding for the insights and dashboard benches: one organisation with its admin, and the projects with their
 * surveys written through the import's own writers from a few prepared template projects.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { EULA_VERSION } from '@airlens/domain';
import { generateProject } from '@airlens/esx';
import { parseConfig } from '../../apps/server/src/config';
import type { Database, SqlSession } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/features/auth/credentials';
import type { InsightsPrepared } from '../../apps/server/src/features/insights/insights-prepare';
import {
  insertInsightsRows,
  type ProjectInsights,
} from '../../apps/server/src/features/insights/insights.repo';
import type { ImportContext } from '../../apps/server/src/jobs/import-derivation';
import { IMPORT_DERIVATIONS } from '../../apps/server/src/features/uploads/import-derivations';
import { insertProjectOwner, insertProjectVersion } from '../../apps/server/src/features/uploads/import.repo';
import { insertUser } from '../../apps/server/src/features/users/users.repo';
import { insertLicence, insertOrganization } from '../../apps/server/src/seed/accounts-seed.repo';
import { log } from './log';

/** The seeded admin the load is driven as and the browser signs in as. */
export const EMAIL = 'bench-admin@airlens.local';
export const PASSWORD = 'bench password 1';
export const SURVEYS_PER_PROJECT = 10;
const TEMPLATES = 12;
const PROJECTS_PER_TRANSACTION = 100;

const CITIES = [
  ['Helsinki', 'Finland', 60.17, 24.94],
  ['London', 'United Kingdom', 51.51, -0.13],
  ['New York', 'United States', 40.71, -74.01],
  ['San Francisco', 'United States', 37.77, -122.42],
  ['São Paulo', 'Brazil', -23.55, -46.63],
  ['Tokyo', 'Japan', 35.68, 139.69],
  ['Sydney', 'Australia', -33.87, 151.21],
  ['Singapore', 'Singapore', 1.35, 103.82],
  ['Berlin', 'Germany', 52.52, 13.4],
  ['Toronto', 'Canada', 43.65, -79.38],
  ['Dubai', 'United Arab Emirates', 25.2, 55.27],
  ['Cape Town', 'South Africa', -33.92, 18.42],
] as const;
const SITES = ['HQ', 'Warehouse', 'Campus', 'Clinic', 'Store', 'Factory', 'Office', 'Hotel'];

/** What one template project's derivations prepared, ready to insert under any project id. */
export interface Template {
  name: string;
  prepared: { name: string; value: unknown }[];
  lastSurveyDate: string;
}

export function buildTemplates(): Template[] {
  const templates: Template[] = [];
  for (let index = 0; index < TEMPLATES; index++) {
    const project = generateProject({
      floors: 1 + (index % 3),
      aps: 6 + (index % 5) * 2,
      surveys: SURVEYS_PER_PROJECT,
      days: 5 + (index % 6),
      scansPerSurvey: 30,
      maxImagePixels: 300,
      seed: 100 + index,
      startDate: `2025-0${1 + (index % 9)}-0${1 + (index % 9)}T00:00:00Z`,
      kind: index % 4 === 3 ? 'hybrid' : 'measured',
    });
    const context: ImportContext = {
      projectId: randomUUID(),
      orgId: randomUUID(),
      version: 1,
      projectType: 'MEASURED',
    };
    const prepared = IMPORT_DERIVATIONS.map((derivation) => ({
      name: derivation.name,
      value: derivation.prepare(project, context),
    }));
    const last = project.surveys.reduce((latest, survey) => Math.max(latest, survey.startTimeMs), 0);
    templates.push({
      name: project.meta.name,
      prepared,
      lastSurveyDate: new Date(last).toISOString().slice(0, 10),
    });
  }
  return templates;
}

/** Seeds the benchmark organisation, its admin and the projects; answers a few project ids to drive. */
export async function seed(database: Database, projects: number, templates: Template[]): Promise<string[]> {
  const config = parseConfig({ NODE_ENV: 'production' });
  const orgId = randomUUID();
  const licenceId = randomUUID();
  const userId = randomUUID();
  await insertOrganization(database, {
    id: orgId,
    name: 'Bench Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  await insertLicence(database, {
    id: licenceId,
    licenseKey: `BENCH-${randomBytes(4).toString('hex')}`,
    orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  await insertUser(database, {
    id: userId,
    email: EMAIL,
    name: 'Bench Admin',
    role: 'USER',
    orgId,
    orgAdmin: true,
    licenceId,
    // Consented to the current EULA, so a browser signing in is not stopped by the EULA dialog.
    eulaVersionConsent: EULA_VERSION,
    passwordHash: await hashPassword(PASSWORD, config.argon2),
    emailVerifiedAt: new Date(),
    now: new Date(),
  });
  const driven: string[] = [];
  for (let start = 0; start < projects; start += PROJECTS_PER_TRANSACTION) {
    await database.withTransaction(async (tx: SqlSession) => {
      const insights: ProjectInsights[] = [];
      for (let index = start; index < Math.min(projects, start + PROJECTS_PER_TRANSACTION); index++) {
        const projectId = await insertBenchProject(tx, index, orgId, userId, templates, insights);
        if (index % Math.max(1, Math.floor(projects / 20)) === 0) {
          driven.push(projectId);
        }
      }
      // The insights writer takes many projects at once: one statement per table per transaction.
      await insertInsightsRows(tx, insights);
    });
    if ((start / PROJECTS_PER_TRANSACTION) % 10 === 0) {
      log(`seeded ${Math.min(projects, start + PROJECTS_PER_TRANSACTION)} / ${projects} projects`);
    }
  }
  return driven;
}

async function insertBenchProject(
  tx: SqlSession,
  index: number,
  orgId: string,
  userId: string,
  templates: Template[],
  insights: ProjectInsights[],
): Promise<string> {
  const template = templates[index % templates.length];
  const city = CITIES[index % CITIES.length];
  if (template === undefined || city === undefined) {
    throw new Error('no template');
  }
  const projectId = randomUUID();
  const context: ImportContext = { projectId, orgId, version: 1, projectType: 'MEASURED' };
  await insertProjectVersion(tx, {
    projectId,
    orgId,
    esxProjectId: projectId,
    version: 1,
    name: `${city[0]} ${SITES[index % SITES.length] ?? 'Site'} ${index}`,
    projectType: 'MEASURED',
    lastSurveyDate: template.lastSurveyDate,
    city: city[0],
    country: city[1],
    latitude: city[2] + ((index * 7919) % 1000) / 10_000,
    longitude: city[3] + ((index * 104_729) % 1000) / 10_000,
    createdBy: userId,
  });
  await insertProjectOwner(tx, projectId, EMAIL);
  for (const derivation of IMPORT_DERIVATIONS) {
    const prepared = template.prepared.find((entry) => entry.name === derivation.name);
    if (prepared === undefined) {
      continue;
    }
    if (derivation.name === 'insights') {
      insights.push({ projectId, prepared: prepared.value as InsightsPrepared });
    } else {
      await derivation.insert(tx, prepared.value, context);
    }
  }
  return projectId;
}
