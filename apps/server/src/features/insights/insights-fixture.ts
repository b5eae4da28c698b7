// A small hand-made survey project whose KPIs are worked out by hand in insights-prepare.unit.test.ts
// (shared with the API tests). Built through @airlens/esx's own parser, so fixtures and uploads agree.
import { buildProject, WifiTrackWriter, type EsxEntity, type EsxProject } from '@airlens/esx';

/** Ids of the fixture's entities. */
export const FIXTURE = {
  project: '00000000-0000-4000-8000-000000000001',
  floor1: '00000000-0000-4000-8000-0000000000f1',
  floor2: '00000000-0000-4000-8000-0000000000f2',
  areaA: '00000000-0000-4000-8000-0000000000a1',
  areaB: '00000000-0000-4000-8000-0000000000a2',
  requirementDefault: '00000000-0000-4000-8000-0000000000d1',
  requirementVoice: '00000000-0000-4000-8000-0000000000d2',
  survey1: '00000000-0000-4000-8000-0000000000e1',
  survey2: '00000000-0000-4000-8000-0000000000e2',
  survey3: '00000000-0000-4000-8000-0000000000e3',
} as const;

function entity(fields: Record<string, unknown>, id: string): EsxEntity {
  return { ...fields, id, status: 'CREATED' };
}

/** A measurement: id `m<n>`, BSSID from n, channel list in MHz. */
function measurement(n: number, frequencies: number[], technologies: string[]): EsxEntity {
  return entity(
    {
      mac: `00:11:22:33:44:${String(n).padStart(2, '0')}`,
      ssid: 'Corp',
      channelByCenterFrequencyDefinedNarrowChannels: frequencies,
      technologies,
      security: 'WPA2',
    },
    `m${n}`,
  );
}

type Reading = [measurementIndex: number, rssiDbm: number, frequencyMhz: number];

/** A track: one scan per entry, each reading at the scan's time (ms since the survey start). */
function track(scans: { timeMs: number; readings: Reading[] }[]): Uint8Array {
  const writer = new WifiTrackWriter();
  scans.forEach((scan, index) => {
    writer.beginScan(index);
    for (const [m, rssi, frequency] of scan.readings) {
      writer.addReading(scan.timeMs, m, rssi, frequency);
    }
    writer.endScan();
  });
  return writer.finish();
}

function survey(
  id: string,
  fields: {
    name: string;
    startTime: string;
    routeType: string;
    legs: [number, number, number][][];
    createdBy: string;
  },
): EsxEntity {
  return entity(
    {
      name: fields.name,
      floorPlanId: FIXTURE.floor1,
      startTime: fields.startTime,
      routeType: fields.routeType,
      routePoints: fields.legs.map((leg) =>
        leg.map(([timeMs, x, y]) => ({ time: timeMs * 1e6, location: { x, y } })),
      ),
      // The track lists m1…m7 in this order: reading index 0 is m1.
      wifiTracks: [
        {
          binaryFileId: `t-${id}`,
          primary: true,
          accessPointMeasurementIds: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
        },
      ],
      history: { createdAt: fields.startTime, createdBy: fields.createdBy },
    },
    id,
  );
}

