import { randomUUID } from 'node:crypto';
import type { HeatmapAnswer } from '@airlens/contract';
import { writeEsx, type EsxProject } from '@airlens/esx';
import { decodeBins, NO_DATA_BIN } from '@airlens/heatmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { postHeatmap } from './heatmaps.test-helpers';
import { ekahau1040Sample } from './multi-floor.test-helpers';
import { HIGH_SLA, LAPTOP, planningSample } from './planning.test-helpers';

// `signalPrediction: "multi-floor"` for every predicted heatmap type (issue #18), on projects imported through the
// real upload pipeline: the upper floor of a two-floor design hears the ground floor's APs through the slab.
let t: TestApp;
let session: TestSession;
let design: { id: string; floors: string[] };
let ekahau: { id: string; floors: string[] };
let omniEkahau: { id: string; floors: string[] };

async function importSample(sample: EsxProject): Promise<{ id: string; floors: string[] }> {
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, writeEsx(sample)));
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  return { id: answer.projectId ?? '', floors: sample.floorPlans.map((plan) => plan.id) };
}

/**
 * The planning sample without its attenuation area (the one-floor signal engine draws none, so one-floor and
 * multi-floor then differ only by the other floor's APs) and with 150 laptops on the upper floor too.
 */
function designSample(): EsxProject {
  const sample = planningSample('simulated', 1818);
  sample.collections.set('attenuationAreas', []);
  const upper = sample.floorPlans[1]?.id;
  const area = (sample.collections.get('areas') ?? []).find((entity) => entity.floorPlanId === upper);
  if (area === undefined) {
    throw new Error('an area on the upper floor expected');
  }
  area.capacityItems = [
    { identifier: randomUUID(), deviceCount: 150, usageProfileId: HIGH_SLA, deviceProfileId: LAPTOP },
  ];
  return sample;
}

