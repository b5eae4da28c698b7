import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { ensureAdminProjects, type ListedProject } from './support/insights-projects';
import {
  expectTableToList,
  isInside,
  markerCentre,
  nextTableAnswer,
  type QueryBounds,
} from './support/map-bounds';
import { countColoredPixels, MARKER_COLORS } from './support/pixels';

// The dashboard map filters the project list by bounding box (issue #7, docs/product-spec.md §7): a drawn area, or the view
// while "Filter list by map view" is on.

let projects: ListedProject[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  projects = await ensureAdminProjects(request);
});

/** Europe, loosely: where the box is drawn (some demo projects inside, others on other continents). */
function isInEurope(project: ListedProject): boolean {
  const at = project.geolocation;
  return at !== null && at.latitude > 35 && at.latitude < 72 && at.longitude > -25 && at.longitude < 45;
}

function isNarrowerThan(bounds: QueryBounds, wider: QueryBounds): boolean {
  return (
    bounds.maxLatitude - bounds.minLatitude < wider.maxLatitude - wider.minLatitude &&
    bounds.maxLongitude - bounds.minLongitude < wider.maxLongitude - wider.minLongitude
  );
}

test('a drawn area and the followed view filter the project list by bounding box', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const located = projects.filter((project) => project.geolocation !== null);
  const europe = located.filter(isInEurope);
  const elsewhere = located.filter((project) => !isInEurope(project));
  expect(europe.length, 'demo projects in Europe').toBeGreaterThan(0);
  expect(elsewhere.length, 'demo projects outside Europe').toBeGreaterThan(0);

  await signIn(page, DEMO.admin, '/login', { hasSeenWhatsNew: true });
  await expect(page).not.toHaveURL(/\/login/);
  const fullList = nextTableAnswer(page, (bounds) => bounds === null);
  await page.goto('/insights?view=map');
  expect((await fullList).totalElements).toBe(projects.length);
  const table = page.getByRole('table', { name: 'Projects' });
  const map = page.getByTestId('project-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByText(`${located.length} projects on the map`)).toBeVisible();
  // Every marker has its keyboard button once the map has fitted them: then the canvas has drawn them too.
  await expect(map.locator('button[data-marker-id]')).toHaveCount(located.length);
  await expect
    .poll(async () => (await countColoredPixels(map, MARKER_COLORS, 12)).matching, {
      message: 'marker-coloured pixels on the map canvas',
    })
    .toBeGreaterThan(20 * located.length);
  await expectTableToList(table, projects, projects);
  await shot(page, testInfo, '01-map-and-list');

  // Draw a box around the European markers only (their buttons give the marker positions on the page).
  const corners = await Promise.all(europe.map((project) => markerCentre(map, project.id)));
  const margin = 8;
  const x0 = Math.min(...corners.map((point) => point.x)) - margin;
  const x1 = Math.max(...corners.map((point) => point.x)) + margin;
  const y0 = Math.min(...corners.map((point) => point.y)) - margin;
  const y1 = Math.max(...corners.map((point) => point.y)) + margin;
  const drawButton = page.getByRole('button', { name: 'Draw area' });
  await drawButton.click();
  await expect(drawButton).toHaveAttribute('aria-pressed', 'true');
  const drawLayer = page.getByTestId('map-draw-layer');
  await expect(drawLayer).toBeVisible();
  const drawn = nextTableAnswer(page, (bounds) => bounds !== null);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
  await page.mouse.move(x1, y1, { steps: 4 });
  await page.mouse.up();
  const area = await drawn;
  if (area.bounds === null) {
    throw new Error('the drawn area sent no bounds');
  }
  const inArea = projects.filter((project) => isInside(project, area.bounds as QueryBounds));
  expect(inArea.map((project) => project.name).sort()).toEqual(europe.map((project) => project.name).sort());
  expect(area.totalElements).toBe(europe.length);
  await expect(drawLayer).toBeHidden();
  await expectTableToList(table, europe, projects);
  const showAll = page.getByRole('button', { name: 'Show all, not only the map area' });
  await expect(showAll).toBeVisible();
  await shot(page, testInfo, '02-drawn-area');

  // Clearing the area shows the full list again (its first page may come from the query cache: no request).
  await page.getByRole('button', { name: 'Clear area' }).click();
  await expectTableToList(table, projects, projects);
  await expect(showAll).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear area' })).toBeHidden();

  // Following the map: switched on, the list asks for the view's bounds.
  const followSwitch = page.getByRole('switch', { name: 'Filter list by map view' });
  const followed = nextTableAnswer(page, (bounds) => bounds !== null);
  await followSwitch.check();
  const wholeView = await followed;
  if (wholeView.bounds === null) {
    throw new Error('following the map sent no bounds');
  }
  const inWholeView = projects.filter((project) => isInside(project, wholeView.bounds as QueryBounds));
  await expectTableToList(table, inWholeView, projects);
  await expect(showAll).toBeVisible();

  // Zooming in over Europe with the mouse wheel: the list follows the smaller view.
  const europeCentre = { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  const zoomed = nextTableAnswer(
    page,
    (bounds) => bounds !== null && isNarrowerThan(bounds, wholeView.bounds as QueryBounds),
  );
  await page.mouse.move(europeCentre.x, europeCentre.y);
  await page.mouse.wheel(0, -600);
  const zoomedView = await zoomed;
  const inZoomedView = projects.filter((project) => isInside(project, zoomedView.bounds as QueryBounds));
  expect(inZoomedView.length).toBeLessThan(located.length);
  expect(zoomedView.totalElements).toBe(inZoomedView.length);
  await expectTableToList(table, inZoomedView, projects);
  await shot(page, testInfo, '03-follow-zoomed');

  // Dragging the map east (the view moves west, over the Atlantic): the list follows again.
  const mapBox = await map.boundingBox();
  if (mapBox === null) {
    throw new Error('the map has no box');
  }
  const dragFrom = { x: mapBox.x + mapBox.width * 0.3, y: mapBox.y + mapBox.height * 0.5 };
  const panned = nextTableAnswer(
    page,
    (bounds) => bounds !== null && bounds.minLongitude < (zoomedView.bounds as QueryBounds).minLongitude - 1,
  );
  await page.mouse.move(dragFrom.x, dragFrom.y);
  await page.mouse.down();
  await page.mouse.move(dragFrom.x + mapBox.width * 0.2, dragFrom.y, { steps: 6 });
  await page.mouse.move(dragFrom.x + mapBox.width * 0.4, dragFrom.y, { steps: 6 });
  await page.mouse.up();
  const pannedView = await panned;
  const inPannedView = projects.filter((project) => isInside(project, pannedView.bounds as QueryBounds));
  expect(pannedView.totalElements).toBe(inPannedView.length);
  await expectTableToList(table, inPannedView, projects);
  await shot(page, testInfo, '04-follow-panned');

  // "Show all" while following shows the whole list and turns following off (else the next pan refilters).
  await showAll.click();
  await expect(followSwitch).not.toBeChecked();
  await expectTableToList(table, projects, projects);
  await expect(showAll).toBeHidden();

  // On again, the list follows the same view (from the query cache); switched off, it is whole again.
  await followSwitch.check();
  await expectTableToList(table, inPannedView, projects);
  await followSwitch.uncheck();
  await expectTableToList(table, projects, projects);
  await expect(showAll).toBeHidden();
  await shot(page, testInfo, '05-follow-off');
});
