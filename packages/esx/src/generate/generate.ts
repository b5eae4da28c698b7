import { channelOfFrequency } from '../channels.ts';
import type { EsxEntity, EsxProject } from '../model.ts';
import { buildProject } from '../project.ts';
import { trackMemberName } from '../views-survey.ts';
import { CUSTOMERS, FLOOR_LOSS_DB, SURVEY_ADAPTERS, SURVEYORS, WALL_TYPES } from './catalog.ts';
import {
  channelField,
  entity,
  informationElements,
  requirementEntities,
  technologiesFor,
  wallTypeEntities,
} from './entities.ts';
import { footprint, generateLayout, type FloorLayout } from './layout.ts';
import { encodeIndexedPng, IndexedRaster } from './png.ts';
import { Prng } from './prng.ts';
import { WallIndex, type PropagationWall } from './propagation.ts';
import { movedRadio, planNetwork, type PlannedAp, type PlannedRadio } from './radio-plan.ts';
import {
  generateSurvey,
  WallLossCache,
  type GeneratedSurvey,
  type HeardBss,
  type SurveyFloor,
} from './survey-gen.ts';

/** What to generate. Every field has a default; the same options and seed give the same project. */
export interface GenerateOptions {
  /** Floors (default 2). */
  floors?: number;
  /** APs of the surveyed network across all floors (default 12). */
  aps?: number;
  /** Surveys (default 4; ignored for `simulated`). */
  surveys?: number;
  /** Days the surveys spread over (default 7). */
  days?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** `measured` (surveys only), `simulated` (design only) or `hybrid` (design + validation surveys). */
  kind?: 'measured' | 'simulated' | 'hybrid';
  /** Project name (default from the customer and site). */
  name?: string;
  /** First survey day, ISO date (default 2025-03-03). */
  startDate?: string;
  /** Scans per survey (default 250–700 each). */
  scansPerSurvey?: number;
  /** Total scans across surveys; overrides `scansPerSurvey`. */
  totalScans?: number;
  /** Longest side of floor plan images in pixels (default 2400). */
  maxImagePixels?: number;
  /**
   * `current` (default): AI Pro 11.x, schema 1.9.0 (`channelByCenterFrequencyDefinedNarrowChannels`,
   * `wallPoints[2]`). `legacy`: Ekahau Pro 10.4, schema 1.5.0 (`channel` numbers, `point1Id/point2Id`).
   */
  schema?: 'current' | 'legacy';
}

const GENERATIONS = {
  current: { schemaVersion: '1.9.0', productName: 'Ekahau AI Pro', productVersion: '11.8.5.1' },
  legacy: { schemaVersion: '1.5.0', productName: 'Ekahau Pro', productVersion: '10.4.0.345' },
} as const;
const MARGIN_METERS = 2;
const PALETTE = [
  '#FFFFFF',
  '#303030',
  '#8B3A1A',
  '#6E6E6E',
  '#3399CC',
  '#A0522D',
  '#1C2833',
  '#E6E6E6',
  '#E8F1F8',
];
const CORRIDOR_FILL = 7;
const MEETING_FILL = 8;

