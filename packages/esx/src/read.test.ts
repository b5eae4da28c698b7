import { describe, expect, it } from 'vitest';
import { EsxError } from './errors.ts';
import { generateProject } from './generate/generate.ts';
import type { EsxProject } from './model.ts';
import { readEsx } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';
import { WifiTrackWriter } from './track.ts';
import { writeEsx } from './write.ts';

function errorOf(run: () => unknown): EsxError {
  try {
    run();
  } catch (error) {
    if (error instanceof EsxError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected an EsxError');
}

function zipOf(
  overrides: Record<string, string>,
  binaries: { name: string; data: Uint8Array }[] = [],
): Uint8Array {
  return buildTestZip([...minimalMembers(overrides), ...binaries]);
}

const FP = 'fp1';

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('round trip', { timeout: 30_000 }, () => {
  it.each(['measured', 'simulated', 'hybrid'] as const)(
    'reads a written %s project to the same model',
    (kind) => {
      const project = generateProject({
        floors: 2,
        aps: 6,
        surveys: 2,
        days: 3,
        seed: 11,
        kind,
        scansPerSurvey: 40,
        maxImagePixels: 400,
      });
      const bytes = writeEsx(project, { modifiedAt: new Date('2025-03-01T00:00:00Z') });
      const read = readEsx(bytes);
      expect(read).toEqual(project);
      expect(writeEsx(read, { modifiedAt: new Date('2025-03-01T00:00:00Z') })).toEqual(bytes);
    },
  );

  it('writes Ekahau conventions: version 2.0, flat members, doubles with .0', () => {
    const project = generateProject({
      floors: 1,
      aps: 2,
      surveys: 1,
      scansPerSurvey: 5,
      seed: 2,
      maxImagePixels: 300,
    });
    const read = readEsx(writeEsx(project));
    expect(read.archiveVersion).toBe('2.0');
    const names = [...read.binaries.keys()];
    expect(names.every((name) => !name.includes('/'))).toBe(true);
    const text = new TextDecoder().decode(writeEsx(project, { level: 0 }));
    expect(text).toMatch(/"cropMinX": 0\.0/);
    expect(text).toMatch(/"floorNumber": 0[,\n]/);
  });
});

describe('schema generations', () => {
  const legacy = {
    'accessPoints.json': JSON.stringify({
      accessPoints: [
        {
          location: { floorPlanId: FP, coord: { x: 10.0, y: 20.0 } },
          name: 'AP-1',
          mine: true,
          vendor: 'Cisco',
          model: 'C9130AXI',
          id: 'ap1',
          status: 'CREATED',
        },
      ],
    }),
    'simulatedRadios.json': JSON.stringify({
      simulatedRadios: [
        {
          accessPointId: 'ap1',
          accessPointIndex: 1,
          radioTechnology: 'IEEE802_11',
          enabled: true,
          transmitPower: 13.979,
          channel: [36, 40],
          antennaTypeId: 'ant5',
          id: 'r1',
          status: 'CREATED',
        },
        {
          accessPointId: 'ap1',
          accessPointIndex: 2,
          radioTechnology: 'IEEE802_11',
          enabled: true,
          transmitPower: 10.0,
          channel: [5, 9, 13, 1],
          antennaTypeId: 'ant6',
          id: 'r2',
          status: 'CREATED',
        },
      ],
    }),
    'antennaTypes.json': JSON.stringify({
      antennaTypes: [
        { name: 'x 5GHz', frequencyBand: 'FIVE', maxGain: 5.0, id: 'ant5', status: 'CREATED' },
        { name: 'x 6GHz', frequencyBand: 'SIX', id: 'ant6', status: 'CREATED' },
      ],
    }),
    'wallPoints.json': JSON.stringify({
      wallPoints: [
        { location: { floorPlanId: FP, coord: { x: 0.0, y: 0.0 } }, id: 'p1', status: 'CREATED' },
        { location: { floorPlanId: FP, coord: { x: 50.0, y: 0.0 } }, id: 'p2', status: 'CREATED' },
      ],
    }),
    'wallSegments.json': JSON.stringify({
      wallSegments: [{ point1Id: 'p1', point2Id: 'p2', wallTypeId: 'wt', id: 's1', status: 'CREATED' }],
    }),
    'wallTypes.json': JSON.stringify({
      wallTypes: [
        {
          name: 'Wall, Brick',
          key: 'BrickWall',
          thickness: 0.3,
          totalAttenuation: 10.0,
          legacyId: 3,
          id: 'wt',
          status: 'CREATED',
        },
      ],
    }),
  };
  const current = {
    ...legacy,
    'simulatedRadios.json': JSON.stringify({
      simulatedRadios: [
        {
          accessPointId: 'ap1',
          accessPointIndex: 1,
          enabled: true,
          transmitPower: 13.979,
          channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200],
          id: 'r1',
          status: 'CREATED',
        },
      ],
    }),
    'wallSegments.json': JSON.stringify({
      wallSegments: [
        { wallPoints: ['p1', 'p2'], wallTypeId: 'wt', originType: 'WALL_TOOL', id: 's1', status: 'CREATED' },
      ],
    }),
    'wallTypes.json': JSON.stringify({
      wallTypes: [
        {
          name: 'Wall, Brick',
          key: 'BrickWall',
          thickness: 0.3,
          propagationProperties: [
            { band: 'TWO', attenuationFactor: 33.333 },
            { band: 'FIVE', attenuationFactor: 43.333 },
          ],
          id: 'wt',
          status: 'CREATED',
        },
      ],
    }),
  };

  it('reads legacy channel numbers, point1Id/point2Id walls and totalAttenuation', () => {
    const project = readEsx(zipOf(legacy));
    const [five, six] = project.simulatedRadios;
    expect(five).toMatchObject({
      band: 'FIVE',
      channels: [36, 40],
      centerFrequenciesMhz: [5180, 5200],
      primaryChannel: 36,
      channelWidthMhz: 40,
      transmitPowerDbm: 13.979,
    });
    expect(five?.antenna.maxGainDbi).toBe(5);
    expect(six).toMatchObject({
      band: 'SIX',
      channels: [5, 9, 13, 1],
      centerFrequenciesMhz: [5975, 5995, 6015, 5955],
      channelWidthMhz: 80,
    });
    expect(project.walls).toEqual([
      {
        id: 's1',
        floorPlanId: FP,
        a: { x: 0, y: 0 },
        b: { x: 50, y: 0 },
        wallTypeId: 'wt',
        lossDb: { TWO: 10, FIVE: 10, SIX: 10 },
      },
    ]);
  });

  it('reads centre-frequency channels, wallPoints walls and per-band attenuation factors', () => {
    const project = readEsx(zipOf(current));
    expect(project.simulatedRadios[0]).toMatchObject({
      band: 'FIVE',
      channels: [36, 40],
      centerFrequenciesMhz: [5180, 5200],
      channelWidthMhz: 40,
    });
    const loss = project.walls[0]?.lossDb;
    expect(loss?.TWO).toBeCloseTo(10, 3);
    expect(loss?.FIVE).toBeCloseTo(13, 3);
    expect(loss?.SIX).toBeCloseTo(13, 3);
  });

  it('keeps every unknown field and member untouched', () => {
    const project = readEsx(
      zipOf(
        {
          ...current,
          'futureThing.json': '{"futureThing":[{"x":1,"id":"f","status":"CREATED"}]}',
          'oddShape.json': '[1,2,3]',
        },
        [{ name: 'spectral-abc', data: new Uint8Array([1, 2, 3]) }],
      ),
    );
    expect(project.collections.get('wallSegments')?.[0]).toEqual({
      wallPoints: ['p1', 'p2'],
      wallTypeId: 'wt',
      originType: 'WALL_TOOL',
      id: 's1',
      status: 'CREATED',
    });
    expect(project.collections.get('futureThing')).toEqual([{ x: 1, id: 'f', status: 'CREATED' }]);
    expect(new TextDecoder().decode(project.binaries.get('oddShape.json'))).toBe('[1,2,3]');
    expect(project.binaries.get('spectral-abc')).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('images', () => {
  it('sniffs an SVG plan and its raster companion regardless of the declared format', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0f, 0x17, 0x13, 0x88, 0x03, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="792" height="612"></svg>',
    );
    const project = readEsx(
      zipOf(
        {
          'floorPlans.json': JSON.stringify({
            floorPlans: [
              {
                name: 'CAD',
                width: 792.0,
                height: 612.0,
                metersPerUnit: 0.1,
                imageId: 'svg',
                bitmapImageId: 'bmp',
                id: FP,
                status: 'CREATED',
              },
            ],
          }),
          'images.json': JSON.stringify({
            images: [
              {
                imageFormat: 'SVG',
                resolutionWidth: 792.0,
                resolutionHeight: 612.0,
                id: 'svg',
                status: 'CREATED',
              },
              {
                imageFormat: 'PNG',
                resolutionWidth: 5000.0,
                resolutionHeight: 3863.0,
                id: 'bmp',
                status: 'CREATED',
              },
              { imageFormat: 'PNG', id: 'missing', status: 'CREATED' },
            ],
          }),
        },
        [
          { name: 'image-svg', data: svg },
          { name: 'image-bmp.jpg', data: jpeg },
        ],
      ),
    );
    expect(project.floorPlans[0]).toMatchObject({
      imageId: 'svg',
      bitmapImageId: 'bmp',
      width: 792,
      height: 612,
    });
    expect(
      project.images.map((image) => [
        image.id,
        image.member,
        image.kind,
        image.declaredFormat,
        image.width,
        image.height,
      ]),
    ).toEqual([
      ['svg', 'image-svg', 'svg', 'SVG', 792, 612],
      ['bmp', 'image-bmp.jpg', 'jpeg', 'PNG', 5000, 3863],
    ]);
    expect(project.warnings).toEqual(['Image missing is listed but its file is missing.']);
  });
});

describe('DELETED entities', () => {
  it('filters status DELETED and keeps other statuses', () => {
    const project = readEsx(
      zipOf({
        'accessPoints.json': JSON.stringify({
          accessPoints: [
            { name: 'kept', id: 'a', status: 'CREATED' },
            { name: 'gone', id: 'b', status: 'DELETED' },
            { name: 'modified', id: 'c', status: 'MODIFIED' },
          ],
        }),
      }),
    );
    expect(project.accessPoints.map((ap) => ap.name)).toEqual(['kept', 'modified']);
    expect(project.collections.get('accessPoints')?.map((ap) => ap.id)).toEqual(['a', 'c']);
  });
});

describe('JSON and field validation', () => {
  it.each([
    ['invalid JSON', { 'floorPlans.json': '{"floorPlans": [' }, 'INVALID_JSON', /not valid JSON/],
    ['invalid UTF-8', { 'floorPlans.json': '\u00ff' }, 'INVALID_JSON', /.*/],
    [
      'wrong type',
      {
        'floorPlans.json':
          '{"floorPlans":[{"name":"F","width":"wide","height":1,"metersPerUnit":1,"id":"x"}]}',
      },
      'INVALID_FIELD',
      /floorPlans\.json, floorPlans\[0\] "F", width/,
    ],
    [
      'wrong shape',
      { 'floorPlans.json': '{"floorPlans":{"id":"x"}}' },
      'INVALID_FIELD',
      /does not have the shape Ekahau writes/,
    ],
    [
      'an infinite number',
      { 'floorPlans.json': '{"floorPlans":[{"id":"x","width":1e309,"height":1,"metersPerUnit":1}]}' },
      'INVALID_FIELD',
      /width/,
    ],
    [
      'missing field',
      { 'floorPlans.json': '{"floorPlans":[{"id":"x","width":1,"metersPerUnit":1}]}' },
      'INVALID_FIELD',
      /height/,
    ],
    [
      'a negative scale',
      { 'floorPlans.json': '{"floorPlans":[{"id":"x","width":1,"height":1,"metersPerUnit":-0.1}]}' },
      'INVALID_FIELD',
      /metersPerUnit/,
    ],
    [
      'deep nesting',
      { 'notes.json': `{"notes":${'['.repeat(5000)}${']'.repeat(5000)}}` },
      'INVALID_JSON',
      /nested more than 64 levels/,
    ],
    [
      '__proto__ key',
      { 'notes.json': '{"notes":[{"__proto__":{"polluted":true}}]}' },
      'INVALID_JSON',
      /forbidden key/,
    ],
    [
      'escaped __proto__ key',
      { 'notes.json': '{"notes":[{"\\u005f_proto__":{"polluted":true}}]}' },
      'INVALID_JSON',
      /forbidden key/,
    ],
    [
      'constructor key',
      { 'accessPoints.json': '{"accessPoints":[{"constructor":{"prototype":{}}}]}' },
      'INVALID_JSON',
      /forbidden key/,
    ],
    [
      '__proto__ key after a key with an escaped quote',
      { 'notes.json': '{"notes":[{"a\\"b":1,"__proto__":{"polluted":true}}]}' },
      'INVALID_JSON',
      /forbidden key/,
    ],
    [
      '__proto__ key after a value ending in an escaped backslash',
      { 'notes.json': '{"notes":[{"text":"c:\\\\","__proto__":{"polluted":true}}]}' },
      'INVALID_JSON',
      /forbidden key/,
    ],
  ])('rejects %s', (_label, overrides, code, message) => {
    const bytes =
      _label === 'invalid UTF-8'
        ? buildTestZip([
            ...minimalMembers(),
            { name: 'notes.json', data: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
          ])
        : zipOf(overrides);
    const error = errorOf(() => readEsx(bytes));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a text value that merely contains a quoted forbidden key', () => {
    const text = 'say \\"__proto__\\": {} and \\\\';
    const bytes = buildTestZip([
      ...minimalMembers(),
      { name: 'notes.json', data: `{"notes":[{"id":"n1","text":"${text}"}]}` },
    ]);
    const project = readEsx(bytes);
    expect(project.collections.get('notes')?.[0]?.text).toBe('say "__proto__": {} and \\');
  });

  it('enforces the JSON size limit', () => {
    const error = errorOf(() =>
      readEsx(zipOf({ 'notes.json': `{"notes":[${'{"text":"x"},'.repeat(1000)}{}]}` }), {
        maxJsonBytes: 1000,
      }),
    );
    expect(error.code).toBe('LIMIT_EXCEEDED');
  });

  it('refuses a JSON member by its declared size before inflating it', () => {
    // The member declares more than it holds: inflating it first would end in "shorter than declared" instead.
    const bytes = buildTestZip([
      ...minimalMembers(),
      { name: 'notes.json', data: '{"notes":[]}', declaredSize: 5000 },
    ]);
    const error = errorOf(() => readEsx(bytes, { maxJsonBytes: 4096 }));
    expect(error.code).toBe('LIMIT_EXCEEDED');
    expect(error.message).toBe(
      'The member "notes.json" is 4.9 KB when unpacked; the limit for one JSON member is 4 KB.',
    );
  });
});

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('surveys and tracks', { timeout: 30_000 }, () => {
  function surveyZip(track: Uint8Array): Uint8Array {
    const survey = {
      surveys: [
        {
          name: 'Walk',
          floorPlanId: FP,
          startTime: '2025-03-03T09:00:00.000Z',
          duration: 20_000_000_000,
          routeType: 'CONTINUOUS',
          routePoints: [
            [
              { time: 0, location: { x: 0.0, y: 0.0 } },
              { time: 10_000_000_000, location: { x: 100.0, y: 0.0 } },
            ],
          ],
          wifiTracks: [
            {
              wifiAdapterInformationId: 'ad',
              binaryFileId: 'bin1',
              primary: true,
              accessPointMeasurementIds: ['m1', 'm2'],
            },
          ],
          id: 's1',
          status: 'CREATED',
        },
      ],
    };
    return zipOf({ 'survey-s1.json': JSON.stringify(survey) }, [{ name: 'track-bin1.bin', data: track }]);
  }

  it('decodes tracks and places each scan on the route by interpolation', () => {
    const writer = new WifiTrackWriter();
    writer.beginScan(0);
    writer.addReading(2500, 0, -61, 5180);
    writer.addReading(2520, 1, -77, 2437, 12);
    writer.endScan();
    writer.beginScan(1);
    writer.addReading(12_000, 1, -80, 2437);
    writer.endScan();
    const project = readEsx(surveyZip(writer.finish()));
    const [survey] = project.surveys;
    const track = survey?.tracks[0];
    expect(survey?.startTimeMs).toBe(Date.parse('2025-03-03T09:00:00Z'));
    expect(track?.scans?.scanCount).toBe(2);
    expect(Array.from(track?.scans?.readingRssiDbm ?? [])).toEqual([-61, -77, -80]);
    expect(Array.from(track?.scans?.readingFrequencyMhz ?? [])).toEqual([5180, 2437, 2437]);
    expect(Array.from(track?.scans?.readingExtra ?? [])).toEqual([-1, 12, -1]);
    expect(Array.from(track?.scans?.scanReadingStart ?? [])).toEqual([0, 2, 3]);
    expect(track?.scanX[0]).toBeCloseTo(25, 5);
    expect(Number.isNaN(track?.scanX[1])).toBe(true);
  });

  it('snaps stop-and-go scans to the nearest stop', () => {
    const writer = new WifiTrackWriter();
    for (const [scan, time] of [
      [0, 1],
      [1, 6_000],
      [2, 30_000],
    ] as const) {
      writer.beginScan(scan);
      writer.addReading(time, 0, -60, 5180);
      writer.endScan();
    }
    const survey = {
      surveys: [
        {
          name: 'Stops',
          floorPlanId: FP,
          startTime: '2025-03-03T09:00:00.000Z',
          routeType: 'STOP_AND_GO',
          routePoints: [
            [
              { time: 1_000_000, location: { x: 10.0, y: 10.0 } },
              { time: 5_000_000_000, location: { x: 10.0, y: 10.0 } },
            ],
            [
              { time: 20_000_000_000, location: { x: 50.0, y: 40.0 } },
              { time: 25_000_000_000, location: { x: 50.0, y: 40.0 } },
            ],
          ],
          wifiTracks: [{ binaryFileId: 'bin2', primary: true, accessPointMeasurementIds: ['m1'] }],
          id: 's2',
          status: 'CREATED',
        },
      ],
    };
    const project = readEsx(
      zipOf({ 'survey-s2.json': JSON.stringify(survey) }, [
        { name: 'track-bin2.bin', data: writer.finish() },
      ]),
    );
    const track = project.surveys[0]?.tracks[0];
    expect(Array.from(track?.scanX ?? [])).toEqual([10, 10, 50]);
    expect(Array.from(track?.scanY ?? [])).toEqual([10, 10, 40]);
  });

  it('places scans in O(scans · log legs) even with tens of thousands of legs', () => {
    const writer = new WifiTrackWriter();
    const legs: unknown[] = [];
    for (let i = 0; i < 20_000; i++) {
      legs.push([
        { time: i * 2_000_000_000, location: { x: i % 100, y: 1.0 } },
        { time: i * 2_000_000_000 + 1_000_000_000, location: { x: i % 100, y: 2.0 } },
      ]);
      writer.beginScan(i);
      writer.addReading(i * 2000 + 500, 0, -70, 2412);
      writer.endScan();
    }
    const survey = {
      surveys: [
        {
          name: 'Many',
          floorPlanId: FP,
          routeType: 'CONTINUOUS',
          routePoints: legs,
          wifiTracks: [{ binaryFileId: 'b', accessPointMeasurementIds: ['m'] }],
          id: 's',
          status: 'CREATED',
        },
      ],
    };
    const project = readEsx(
      zipOf({ 'survey-s.json': JSON.stringify(survey) }, [{ name: 'track-b.bin', data: writer.finish() }]),
    );
    const track = project.surveys[0]?.tracks[0];
    expect(track?.scanX[19_999]).toBeCloseTo(99, 5);
    expect(track?.scanY[19_999]).toBeCloseTo(1.5, 5);
  });

  it('keeps the survey but reports a damaged track', () => {
    const project = readEsx(surveyZip(new Uint8Array([2, 1, 0, 0, 0, 0, 0, 1, 2, 0])));
    expect(project.surveys[0]?.tracks[0]?.scans).toBeUndefined();
    expect(project.surveys[0]?.tracks[0]?.problem).toMatch(/damaged \(truncated\)/);
    expect(project.warnings.join('\n')).toMatch(/Walk/);
  });
});

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('typed views', { timeout: 30_000 }, () => {
  it('exposes what the import and heatmap engine need', () => {
    const project: EsxProject = readEsx(
      writeEsx(
        generateProject({
          floors: 2,
          aps: 8,
          surveys: 2,
          scansPerSurvey: 30,
          seed: 5,
          kind: 'hybrid',
          maxImagePixels: 500,
        }),
      ),
    );
    expect(project.floorPlans).toHaveLength(2);
    for (const plan of project.floorPlans) {
      expect(plan.metersPerUnit).toBeGreaterThan(0);
      const image = project.images.find((candidate) => candidate.id === plan.imageId);
      expect(image?.kind).toBe('png');
      expect([image?.width, image?.height]).toEqual([plan.width, plan.height]);
    }
    expect(project.walls.length).toBeGreaterThan(10);
    expect(project.areas.every((area) => area.requirementId !== undefined)).toBe(true);
    expect(project.requirements.find((requirement) => requirement.isDefault)?.name).toBe(
      'Basic Connectivity',
    );
    const planned = project.accessPoints.filter((ap) =>
      project.simulatedRadios.some((radio) => radio.accessPointId === ap.id),
    );
    expect(planned).toHaveLength(8);
    expect(
      project.measurements.every(
        (measurement) => measurement.accessPointId !== undefined && measurement.band !== undefined,
      ),
    ).toBe(true);
    const track = project.surveys[0]?.tracks[0];
    expect(track?.scans?.readingCount).toBeGreaterThan(0);
    expect(project.noiseFloors.length).toBeGreaterThan(0);
    expect(project.warnings).toEqual([]);
  });
});