function rect(x0: number, y0: number, x1: number, y1: number) {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

function criterion(band: string, type: string, fn: string, value: number) {
  return { radioTechnology: 'IEEE802_11', frequencyBand: band, type, function: fn, value };
}

/** Index of each measurement in the tracks' measurement list. */
const M1 = 0;
const M2 = 1;
const M3 = 2;
const M4 = 3;
const M5 = 4;
const M6 = 5;
const M7 = 6;

/** The fixture project (see the worked numbers in insights-prepare.unit.test.ts). */
export function buildKpiFixtureProject(options: { name?: string } = {}): EsxProject {
  const collections = new Map<string, EsxEntity[]>();
  collections.set('project', [
    entity(
      { name: options.name ?? 'Fixture HQ', schemaVersion: '1.9.0', tags: ['Flagship'] },
      FIXTURE.project,
    ),
  ]);
  collections.set('tagKeys', [entity({ key: 'Retail' }, 'tag-1'), entity({ key: 'HQ' }, 'tag-2')]);
  collections.set('floorPlans', [
    entity({ name: 'Ground', width: 1000, height: 500, metersPerUnit: 0.05 }, FIXTURE.floor1),
    entity({ name: 'Roof', width: 1000, height: 500, metersPerUnit: 0.05 }, FIXTURE.floor2),
  ]);
  collections.set('requirements', [
    entity(
      {
        name: 'Basic',
        isDefault: true,
        criteria: [
          criterion('FIVE', 'SIGNAL_STRENGTH', 'AT_LEAST', -70),
          criterion('FIVE', 'SIGNAL_TO_NOISE_RATIO', 'AT_LEAST', 20),
          criterion('TWO', 'SIGNAL_STRENGTH', 'AT_LEAST', -72),
        ],
      },
      FIXTURE.requirementDefault,
    ),
    entity(
      {
        name: 'Voice',
        isDefault: false,
        criteria: [
          criterion('FIVE', 'SIGNAL_STRENGTH', 'AT_LEAST', -65),
          criterion('FIVE', 'SECONDARY_SIGNAL_STRENGTH', 'AT_LEAST', -70),
          criterion('FIVE', 'SIGNAL_TO_NOISE_RATIO', 'AT_LEAST', 25),
          criterion('FIVE', 'CHANNEL_OVERLAP', 'AT_MOST', 1),
          { radioTechnology: 'BLUETOOTH', type: 'SIGNAL_STRENGTH', function: 'AT_LEAST', value: -10 },
        ],
      },
      FIXTURE.requirementVoice,
    ),
  ]);
  collections.set('areas', [
    entity(
      {
        floorPlanId: FIXTURE.floor1,
        name: 'Voice zone',
        area: rect(0, 0, 400, 500),
        requirementId: FIXTURE.requirementVoice,
      },
      FIXTURE.areaA,
    ),
    entity({ floorPlanId: FIXTURE.floor1, name: 'Open office', area: rect(300, 0, 700, 500) }, FIXTURE.areaB),
  ]);
  collections.set('accessPoints', [
    entity({ name: 'AP-01', vendor: 'Aruba', model: 'AP-515', mine: true }, 'ap1'),
    entity({ name: 'AP-02', vendor: 'Aruba', model: 'AP-515', mine: true }, 'ap2'),
    entity({ name: 'Neighbour', vendor: 'Other', model: 'X', mine: false }, 'ap3'),
    entity({ name: 'AP-04', vendor: 'Aruba', model: 'AP-515', mine: true }, 'ap4'),
    entity({ name: 'AP-05', vendor: 'Cisco', model: 'C9136', mine: true }, 'ap5'),
  ]);
  const ax5 = ['A', 'N', 'AC', 'AX'];
  const ax2 = ['B', 'G', 'N', 'AX'];
  collections.set('accessPointMeasurements', [
    measurement(1, [5180], ax5),
    measurement(2, [5180, 5200], [...ax5, 'BE']),
    measurement(3, [5200], ax5),
    measurement(4, [2412], ax2),
    measurement(5, [2437], ax2),
    measurement(6, [2422], ax2),
    measurement(7, [5180], ax5),
    measurement(8, [5180], ax5),
    measurement(9, [2412], ax2),
  ]);
  collections.set('measuredRadios', [
    entity({ accessPointId: 'ap1', accessPointMeasurementIds: ['m1', 'm7'] }, 'r1a'),
    entity({ accessPointId: 'ap1', accessPointMeasurementIds: ['m4'] }, 'r1b'),
    entity({ accessPointId: 'ap2', accessPointMeasurementIds: ['m2'] }, 'r2a'),
    entity({ accessPointId: 'ap2', accessPointMeasurementIds: ['m5'] }, 'r2b'),
    entity({ accessPointId: 'ap3', accessPointMeasurementIds: ['m3', 'm6'] }, 'r3'),
    entity({ accessPointId: 'ap4', accessPointMeasurementIds: ['m8'] }, 'r4a'),
    entity({ accessPointId: 'ap4', accessPointMeasurementIds: ['m9'] }, 'r4b'),
  ]);
  collections.set('simulatedRadios', [
    entity(
      {
        accessPointId: 'ap5',
        accessPointIndex: 0,
        radioTechnology: 'IEEE802_11',
        enabled: true,
        transmitPower: 13.979,
        channelByCenterFrequencyDefinedNarrowChannels: [2412],
        antennaHeight: 3.2,
        antennaMounting: 'CEILING',
        technology: 'AX',
      },
      's5a',
    ),
    entity(
      {
        accessPointId: 'ap5',
        accessPointIndex: 1,
        radioTechnology: 'IEEE802_11',
        enabled: true,
        transmitPower: 20.04,
        channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200, 5220, 5240],
        antennaHeight: 3.2,
        antennaMounting: 'CEILING',
        technology: 'AX',
      },
      's5b',
    ),
    entity({ accessPointId: 'ap5', accessPointIndex: 2, radioTechnology: 'BLUETOOTH', enabled: true }, 's5c'),
  ]);
  collections.set('surveys', [
    survey(FIXTURE.survey1, {
      name: 'Walk 1',
      startTime: '2025-03-03T10:00:00.000Z',
      routeType: 'CONTINUOUS',
      legs: [
        [
          [0, 50, 250],
          [10_000, 950, 250],
        ],
      ],
      createdBy: 'Alice Surveyor',
    }),
    survey(FIXTURE.survey2, {
      name: 'Stop 1',
      startTime: '2025-03-04T23:30:00.000Z',
      routeType: 'STOP_AND_GO',
      legs: [
        [
          [1, 600, 250],
          [5_001, 600, 250],
        ],
      ],
      createdBy: 'Bob Walker',
    }),
    survey(FIXTURE.survey3, {
      name: 'Walk 2',
      startTime: '2025-03-05T08:00:00.000Z',
      routeType: 'CONTINUOUS',
      legs: [
        [
          [0, 900, 100],
          [6_000, 900, 400],
        ],
      ],
      createdBy: 'Alice Surveyor',
    }),
  ]);
  collections.set('airlensNoiseFloors', [
    entity(
      {
        surveyId: FIXTURE.survey1,
        floorPlanId: FIXTURE.floor1,
        centerFrequencyMhz: 5180,
        noiseFloorDbm: -90,
      },
      'n1',
    ),
  ]);
  const binaries = new Map<string, Uint8Array>();
  binaries.set(
    `track-t-${FIXTURE.survey1}.bin`,
    track([
      // x = 140: in the voice zone only.
      {
        timeMs: 1_000,
        readings: [
          [M1, -60, 5180],
          [M7, -58, 5180],
          [M2, -66, 5180],
          [M3, -50, 5200],
          [M4, -55, 2412],
          [M5, -65, 2437],
          [M6, -70, 2422],
        ],
      },
      // x = 320: in both areas; the open office is drawn on top.
      {
        timeMs: 3_000,
        readings: [
          [M1, -70, 5180],
          [M2, -72, 5180],
          [M3, -60, 5200],
        ],
      },
      // x = 500: in the open office only.
      {
        timeMs: 5_000,
        readings: [
          [M2, -62, 5180],
          [M3, -55, 5200],
          [M1, -80, 5180],
        ],
      },
      // x = 860: no area, only the neighbour heard.
      { timeMs: 9_000, readings: [[M3, -40, 5200]] },
      // After the route ended: off-route, not a sample.
      { timeMs: 12_000, readings: [[M1, -30, 5180]] },
    ]),
  );
  binaries.set(
    `track-t-${FIXTURE.survey2}.bin`,
    track([
      {
        timeMs: 1,
        readings: [
          [M2, -60, 5180],
          [M1, -68, 5180],
          [M3, -90, 5200],
        ],
      },
    ]),
  );
  binaries.set(`track-t-${FIXTURE.survey3}.bin`, track([{ timeMs: 3_000, readings: [[M5, -50, 2437]] }]));
  return buildProject('2.0', collections, binaries);
}
