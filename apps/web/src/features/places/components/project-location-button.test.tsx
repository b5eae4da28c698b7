import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { placesEndpoints, projectsEndpoints, sharingEndpoints } from '@airlens/contract';
import { DIALOG_Z_INDEX } from '@airlens/domain';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, testQueryClient } from '@/test/render';
import { ProjectLocationButton } from './project-location-button';

const PROJECT = '3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978';
const WAIT = { timeout: 5_000 };
let isOwner: boolean;

const HELSINKI = {
  id: 658225,
  name: 'Helsinki',
  country: 'Finland',
  countryCode: 'FI',
  latitude: 60.1695,
  longitude: 24.9354,
  population: 558457,
};

/** The bodies of the PUT location calls, in order. */
function locationPuts(): unknown[] {
  return fakeApi
    .requestsTo(projectsEndpoints.setProjectLocation)
    .filter((request) => request.pathParams.id === PROJECT)
    .map((request) => request.body);
}

beforeEach(() => {
  isOwner = true;
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(500, { message: 'unexpected' }),
  );
  fakeApi.on(sharingEndpoints.getProjectAccess, (request) => {
    if (request.pathParams.id !== PROJECT) {
      return reply(500, { message: 'unexpected' });
    }
    const access = { projectId: PROJECT, role: isOwner ? 'OWNER' : 'WRITE_USER', isGuest: false } as const;
    return { ...access, canWrite: true, canShare: isOwner, isOwner };
  });
  fakeApi.on(placesEndpoints.searchPlaces, [HELSINKI]);
  fakeApi.on(projectsEndpoints.setProjectLocation, (request) => {
    if (request.pathParams.id !== PROJECT) {
      return reply(500, { message: 'unexpected' });
    }
    const { placeId } = request.body as { placeId: number | null };
    return placeId === null
      ? { id: PROJECT, city: null, country: null, latitude: null, longitude: null }
      : { id: PROJECT, city: 'Helsinki', country: 'Finland', latitude: 60.1695, longitude: 24.9354 };
  });
});

function renderButton(queryClient = testQueryClient()) {
  return renderRoutes(
    [{ path: '/projects/:id', element: <ProjectLocationButton projectId={PROJECT} projectName="HQ" /> }],
    `/projects/${PROJECT}`,
    { queryClient },
  );
}

describe('ProjectLocationButton', () => {
  it('lets an owner pick a city and save it', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Location' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The city places HQ on the dashboard map.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'City' }), 'hels');
    const option = await screen.findByRole('option', { name: /Helsinki, Finland/ }, WAIT);
    // The list opens in a portal and must sit above the dialog, or it cannot be seen or clicked.
    const popper = option.closest<HTMLElement>('.MuiAutocomplete-popper');
    expect(Number(getComputedStyle(popper ?? option).zIndex)).toBeGreaterThan(DIALOG_Z_INDEX);
    await userEvent.click(option);
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(locationPuts()).toEqual([{ placeId: 658225 }]);
  });

  it('removes the location', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Location' }, WAIT));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove location' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(locationPuts()).toEqual([{ placeId: null }]);
  });

  it('shows nothing to someone who does not own the project', async () => {
    isOwner = false;
    const queryClient = testQueryClient();
    renderButton(queryClient);
    // Assert only once the access answer has landed, so the absence is the answer's doing.
    await waitFor(
      () => expect(queryClient.getQueryData(['places', 'location-access', PROJECT])).toBe(false),
      WAIT,
    );
    expect(screen.queryByRole('button', { name: 'Location' })).toBeNull();
  });
});
