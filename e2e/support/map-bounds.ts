import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { ListedProject } from './insights-projects';

/** docs/product-spec.md §7 map filter as the list request carries it. */
export interface QueryBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const PROJECTS_PATH = '/insightapi/v1/projects';

/** The bounds of a project-list request, or null when it carries none (the full list). */
export function boundsOfRequest(request: Request): QueryBounds | null {
  const params = new URL(request.url()).searchParams;
  const values = ['minLatitude', 'maxLatitude', 'minLongitude', 'maxLongitude'].map((key) => params.get(key));
  if (values.every((value) => value === null)) {
    return null;
  }
  const [minLatitude, maxLatitude, minLongitude, maxLongitude] = values.map(Number);
  return {
    minLatitude: minLatitude ?? NaN,
    maxLatitude: maxLatitude ?? NaN,
    minLongitude: minLongitude ?? NaN,
    maxLongitude: maxLongitude ?? NaN,
  };
}

/** The project table's page size (domain DEFAULT_PAGE_SIZE); the map loads its markers 1,000 at a time. */
export const TABLE_PAGE_SIZE = 5;

/** Whether a request is a page of the project table, not the map's marker load (same endpoint). */
function isTableRequest(request: Request): boolean {
  const url = new URL(request.url());
  return url.pathname === PROJECTS_PATH && url.searchParams.get('size') === String(TABLE_PAGE_SIZE);
}

/** The next table request that matches `accept` (by its bounds), with the number of projects it answered. */
export async function nextTableAnswer(
  page: Page,
  accept: (bounds: QueryBounds | null) => boolean,
): Promise<{ bounds: QueryBounds | null; totalElements: number }> {
  const response = await page.waitForResponse(
    (candidate) => isTableRequest(candidate.request()) && accept(boundsOfRequest(candidate.request())),
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { totalElements: number };
  return { bounds: boundsOfRequest(response.request()), totalElements: body.totalElements };
}

/** Whether a located project lies inside the bounds (the server's rule: edges included). */
export function isInside(project: ListedProject, bounds: QueryBounds): boolean {
  const location = project.geolocation;
  return (
    location !== null &&
    location.latitude >= bounds.minLatitude &&
    location.latitude <= bounds.maxLatitude &&
    location.longitude >= bounds.minLongitude &&
    location.longitude <= bounds.maxLongitude
  );
}

/** The centre of a project's marker on the page, from its keyboard button over the canvas. */
export async function markerCentre(map: Locator, projectId: string): Promise<{ x: number; y: number }> {
  const button = map.locator(`button[data-marker-id="${projectId}"]`);
  await expect(button).toBeAttached();
  const box = await button.boundingBox();
  if (box === null) {
    throw new Error(`marker of ${projectId} has no box`);
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Expects the project table to list exactly `inside` among `all` (its count, and names on its first page). */
export async function expectTableToList(
  table: Locator,
  inside: readonly ListedProject[],
  all: readonly ListedProject[],
): Promise<void> {
  const page = table.page();
  await expect(
    page.getByText(`${inside.length} ${inside.length === 1 ? 'project' : 'projects'}`, { exact: true }),
  ).toBeVisible();
  const outside = all.filter((project) => !inside.includes(project));
  for (const project of outside) {
    await expect(table.getByRole('link', { name: project.name, exact: true })).toHaveCount(0);
  }
  if (inside.length <= TABLE_PAGE_SIZE) {
    for (const project of inside) {
      await expect(table.getByRole('link', { name: project.name, exact: true })).toBeVisible();
    }
  }
}
