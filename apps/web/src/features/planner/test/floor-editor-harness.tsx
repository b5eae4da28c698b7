import { insightsEndpoints, sharingEndpoints } from '@airlens/contract';
import { setSessionUser } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { FloorEditor } from '../components/floor-editor';
import type { FloorEditorSlot } from '../components/floor-editor-slot';
import { answerDesign } from './design-api';
import type { DesignCollections } from '../model/design-view';
import { designFixture, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from './design-fixture';

export const EDITOR_PROJECT = '5d0c7a3e-2b1f-4c8e-9a6d-7e5f4c3b2a10';

export const EDITOR_SLOT: FloorEditorSlot = {
  projectId: EDITOR_PROJECT,
  projectVersion: 4,
  floor: {
    id: FIXTURE_FLOOR_ID,
    name: 'Ground',
    width: 1000,
    height: 600,
    metersPerUnit: FIXTURE_METERS_PER_UNIT,
  },
  imageUrl: null,
  band: 'FIVE',
};

/**
 * A signed-in writer of the fixture design with the cloud planner on: the editor opens on the fixture floor (or
 * the given floor slot and design).
 */
export function renderEditorAsWriter(
  options: { slot?: FloorEditorSlot; design?: () => DesignCollections } = {},
) {
  const slot = options.slot ?? EDITOR_SLOT;
  setSessionUser(fakeUser());
  answerDesign(options.design ?? (() => designFixture()));
  fakeApi.on(insightsEndpoints.listDeviceCounts, () => ({
    content: [],
    totalElements: 0,
    totalPages: 0,
    size: 100,
    page: 0,
  }));
  fakeApi.on(sharingEndpoints.getProjectAccess, () => ({
    projectId: EDITOR_PROJECT,
    role: 'WRITE_USER' as const,
    isGuest: false,
    canWrite: true,
    canShare: false,
    isOwner: false,
  }));
  const config = testConfig();
  return renderRoutes(
    [{ path: '/projects/:projectId/:floor', element: <FloorEditor slot={slot} /> }],
    `/projects/${EDITOR_PROJECT}/1?mode=edit`,
    { config: { ...config, featureFlags: { ...config.featureFlags, cloudPlanner: true } } },
  );
}
