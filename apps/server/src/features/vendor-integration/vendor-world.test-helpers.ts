// One connected and linked Meraki integration for API tests that start past connect → link: a fake dashboard, an
// app, an org admin, a writer, a reader and an outsider, the integration project imported and linked to the
// dashboard's network with its floor mapped. Imported by *.test.ts files only.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { VendorChange } from '@airlens/contract';
import type { AppDeps } from '../../app';
import { drainJobs } from '../../jobs/job-drain';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp } from '../uploads/uploads.test-helpers';
import { startFakeMeraki, type FakeMeraki } from './fake-meraki.test-helpers';
import {
  API_KEY,
  buildIntegrationProject,
  buildMerakiState,
  CONTROLLER_FLOOR_ID,
  NETWORK_ID,
  ORG,
} from './vendor-integration.test-helpers';

export interface IntegrationWorld {
  t: TestApp;
  fake: FakeMeraki;
  orgId: string;
  admin: TestSession;
  writer: TestSession;
  reader: TestSession;
  /** A member of the organisation the project is not shared with. */
  outsider: TestSession;
  projectId: string;
  floorPlanId: string;
  /** The project's integration path, /insightapi/v1/projects/{id}/vendorIntegration. */
  base: string;
  call: (
    session: TestSession,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** Runs every queued change job to its end and answers the change. */
  finished: (changeId: string) => Promise<VendorChange>;
  close: () => Promise<void>;
}

/** Builds the world; `link: false` stops after connecting (the project not linked yet). */
export async function createIntegrationWorld(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; link?: boolean } = {},
): Promise<IntegrationWorld> {
  const fake = await startFakeMeraki(API_KEY, buildMerakiState());
  const world = await createUploadsTestApp({
    ...(options.env === undefined ? {} : { env: options.env }),
    ...(options.deps === undefined ? {} : { deps: options.deps }),
  });
  const { t } = world;
  const call: IntegrationWorld['call'] = (session, method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: authHeaders(session),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const adminWorld = await world.signInNew({ orgAdmin: true });
  const writerWorld = await world.signInNew();
  const readerWorld = await world.signInNew();
  const admin = adminWorld.session;
  const projectId = await importProject(t, admin, buildIntegrationProject());
  const share = await call(admin, 'PUT', `/shareapi/v1/projects/${projectId}/users`, [
    { username: adminWorld.account.email, role: 'OWNER' },
    { username: writerWorld.account.email, role: 'WRITE_USER' },
    { username: readerWorld.account.email, role: 'READ_USER' },
  ]);
  expect(share.statusCode).toBe(200);
  const connected = await call(admin, 'PUT', '/insightapi/v1/vendorIntegration', {
    vendor: 'meraki',
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });
  expect(connected.statusCode).toBe(200);
  const base = `/insightapi/v1/projects/${projectId}/vendorIntegration`;
  const unlinked = (await call(admin, 'GET', base)).json<{ floorMappings: { floorPlanId: string }[] }>();
  const floorPlanId = unlinked.floorMappings[0]?.floorPlanId ?? '';
  if (options.link !== false) {
    const linked = await call(admin, 'PUT', base, {
      organizationId: ORG.id,
      networkId: NETWORK_ID,
      floorMappings: [{ floorPlanId, controllerFloorPlanId: CONTROLLER_FLOOR_ID }],
    });
    expect(linked.statusCode).toBe(200);
  }
  return {
    t,
    fake,
    orgId: world.orgId,
    admin,
    writer: writerWorld.session,
    reader: readerWorld.session,
    outsider: world.session,
    projectId,
    floorPlanId,
    base,
    call,
    async finished(changeId) {
      await drainJobs(t.app);
      const response = await call(admin, 'GET', `${base}/changes/${changeId}`);
      expect(response.statusCode).toBe(200);
      return response.json<VendorChange>();
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
