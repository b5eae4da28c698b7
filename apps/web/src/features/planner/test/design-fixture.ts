import { designOfBatch, type DesignCollections, type RawEntity } from '../model/design-view';

/** Floor plan units per metre of the fixture floor (a 1,000 × 600 px plan of 50 m × 30 m). */
export const FIXTURE_METERS_PER_UNIT = 0.05;
export const FIXTURE_FLOOR_ID = 'floor-1';

function radio(
  id: string,
  accessPointId: string,
  band: 'TWO' | 'FIVE',
  channel: number[],
  power: number,
): RawEntity {
  return {
    id,
    accessPointId,
    radioTechnology: 'IEEE802_11',
    enabled: true,
    transmitPower: power,
    channel,
    antennaTypeId: band === 'TWO' ? 'antenna-24' : 'antenna-5',
    antennaHeight: 3,
  };
}

function wallPoint(id: string, x: number, y: number): RawEntity {
  return { id, location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x, y } } };
}

/**
 * A design floor as the batch call answers it: 4 APs with a 2.4 and a 5 GHz radio each, drywall and concrete
 * walls, a shelf attenuation area, a requirement area and two requirements — the entities an .esx design
 * carries, in plan units.
 */
export function designFixture(): DesignCollections {
  const accessPoints: RawEntity[] = [
    [150, 150],
    [850, 150],
    [150, 450],
    [850, 450],
  ].map(([x, y], index) => ({
    id: `ap-${index + 1}`,
    name: `AP-${index + 1}`,
    model: 'AP-505',
    vendor: 'Aruba',
    mine: true,
    location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x, y } },
  }));
  const simulatedRadios = accessPoints.flatMap((ap, index) => [
    radio(`${ap.id}-r0`, ap.id, 'TWO', [[1, 6, 11][index % 3] ?? 1], 14),
    radio(
      `${ap.id}-r1`,
      ap.id,
      'FIVE',
      [
        [36, 40],
        [44, 48],
        [52, 56],
        [60, 64],
      ][index] ?? [36],
      17,
    ),
  ]);
  return designOfBatch({
    floorPlans: [
      {
        id: FIXTURE_FLOOR_ID,
        name: 'Ground',
        width: 1000,
        height: 600,
        metersPerUnit: FIXTURE_METERS_PER_UNIT,
      },
    ],
    accessPoints,
    simulatedRadios,
    antennaTypes: [
      { id: 'antenna-24', name: 'Omni 2.4', frequencyBand: 'TWO', maxGain: 4 },
      { id: 'antenna-5', name: 'Omni 5', frequencyBand: 'FIVE', maxGain: 5 },
    ],
    wallTypes: [
      {
        id: 'drywall',
        name: 'Drywall',
        color: '#9e9e9e',
        thickness: 0.1,
        propagationProperties: [
          { band: 'TWO', attenuationFactor: 30 },
          { band: 'FIVE', attenuationFactor: 40 },
        ],
      },
      { id: 'concrete', name: 'Concrete', color: '#424242', totalAttenuation: 12 },
    ],
    wallPoints: [
      wallPoint('wp-1', 500, 0),
      wallPoint('wp-2', 500, 250),
      wallPoint('wp-3', 500, 350),
      wallPoint('wp-4', 500, 600),
      wallPoint('wp-5', 0, 300),
      wallPoint('wp-6', 400, 300),
    ],
    wallSegments: [
      { id: 'wall-1', wallTypeId: 'concrete', wallPoints: ['wp-1', 'wp-2'] },
      { id: 'wall-2', wallTypeId: 'concrete', wallPoints: ['wp-3', 'wp-4'] },
      { id: 'wall-3', wallTypeId: 'drywall', point1Id: 'wp-5', point2Id: 'wp-6' },
    ],
    attenuationAreaTypes: [
      {
        id: 'shelf',
        name: 'Shelf',
        propagationProperties: [
          { band: 'TWO', attenuationFactor: 2 },
          { band: 'FIVE', attenuationFactor: 3 },
        ],
        lowerEdge: 0,
        upperEdge: 2,
      },
    ],
    attenuationAreas: [
      {
        id: 'area-1',
        floorPlanId: FIXTURE_FLOOR_ID,
        attenuationAreaTypeId: 'shelf',
        area: [
          { x: 600, y: 400 },
          { x: 750, y: 400 },
          { x: 750, y: 550 },
          { x: 600, y: 550 },
        ],
      },
    ],
    areas: [
      {
        id: 'office',
        floorPlanId: FIXTURE_FLOOR_ID,
        name: 'Office',
        requirementId: 'req-data',
        area: [
          { x: 50, y: 50 },
          { x: 300, y: 50 },
          { x: 300, y: 250 },
        ],
      },
    ],
    requirements: [
      { id: 'req-data', key: 'Data', name: 'Data' },
      { id: 'req-voice', key: 'VoiceCisco', name: 'Voice (Cisco)' },
    ],
  });
}