interface FloorInfo {
  index: number;
  planId: string;
  imageId: string;
  layout: FloorLayout;
  pixelsPerMeter: number;
  widthPx: number;
  heightPx: number;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function renderFloor(
  layout: FloorLayout,
  pixelsPerMeter: number,
  widthPx: number,
  heightPx: number,
): Uint8Array {
  const raster = new IndexedRaster(widthPx, heightPx);
  const px = (m: number): number => (m + MARGIN_METERS) * pixelsPerMeter;
  for (const [x0, y0, x1, y1] of layout.corridors) {
    raster.fillRect(px(x0), px(y0), px(x1), px(y1), CORRIDOR_FILL);
  }
  for (const room of layout.rooms) {
    if (room.kind === 'meeting') {
      raster.fillRect(px(room.x0), px(room.y0), px(room.x1), px(room.y1), MEETING_FILL);
    }
  }
  for (const wall of layout.walls) {
    const spec = WALL_TYPES[wall.kind];
    const thickness = Math.max(wall.kind === 'glass' ? 2 : 1.5, spec.thicknessMeters * pixelsPerMeter);
    if (wall.kind === 'door') {
      drawDoor(raster, px(wall.a.x), px(wall.a.y), px(wall.b.x), px(wall.b.y), spec.paletteIndex);
    } else {
      raster.line(px(wall.a.x), px(wall.a.y), px(wall.b.x), px(wall.b.y), thickness, spec.paletteIndex);
    }
  }
  return encodeIndexedPng(raster, PALETTE);
}

/** What the network looked like on one day: APs that were down and radios RRM had moved. */
interface DayState {
  offline: Set<number>;
  rrm: Map<PlannedRadio, PlannedRadio>;
}

/**
 * Per-day network state: a few random AP outages, RRM channel changes, and once per project a
 * switch failure that takes down a cluster of neighbouring APs for one or two days (a visible dip in
 * daily health).
 */
function networkDays(aps: PlannedAp[], days: number, startMs: number, prng: Prng): DayState[] {
  const states: DayState[] = [];
  const incidentDay = days >= 4 ? prng.int(1, days - 2) : -1;
  const incidentLength = prng.int(1, 2);
  const centre = aps.length > 0 ? prng.pick(aps) : undefined;
  const cluster =
    centre === undefined
      ? []
      : [...aps]
          .filter((ap) => ap.floor === centre.floor)
          .sort(
            (a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y),
          )
          .slice(0, Math.max(2, Math.round(aps.length * 0.04)));
  for (let day = 0; day < days; day++) {
    const weekday = new Date(startMs + day * 86_400_000).getUTCDay();
    const offline = new Set<number>();
    const rrm = new Map<PlannedRadio, PlannedRadio>();
    for (const ap of aps) {
      if (prng.chance(0.015)) {
        offline.add(ap.index);
      }
      for (const radio of ap.radios) {
        if (radio.band !== 'TWO' && prng.chance(weekday === 0 || weekday === 6 ? 0.01 : 0.04)) {
          rrm.set(radio, movedRadio(radio, prng));
        }
      }
    }
    if (day >= incidentDay && day < incidentDay + incidentLength) {
      for (const ap of cluster) {
        offline.add(ap.index);
      }
    }
    states.push({ offline, rrm });
  }
  return states;
}

/** Draws a door as architects do: the leaf open at 90° from its hinge and the swing arc. */
function drawDoor(
  raster: IndexedRaster,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  index: number,
): void {
  const length = Math.hypot(bx - ax, by - ay);
  if (length < 2) {
    return;
  }
  const ux = (bx - ax) / length;
  const uy = (by - ay) / length;
  // The leaf swings to the side of the normal (−uy, ux).
  const nx = -uy;
  const ny = ux;
  raster.line(ax, ay, ax + nx * length, ay + ny * length, 1.5, index);
  const steps = Math.max(6, Math.ceil(length / 2));
  let previousX = bx;
  let previousY = by;
  for (let i = 1; i <= steps; i++) {
    const angle = (i / steps) * (Math.PI / 2);
    const x = ax + (ux * Math.cos(angle) + nx * Math.sin(angle)) * length;
    const y = ay + (uy * Math.cos(angle) + ny * Math.sin(angle)) * length;
    raster.line(previousX, previousY, x, y, 1, index);
    previousX = x;
    previousY = y;
  }
}

function surveySchedule(count: number, days: number, startMs: number, prng: Prng): number[] {
  const starts: number[] = [];
  for (let k = 0; k < count; k++) {
    const day = Math.floor((k * days) / Math.max(1, count));
    const minutes = prng.int(8 * 60, 17 * 60 + 30);
    starts.push(startMs + day * 86_400_000 + minutes * 60_000 + prng.int(0, 59_999));
  }
  return starts;
}

/**
 * Generates a realistic, deterministic Ekahau project: floors with walls and rendered plans, a
 * single-vendor network with neighbours, and (for measured/hybrid) surveys with binary tracks.
 */
export function generateProject(options: GenerateOptions = {}): EsxProject {
  const floors = Math.max(1, Math.floor(options.floors ?? 2));
  const apCount = Math.max(1, Math.floor(options.aps ?? 12));
  const kind = options.kind ?? ((options.surveys ?? 4) > 0 ? 'measured' : 'simulated');
  const surveyCount = kind === 'simulated' ? 0 : Math.max(0, Math.floor(options.surveys ?? 4));
  const days = Math.max(1, Math.floor(options.days ?? 7));
  const root = new Prng(options.seed ?? 1);
  const ids = root.fork();
  const layoutPrng = root.fork();
  const radioPrng = root.fork();
  const surveyPrng = root.fork();
  const site = root.pick(CUSTOMERS);
  const startMs = Date.parse(options.startDate ?? '2025-03-03T00:00:00Z');
  const name = options.name ?? `${site.customer} – ${site.location} HQ`;
  const maxPixels = options.maxImagePixels ?? 2400;
  const legacy = options.schema === 'legacy';
  const generation = GENERATIONS[legacy ? 'legacy' : 'current'];

  const collections = new Map<string, EsxEntity[]>();
  const binaries = new Map<string, Uint8Array>();
  const put = (key: string, entities: EsxEntity[]): void => {
    collections.set(key, entities);
  };

  // Project level.
  const projectId = ids.uuid();
  const configurationId = ids.uuid();
  const buildingId = ids.uuid();
  const floorTypeId = ids.uuid();
  const createdMs = startMs - 14 * 86_400_000;
  const lastSurveyMs = startMs + days * 86_400_000;
  const author = root.pick(SURVEYORS);

  // Floors.
  const size = footprint(Math.ceil(apCount / floors), layoutPrng);
  const floorHeightMeters = Math.round(layoutPrng.range(3.4, 4.2) * 10) / 10;
  const longest = Math.max(size.widthMeters, size.heightMeters) + 2 * MARGIN_METERS;
  const pixelsPerMeter = Math.min(40, Math.max(8, Math.floor(maxPixels / longest)));
  const { entities: wallTypes, ids: wallTypeIds } = wallTypeEntities(ids, legacy);
  const floorInfos: FloorInfo[] = [];
  const floorPlans: EsxEntity[] = [];
  const images: EsxEntity[] = [];
  const buildingFloors: EsxEntity[] = [];
  const wallPoints: EsxEntity[] = [];
  const wallSegments: EsxEntity[] = [];
  for (let f = 0; f < floors; f++) {
    const layout = generateLayout(size.widthMeters, size.heightMeters, layoutPrng);
    const info: FloorInfo = {
      index: f,
      planId: ids.uuid(),
      imageId: ids.uuid(),
      layout,
      pixelsPerMeter,
      widthPx: Math.round((size.widthMeters + 2 * MARGIN_METERS) * pixelsPerMeter),
      heightPx: Math.round((size.heightMeters + 2 * MARGIN_METERS) * pixelsPerMeter),
    };
    floorInfos.push(info);
    const floorName = f === 0 ? 'Ground Floor' : `Floor ${f}`;
    binaries.set(`image-${info.imageId}`, renderFloor(layout, pixelsPerMeter, info.widthPx, info.heightPx));
    images.push(
      entity(
        {
          imageFormat: 'PNG',
          resolutionWidth: info.widthPx,
          resolutionHeight: info.heightPx,
          imageName: `${floorName}.png`,
        },
        info.imageId,
      ),
    );
    floorPlans.push(
      entity(
        {
          name: floorName,
          width: info.widthPx,
          height: info.heightPx,
          metersPerUnit: 1 / pixelsPerMeter,
          imageId: info.imageId,
          gpsReferencePoints: [],
          floorPlanType: 'FSPL',
          cropMinX: 0,
          cropMinY: 0,
          cropMaxX: info.widthPx,
          cropMaxY: info.heightPx,
          rotateUpDirection: 'UP',
          tags: [],
        },
        info.planId,
      ),
    );
    buildingFloors.push(
      entity(
        {
          floorPlanId: info.planId,
          buildingId,
          floorTypeId,
          floorNumber: f,
          height: floorHeightMeters,
          thickness: 0.3,
        },
        ids.uuid(),
      ),
    );
    // Walls share end points, as Ekahau's wall tool does.
    const pointIds = new Map<string, string>();
    const pointFor = (x: number, y: number): string => {
      const px = Math.round((x + MARGIN_METERS) * pixelsPerMeter * 100) / 100;
      const py = Math.round((y + MARGIN_METERS) * pixelsPerMeter * 100) / 100;
      const key = `${px},${py}`;
      let id = pointIds.get(key);
      if (id === undefined) {
        id = ids.uuid();
        pointIds.set(key, id);
        wallPoints.push(entity({ location: { floorPlanId: info.planId, coord: { x: px, y: py } } }, id));
      }
      return id;
    };
    for (const wall of layout.walls) {
      wallSegments.push(
        entity(
          {
            ...(legacy
              ? { point1Id: pointFor(wall.a.x, wall.a.y), point2Id: pointFor(wall.b.x, wall.b.y) }
              : { wallPoints: [pointFor(wall.a.x, wall.a.y), pointFor(wall.b.x, wall.b.y)] }),
            wallTypeId: wallTypeIds[wall.kind],
            ...(legacy ? {} : { originType: 'WALL_TOOL' }),
          },
          ids.uuid(),
        ),
      );
    }
  }

  // Requirements and areas.
  const requirements = requirementEntities(ids);
  const requirementIds = requirements.map((requirement) => requirement.id as string);
  const areas: EsxEntity[] = [];
  for (const info of floorInfos) {
    const toPx = (m: number): number => Math.round((m + MARGIN_METERS) * pixelsPerMeter * 10) / 10;
    const rect = (x0: number, y0: number, x1: number, y1: number): { x: number; y: number }[] => [
      { x: toPx(x0), y: toPx(y0) },
      { x: toPx(x1), y: toPx(y0) },
      { x: toPx(x1), y: toPx(y1) },
      { x: toPx(x0), y: toPx(y1) },
    ];
    const { widthMeters: w, heightMeters: h } = info.layout;
    areas.push(
      entity(
        {
          floorPlanId: info.planId,
          name: `Offices ${info.index === 0 ? 'ground' : `level ${info.index}`}`,
          noteIds: [],
          requirementId: requirementIds[1],
          color: '#00FF00',
          area: rect(0, 0, w * 0.6, h),
          capacityItems: [],
        },
        ids.uuid(),
      ),
    );
    areas.push(
      entity(
        {
          floorPlanId: info.planId,
          name: 'Meeting and collaboration',
          noteIds: [],
          requirementId: requirementIds[2],
          color: '#0068FF',
          area: rect(w * 0.6, 0, w, h),
          capacityItems: [],
        },
        ids.uuid(),
      ),
    );
  }

  // Network.
  const ssidPrefix = site.short;
  const network = planNetwork(
    {
      floors,
      aps: apCount,
      layouts: floorInfos.map((info) => info.layout),
      floorHeightMeters,
      ssids: {
        corp: `${ssidPrefix}-Corp`,
        guest: `${ssidPrefix}-Guest`,
        iot: `${ssidPrefix}-IoT`,
        voice: radioPrng.chance(0.5) ? `${ssidPrefix}-Voice` : undefined,
      },
    },
    radioPrng,
  );
  const planOf = (ap: PlannedAp): FloorInfo => floorInfos[ap.floor] as FloorInfo;
  const toPlan = (meters: number, info: FloorInfo): number =>
    Math.round((meters + MARGIN_METERS) * info.pixelsPerMeter * 100) / 100;

  const accessPoints: EsxEntity[] = [];
  const simulatedRadios: EsxEntity[] = [];
  const antennaTypes: EsxEntity[] = [];
  if (kind !== 'measured') {
    const antennaIds = new Map<string, string>();
    const antennaFor = (ap: PlannedAp, radio: PlannedRadio | undefined): string => {
      const bandLabel =
        radio === undefined
          ? 'BLE'
          : radio.band === 'TWO'
            ? '2.4GHz'
            : radio.band === 'FIVE'
              ? '5GHz'
              : '6GHz';
      const key = `${ap.model.vendor} ${ap.model.model} ${bandLabel}`;
      let id = antennaIds.get(key);
      if (id === undefined) {
        id = ids.uuid();
        antennaIds.set(key, id);
        antennaTypes.push(
          entity(
            {
              name: key,
              directional: false,
              defaultTiltAngle: 0,
              frequencyBand: radio?.band ?? 'TWO',
              apVendor: ap.model.vendor,
              apModel: ap.model.model,
              radioTechnology: radio === undefined ? 'BLUETOOTH' : 'IEEE802_11',
              defaultMounting: 'CEILING',
              apCoupling: 'INTERNAL_ANTENNA',
              maxGain: radio?.gainDbi ?? 2,
            },
            id,
          ),
        );
      }
      return id;
    };
    for (const ap of network.aps) {
      const apId = ids.uuid();
      const info = planOf(ap);
      accessPoints.push(
        entity(
          {
            location: { floorPlanId: info.planId, coord: { x: toPlan(ap.x, info), y: toPlan(ap.y, info) } },
            name: ap.name,
            mine: true,
            hidden: false,
            userDefinedPosition: true,
            noteIds: [],
            vendor: ap.model.vendor,
            model: ap.model.model,
            color: '#FFE600',
            tags: [],
          },
          apId,
        ),
      );
      for (const radio of ap.radios) {
        simulatedRadios.push(
          entity(
            {
              accessPointId: apId,
              accessPointIndex: radio.slot,
              radioTechnology: 'IEEE802_11',
              enabled: radio.enabled,
              transmitPower: radio.txPowerDbm,
              ...channelField(radio.channelsMhz, legacy),
              antennaTypeId: antennaFor(ap, radio),
              antennaDirection: 0,
              antennaTilt: 0,
              antennaHeight: ap.heightMeters,
              antennaMounting: 'CEILING',
              technology: ap.model.technology,
              spatialStreamCount: ap.model.spatialStreams,
              shortGuardInterval: true,
              greenfield: false,
              defaultAntennas: [],
            },
            ids.uuid(),
          ),
        );
      }
      if (ap.model.ble) {
        simulatedRadios.push(
          entity(
            {
              accessPointId: apId,
              accessPointIndex: ap.radios.length,
              radioTechnology: 'BLUETOOTH',
              enabled: true,
              transmitPower: 0,
              antennaTypeId: antennaFor(ap, undefined),
              antennaHeight: ap.heightMeters,
              antennaMounting: 'CEILING',
              defaultAntennas: [],
            },
            ids.uuid(),
          ),
        );
      }
    }
  }

  // Surveys.
  const surveys: EsxEntity[] = [];
  const surveyLookups: EsxEntity[] = [];
  const noiseFloors: EsxEntity[] = [];
  const adapterId = ids.uuid();
  // One measurement per BSSID and channel setting: RRM moves give a BSSID a second measurement.
  const measurements = new Map<string, { id: string; heard: HeardBss }>();
  if (surveyCount > 0) {
    const dayStates = networkDays(network.aps, days, startMs, surveyPrng.fork());
    const starts = surveySchedule(surveyCount, days, startMs, surveyPrng);
    const scansEach =
      options.totalScans !== undefined
        ? Math.max(1, Math.round(options.totalScans / surveyCount))
        : options.scansPerSurvey;
    const plans = starts.map((start, k) => ({
      k,
      floor: k % floors,
      startMs: start,
      scans: scansEach ?? surveyPrng.int(250, 700),
      routeType: surveyPrng.chance(0.12) ? ('STOP_AND_GO' as const) : ('CONTINUOUS' as const),
      floorHeightMeters,
      surveyor: surveyPrng.pick(SURVEYORS),
      prng: surveyPrng.fork(),
      ...(dayStates[Math.min(days - 1, Math.floor((start - startMs) / 86_400_000))] ?? {
        offline: new Set<number>(),
        rrm: new Map(),
      }),
      id: ids.uuid(),
      binaryFileId: ids.uuid(),
    }));
    const generated = new Map<number, GeneratedSurvey>();
    // Grouped by floor so one floor's wall-loss cache is alive at a time.
    for (let f = 0; f < floors; f++) {
      const info = floorInfos[f] as FloorInfo;
      const onFloor = plans.filter((plan) => plan.floor === f);
      if (onFloor.length === 0) {
        continue;
      }
      const walls: PropagationWall[] = info.layout.walls.map((wall) => {
        const loss = WALL_TYPES[wall.kind].lossDb;
        return {
          ax: wall.a.x,
          ay: wall.a.y,
          bx: wall.b.x,
          by: wall.b.y,
          loss: [loss.TWO, loss.FIVE, loss.SIX],
        };
      });
      const floor: SurveyFloor = {
        layout: info.layout,
        walls: new WallIndex(walls, info.layout.widthMeters, info.layout.heightMeters),
        audible: [
          ...network.aps.filter((ap) => Math.abs(ap.floor - f) <= 1),
          ...network.neighbours.filter((ap) => ap.floor === f),
        ],
      };
      const cache = new WallLossCache(floor);
      for (const plan of onFloor) {
        generated.set(plan.k, generateSurvey(plan, floor, cache, plan.prng));
      }
    }
    for (const plan of plans) {
      const survey = generated.get(plan.k);
      if (survey === undefined) {
        continue;
      }
      const info = floorInfos[plan.floor] as FloorInfo;
      const trackMeasurementIds = survey.heard.map((heard) => {
        const key = `${heard.bss.bssid}|${heard.radio.channelsMhz.join(',')}`;
        let known = measurements.get(key);
        if (known === undefined) {
          known = { id: ids.uuid(), heard };
          measurements.set(key, known);
        }
        return known.id;
      });
      binaries.set(trackMemberName(plan.binaryFileId), survey.track);
      const day = iso(plan.startMs).slice(0, 10);
      const createdAt = iso(plan.startMs);
      surveys.push(
        entity(
          {
            name: `${plan.floor === 0 ? 'Ground Floor' : `Floor ${plan.floor}`} ${plan.routeType === 'STOP_AND_GO' ? 'stop-and-go' : 'walk'} ${day}`,
            floorPlanId: info.planId,
            startTime: createdAt,
            duration: survey.durationNs,
            routeType: plan.routeType,
            noteIds: [],
            routePoints: survey.legs.map((leg) =>
              leg.map((point) => ({
                time: point.timeNs,
                location: { x: toPlan(point.x, info), y: toPlan(point.y, info) },
              })),
            ),
            wifiTracks: [
              {
                wifiAdapterInformationId: adapterId,
                binaryFileId: plan.binaryFileId,
                primary: true,
                secondary: false,
                scannings: survey.scannings,
                accessPointMeasurementIds: trackMeasurementIds,
                channelWaitTime: 50,
                technologies: ['A', 'B', 'G', 'N', 'AC', 'AX'],
              },
            ],
            activeSurveyAdapterInformationIds: [adapterId],
            associationIntervals: [],
            pingSessions: [],
            throughputSessions: [],
            spectrumSessions: [],
            interferenceDetectionEvents: [],
            history: { createdAt, createdBy: plan.surveyor },
          },
          plan.id,
        ),
      );
      surveyLookups.push(entity({ surveyId: plan.id, floorPlanId: info.planId }, ids.uuid()));
      for (const frequency of survey.heardFrequencies) {
        const base = frequency < 3000 ? -90 : frequency < 5925 ? -95 : -96;
        const noise = Math.round((base + plan.prng.gaussian() * 1.5) * 10) / 10;
        noiseFloors.push(
          entity(
            {
              surveyId: plan.id,
              floorPlanId: info.planId,
              centerFrequencyMhz: frequency,
              noiseFloorDbm: noise,
            },
            ids.uuid(),
          ),
        );
      }
    }
  }

  // Measured APs, radios and measurements: only what some survey heard.
  const measuredRadios: EsxEntity[] = [];
  const accessPointMeasurements: EsxEntity[] = [];
  const byAp = new Map<PlannedAp, Map<number, { id: string; heard: HeardBss }[]>>();
  for (const measurement of measurements.values()) {
    const slots = byAp.get(measurement.heard.ap) ?? new Map<number, { id: string; heard: HeardBss }[]>();
    byAp.set(measurement.heard.ap, slots);
    const list = slots.get(measurement.heard.radio.slot) ?? [];
    slots.set(measurement.heard.radio.slot, list);
    list.push(measurement);
  }
  for (const ap of [...network.aps, ...network.neighbours]) {
    const slots = byAp.get(ap);
    if (slots === undefined) {
      continue;
    }
    const apId = ids.uuid();
    const info = planOf(ap);
    const firstBss = [...slots.values()][0]?.[0]?.heard.bss;
    const defaultName = `Measured AP-${firstBss?.bssid.slice(12) ?? '00:00'}`;
    const estimate = ap.mine
      ? {
          floorPlanId: info.planId,
          coord: {
            x: toPlan(ap.x + radioPrng.gaussian(), info),
            y: toPlan(ap.y + radioPrng.gaussian(), info),
          },
        }
      : undefined;
    accessPoints.push(
      entity(
        {
          ...(estimate === undefined ? {} : { location: estimate }),
          name: ap.mine && kind === 'measured' ? ap.name : defaultName,
          mine: ap.mine,
          hidden: false,
          userDefinedPosition: false,
          noteIds: [],
          vendor: ap.model.vendor,
          model: ap.model.model,
          tags: [],
        },
        apId,
      ),
    );
    for (const list of [...slots.entries()].sort((a, b) => a[0] - b[0]).map(([, entries]) => entries)) {
      for (const { id, heard } of list) {
        accessPointMeasurements.push(
          entity(
            {
              mac: heard.bss.bssid,
              ssid: heard.bss.ssid,
              ...channelField(heard.radio.channelsMhz, legacy),
              security: heard.bss.security,
              technologies: technologiesFor(heard.radio.band, ap.model.technology),
              informationElements: informationElements(
                heard.bss,
                heard.radio,
                channelOfFrequency(heard.radio.primaryMhz),
              ),
            },
            id,
          ),
        );
      }
      measuredRadios.push(
        entity({ accessPointId: apId, accessPointMeasurementIds: list.map((entry) => entry.id) }, ids.uuid()),
      );
    }
  }

  put('project', [
    entity(
      {
        name,
        title: name,
        customer: site.customer,
        location: site.location,
        responsiblePerson: author,
        noteIds: [],
        projectAncestors: [],
        history: {
          createdAt: iso(createdMs),
          createdBy: author,
          modifiedAt: iso(lastSurveyMs),
          modifiedBy: author,
        },
        projectConfigurationId: configurationId,
        schemaVersion: generation.schemaVersion,
        tags: [],
      },
      projectId,
    ),
  ]);
  put('projectHistorys', [
    entity(
      {
        parentIds: [],
        timestamp: iso(lastSurveyMs).replace('Z', '+00:00'),
        projectId,
        projectName: name,
        productName: generation.productName,
        productVersion: generation.productVersion,
        schemaVersion: generation.schemaVersion,
        operation: 'LOCAL_SAVE',
        platform: 'Windows 11 64-bit',
      },
      ids.uuid(),
    ),
  ]);
  put('projectConfiguration', [
    entity(
      {
        enabledGroupingLogics: [
          network.vendorModels[0]?.vendor ?? 'generic-grouping-logic',
          'generic-grouping-logic',
          'Heuristics',
        ],
        displayOptions: [],
        favoriteSsids: [`${ssidPrefix}-Corp`],
      },
      configurationId,
    ),
  ]);
  put('buildings', [entity({ name: `${site.location} HQ`, tags: [] }, buildingId)]);
  put('floorTypes', [
    entity(
      {
        key: 'FloorTypes.OfficeEU',
        name: 'Office, EU',
        isDefault: true,
        propagationProperties: (['TWO', 'FIVE', 'SIX'] as const).map((band) => ({
          band,
          attenuationFactor: Math.round((FLOOR_LOSS_DB[band] / 0.3) * 1000) / 1000,
        })),
      },
      floorTypeId,
    ),
  ]);
  put('buildingFloors', buildingFloors);
  put('floorPlans', floorPlans);
  put('images', images);
  put('wallTypes', wallTypes);
  put('wallPoints', wallPoints);
  put('wallSegments', wallSegments);
  put('requirements', requirements);
  put('areas', areas);
  put('accessPoints', accessPoints);
  if (kind !== 'measured') {
    put('simulatedRadios', simulatedRadios);
    put('antennaTypes', antennaTypes);
  }
  if (surveyCount > 0) {
    put('measuredRadios', measuredRadios);
    put('accessPointMeasurements', accessPointMeasurements);
    put('wifiAdapterInformations', [
      entity(
        {
          mac: '00:c0:ca:a1:b2:c3',
          name: SURVEY_ADAPTERS[0].name,
          driverDate: '2024-05-02',
          driverFiles: 'sidekick2.sys',
          driverVersion: SURVEY_ADAPTERS[0].driverVersion,
          vendor: SURVEY_ADAPTERS[0].vendor,
          revision: 'USB\\VID_0E8D&PID_7961',
        },
        adapterId,
      ),
    ]);
    put('surveyLookups', surveyLookups);
    put('airlensNoiseFloors', noiseFloors);
    surveys.sort((a, b) => (a.startTime as string).localeCompare(b.startTime as string));
    put('surveys', surveys);
  }
  return buildProject('2.0', collections, binaries);
}
