import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './accounts';
import { generateEsxFile } from './generate-esx';

/** A project the journey can rely on: its name and where it is. */
interface JourneyProject {
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  seed: number;
}

/** Projects uploaded when the database holds none (before the demo projects seed exists). */
const FALLBACK_PROJECTS: readonly JourneyProject[] = [
  { name: 'Berlin Office', city: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.405, seed: 7 },
  {
    name: 'Lisbon Warehouse',
    city: 'Lisbon',
    country: 'Portugal',
    latitude: 38.72,
    longitude: -9.14,
    seed: 11,
  },
];

/** A project as the insights list returns it: what the journeys look for. */
export interface ListedProject {
  id: string;
  name: string;
  geolocation: { latitude: number; longitude: number } | null;
}

/** Signs in over the API and returns the CSRF token of the session (cookies stay in the request context). */
async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/authapi/v1/authentications', {
    form: { username: email, password, grant_type: 'password', client_id: 'e2e', client_secret: 'e2e' },
  });
  expect(response.status()).toBe(200);
  const token = response.headers()['csrftoken'];
  if (token === undefined) {
    throw new Error('no CSRF token in response');
  }
  return token;
}

/** A synthetic .esx of the project, from the repository's generator. */
function generateEsx(project: JourneyProject): Buffer {
  return readFileSync(generateEsxFile({ name: project.name, seed: project.seed, aps: 10, days: 6 }));
}

/** Uploads a project through the spec's initiate → PUT → commit → poll flow and waits until it is imported. */
async function uploadProject(
  request: APIRequestContext,
  token: string,
  project: JourneyProject,
): Promise<string> {
  const headers = { csrfToken: token };
  const initiate = await request.post('/esxfileapi/v1/projects/upload/initiate', {
    headers,
    data: {
      fileName: `${project.name}.esx`,
      fileExtension: 'esx',
      city: project.city,
      country: project.country,
      latitude: project.latitude,
      longitude: project.longitude,
    },
  });
  expect(initiate.status()).toBe(200);
  const { url, fileUploadId } = (await initiate.json()) as { url: string; fileUploadId: string };
  const put = await request.put(url, {
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    data: generateEsx(project),
  });
  expect(put.status()).toBe(200);
  const commit = await request.post(`/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`, {
    headers,
  });
  expect(commit.status()).toBe(202);
  let projectId = '';
  await expect
    .poll(
      async () => {
        const status = (await (
          await request.get(`/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`)
        ).json()) as { status: string; projectId: string | null; rollbackReason: string | null };
        if (status.status === 'FAILED' || status.status === 'ROLLED_BACK') {
          throw new Error(`upload of ${project.name} failed: ${status.rollbackReason ?? ''}`);
        }
        projectId = status.projectId ?? '';
        return status.status;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe('COMMITTED');
  return projectId;
}

/**
 * The admin's projects; uploads two located ones when the database has none (no demo projects seeded yet).
 * Call it from a beforeAll with a generous timeout: an upload takes tens of seconds.
 */
export async function ensureAdminProjects(request: APIRequestContext): Promise<ListedProject[]> {
  const token = await apiSignIn(request, DEMO.admin.email, DEMO.admin.password);
  const list = async () =>
    (
      (await (await request.get('/insightapi/v1/projects?size=50')).json()) as {
        content: { project: ListedProject }[];
      }
    ).content.map((entry) => entry.project);
  let projects = await list();
  if (projects.length === 0) {
    for (const project of FALLBACK_PROJECTS) {
      await uploadProject(request, token, project);
    }
    projects = await list();
  }
  expect(projects.length).toBeGreaterThan(0);
  return projects;
}
