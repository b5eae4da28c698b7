// A planning project uploaded by a Pro user, and the calls the design-editing tests make.
import type { DesignPatchBody, ProjectVersion } from '@airlens/contract';
import { generateProject, writeEsx, type EsxEntity } from '@airlens/esx';
import type { LicenceProduct } from '@airlens/domain';
import { expect } from 'vitest';
import { addProjectUser } from '../../test/factories';
import { authHeaders, createTestAccount, signIn, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';

/** A design project (planned APs, no surveys): 2 floors, 5 APs with radios, walls, areas; plus an attenuation type. */
export function designProjectBytes(): Uint8Array {
  const project = generateProject({
    floors: 2,
    aps: 5,
    surveys: 0,
    maxImagePixels: 300,
    seed: 77,
    kind: 'simulated',
  });
  const collections = new Map(project.collections);
  collections.set('attenuationAreaTypes', [{ name: 'Shelving', key: 'shelving', id: 'aat-shelving' }]);
  return writeEsx({ archiveVersion: project.archiveVersion, collections, binaries: project.binaries });
}

export type DesignSetup = Awaited<ReturnType<typeof createDesignTestApp>>;

/** The app, an owner (Pro licence) who uploaded the design project, and a way to add users with a role. */
export async function createDesignTestApp(env: Record<string, string> = {}) {
  const s = await createUploadsTestApp({ env: { VERSION_RETENTION: '20', ...env } });
  const signInWith = async (product: LicenceProduct | null, orgId: string | null = s.orgId) => {
    const account = await createTestAccount(s.t, { orgId, product });
    return { account, session: await signIn(s.t.app, account) };
  };
  const owner = await signInWith('Pro');
  const upload = await waitForFinalStatus(
    s.t,
    owner.session,
    await uploadBytes(s.t, owner.session, designProjectBytes()),
  );
  expect(upload.status).toBe('COMMITTED');
  const projectId = upload.projectId ?? '';
  const addMember = async (product: LicenceProduct | null, role: 'READ_USER' | 'WRITE_USER') => {
    const member = await signInWith(product);
    await addProjectUser(s.t, projectId, member.account, role);
    return member;
  };
  const get = (url: string, session: TestSession = owner.session) =>
    s.t.app.inject({ method: 'GET', url, headers: authHeaders(session) });
  const patch = (body: DesignPatchBody | Record<string, unknown>, session: TestSession = owner.session) =>
    s.t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${projectId}/design`,
      headers: authHeaders(session),
      payload: body,
    });
  const batch = async (collection: string) =>
    (await get(`/projectapi/v1/projects/${projectId}/batch?poTypes=${collection}`)).json<
      Record<string, EsxEntity[]>
    >();
  const versions = async () =>
    (await get(`/projectapi/v1/projects/${projectId}/versions`)).json<ProjectVersion[]>();
  /** The version an editor bases its edits on: the newest history entry. */
  const currentVersion = async () => (await versions())[0]?.version ?? 0;
  return { ...s, owner, projectId, signInWith, addMember, get, patch, batch, currentVersion, versions };
}