async function upperFloorBins(
  project: { id: string; floors: string[] },
  body: Record<string, unknown>,
): Promise<{ bins: Uint8Array; answer: HeatmapAnswer; source: unknown }> {
  const url = `/heatmapapi/v1/projects/${project.id}/floor-plans/${project.floors[1] ?? ''}/heatmap`;
  const response = await postHeatmap(t, session, url, { mode: 'detailed', accuracy: 'normal', ...body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<HeatmapAnswer>();
  return { bins: decodeBins(answer), answer, source: response.headers['x-heatmap-source'] };
}

beforeAll(async () => {
  const app = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
  ({ t, session } = app);
  design = await importSample(designSample());
  ekahau = await importSample(ekahau1040Sample(true));
  omniEkahau = await importSample(ekahau1040Sample(false));
});

afterAll(async () => {
  await t.close();
});

const TYPES = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
  'ap-count',
  'requirement',
  'capacity',
] as const;

describe('multi-floor prediction of every predicted heatmap type', () => {
  it.each(TYPES)('%s: the upper floor differs from its one-floor prediction', async (type) => {
    const one = await upperFloorBins(design, { type, signalPrediction: 'one-floor' });
    const multi = await upperFloorBins(design, { type, signalPrediction: 'multi-floor' });
    expect(multi.source).toBe('predicted');
    expect(multi.answer.legend?.type).toBe(type);
    // The same 1 m grid, so the maps compare cell by cell.
    expect(multi.answer.grid).toEqual(one.answer.grid);
    expect(multi.bins.some((bin) => bin !== NO_DATA_BIN)).toBe(true);
    const changed = multi.bins.filter((bin, c) => bin !== one.bins[c]).length;
    expect(changed).toBeGreaterThan(0);
  });

  it('primary-coverage: multi-floor is never weaker than one-floor and stronger where the slab lets APs through', async () => {
    const one = await upperFloorBins(design, { type: 'primary-coverage', signalPrediction: 'one-floor' });
    const multi = await upperFloorBins(design, { type: 'primary-coverage', signalPrediction: 'multi-floor' });
    let stronger = 0;
    one.bins.forEach((bin, c) => {
      const other = multi.bins[c] ?? NO_DATA_BIN;
      if (bin !== NO_DATA_BIN) {
        // The strongest of more radios: the same 5 dB bin or a higher one.
        expect(other).not.toBe(NO_DATA_BIN);
        expect(other).toBeGreaterThanOrEqual(bin);
        stronger += other > bin ? 1 : 0;
      }
    });
    expect(stronger).toBeGreaterThan(0);
  });

  it('keeps the request filters: only 2.4 GHz radios paint a 2.4 GHz map', async () => {
    const five = await upperFloorBins(design, { type: 'snr', signalPrediction: 'multi-floor' });
    const two = await upperFloorBins(design, {
      type: 'snr',
      signalPrediction: 'multi-floor',
      radioBand: '2.4',
    });
    expect(two.bins.some((bin, c) => bin !== five.bins[c])).toBe(true);
    const none = await upperFloorBins(design, {
      type: 'snr',
      signalPrediction: 'multi-floor',
      radioIds: [randomUUID()],
    });
    expect(none.bins.every((bin) => bin === NO_DATA_BIN)).toBe(true);
  });
});

describe('multi-floor signal maps answer like one-floor ones', () => {
  it('greys out cells failing the requirement, outlines it and names its thresholds', async () => {
    const body = { type: 'primary-coverage', signalPrediction: 'multi-floor', requirementGreyOut: true };
    const detailed = await upperFloorBins(design, body);
    const plain = await upperFloorBins(design, { ...body, requirementGreyOut: false });
    expect(detailed.answer.requirements?.[0]?.areaId).toBeNull();
    expect(Number.isFinite(detailed.answer.requirements?.[0]?.value)).toBe(true);
    const grey = detailed.answer.legend?.greyBin;
    // Areas may set their own level: failing cells lie at or below the bin of the highest, passing ones at or
    // above the bin of the lowest.
    const levels = (detailed.answer.requirements ?? []).map((threshold) => threshold.value);
    const binOf = (level: number) =>
      (detailed.answer.legend?.thresholds ?? []).filter((edge) => edge <= level).length;
    const [lowest, highest] = [binOf(Math.min(...levels)), binOf(Math.max(...levels))];
    expect(detailed.bins.some((bin) => bin === grey)).toBe(true);
    detailed.bins.forEach((bin, c) => {
      const plainBin = plain.bins[c] ?? NO_DATA_BIN;
      if (bin === grey) {
        expect(plainBin).toBeLessThanOrEqual(highest);
      } else {
        expect(bin).toBe(plainBin);
        if (bin !== NO_DATA_BIN) {
          expect(bin).toBeGreaterThanOrEqual(lowest);
        }
      }
    });
    const smooth = await upperFloorBins(design, { ...body, mode: 'smooth' });
    expect(smooth.answer.contours.some((contour) => contour.kind === 'requirement')).toBe(true);
    expect(smooth.answer.areas.some((area) => area.bin === grey)).toBe(true);
  });
});

describe('6 GHz', () => {
  it('the 6 GHz radios paint a band of their own, one-floor and multi-floor', async () => {
    const five = await upperFloorBins(design, { type: 'primary-coverage', signalPrediction: 'multi-floor' });
    for (const radioBand of ['6', 'SIX'] as const) {
      const one = await upperFloorBins(design, {
        type: 'primary-coverage',
        signalPrediction: 'one-floor',
        radioBand,
      });
      const multi = await upperFloorBins(design, {
        type: 'primary-coverage',
        signalPrediction: 'multi-floor',
        radioBand,
      });
      expect(one.bins.some((bin) => bin !== NO_DATA_BIN)).toBe(true);
      expect(multi.bins.some((bin, c) => bin !== one.bins[c])).toBe(true);
      expect(multi.bins.some((bin, c) => bin !== five.bins[c])).toBe(true);
    }
  });
});

describe('an Ekahau 10.4 two-floor project with real antenna patterns', () => {
  it('imports and yields different one-floor and multi-floor heatmaps on its upper floor', async () => {
    for (const type of ['primary-coverage', 'requirement'] as const) {
      const one = await upperFloorBins(ekahau, { type, signalPrediction: 'one-floor' });
      const multi = await upperFloorBins(ekahau, { type, signalPrediction: 'multi-floor' });
      expect(one.source).toBe('predicted');
      expect(multi.source).toBe('predicted');
      expect(multi.bins.some((bin, c) => bin !== one.bins[c])).toBe(true);
    }
    // Its 6 GHz radios (legacy channel numbers, the band from their antenna type) stay 6 GHz.
    const six = await upperFloorBins(ekahau, {
      type: 'primary-coverage',
      signalPrediction: 'multi-floor',
      radioBand: '6',
    });
    expect(six.bins.some((bin) => bin !== NO_DATA_BIN)).toBe(true);
  });

  it('predicts with the antenna pattern instead of an omni gain', async () => {
    for (const signalPrediction of ['one-floor', 'multi-floor'] as const) {
      const body = { type: 'primary-coverage', signalPrediction };
      const patterned = await upperFloorBins(ekahau, body);
      const omni = await upperFloorBins(omniEkahau, body);
      expect(patterned.answer.grid).toEqual(omni.answer.grid);
      expect(patterned.bins.some((bin, c) => bin !== omni.bins[c])).toBe(true);
    }
  });
});
