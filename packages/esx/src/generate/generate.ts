import type { EsxEntity, EsxProject } from '../model.ts';
import { buildProject } from '../project.ts';
import { CUSTOMERS, FLOOR_LOSS_DB, SURVEY_ADAPTERS, SURVEYORS } from './catalog.ts';
import { designEntities } from './design-entities.ts';
import { entity, requirementEntities, wallTypeEntities } from './entities.ts';
import { buildAreas, buildFloors, MARGIN_METERS } from './floors.ts';
import { footprint } from './layout.ts';
import { toSchema130, unscaleFloors } from './older-files.ts';
import { Prng } from './prng.ts';
import { planNetwork } from './radio-plan.ts';
import { measuredEntities, surveyEntities } from './survey-entities.ts';

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
  /** The building's name, shown in the 3D view and its file names (default from the generated site). */
  buildingName?: string;
  /** First survey day, ISO date (default 2025-03-03). */
  startDate?: string;
  /** Scans per survey (default 250–700 each). */
  scansPerSurvey?: number;
  /** Total scans across surveys; overrides `scansPerSurvey`. */
  totalScans?: number;
  /** Longest side of floor plan images in pixels (default 2400). */
  maxImagePixels?: number;
  /**
   * Floor plans as greyscale scans of paper plans (paper grain, sensor noise) at up to 120 px/m (a 1:100
   * drawing scanned at 300 dpi) instead of clean drawings at up to 40 px/m: the multi-megabyte images real
   * projects carry. Default false.
   */
  scannedPlans?: boolean;
  /**
   * `current` (default): AI Pro 11.x, schema 1.9.0 (`channelByCenterFrequencyDefinedNarrowChannels`,
   * `wallPoints[2]`). `legacy`: Ekahau Pro 10.4, schema 1.5.0 (`channel` numbers, `point1Id/point2Id`).
   * `1.3.0`: Ekahau Pro 10.2, the legacy shapes with the older catalogues and fields (see `toSchema130`).
   */
  schema?: 'current' | 'legacy' | '1.3.0';
  /** Positions of floors (0 = first) whose plan has no `metersPerUnit`, as a plan nobody scaled (default none). */
  unscaledFloors?: readonly number[];
}

const GENERATIONS = {
  current: { schemaVersion: '1.9.0', productName: 'Ekahau AI Pro', productVersion: '11.8.5.1' },
  legacy: { schemaVersion: '1.5.0', productName: 'Ekahau Pro', productVersion: '10.4.0.345' },
} as const;

function iso(ms: number): string {
  return new Date(ms).toISOString();
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
  // Independent streams, so a change in one part of the generator never shifts another part.
  const ids = root.fork();
  const layoutPrng = root.fork();
  const radioPrng = root.fork();
  const surveyPrng = root.fork();
  const site = root.pick(CUSTOMERS);
  const startMs = Date.parse(options.startDate ?? '2025-03-03T00:00:00Z');
  const name = options.name ?? `${site.customer} – ${site.location} HQ`;
  const legacy = options.schema === 'legacy' || options.schema === '1.3.0';
  const generation = GENERATIONS[legacy ? 'legacy' : 'current'];
  const projectId = ids.uuid();
  const configurationId = ids.uuid();
  const buildingId = ids.uuid();
  const floorTypeId = ids.uuid();
  const lastSurveyMs = startMs + days * 86_400_000;
  const author = root.pick(SURVEYORS);

  const size = footprint(Math.ceil(apCount / floors), layoutPrng);
  const floorHeightMeters = Math.round(layoutPrng.range(3.4, 4.2) * 10) / 10;
  const longest = Math.max(size.widthMeters, size.heightMeters) + 2 * MARGIN_METERS;
  const maxPixelsPerMeter = options.scannedPlans === true ? 120 : 40;
  const pixelsPerMeter = Math.min(
    maxPixelsPerMeter,
    Math.max(8, Math.floor((options.maxImagePixels ?? 2400) / longest)),
  );
  const wallTypes = wallTypeEntities(ids, legacy);
  const built = buildFloors(
    {
      floors,
      ...size,
      pixelsPerMeter,
      floorHeightMeters,
      buildingId,
      floorTypeId,
      wallTypeIds: wallTypes.ids,
      legacy,
      scannedPlans: options.scannedPlans,
    },
    ids,
    layoutPrng,
  );
  const requirements = requirementEntities(ids);
  const areas = buildAreas(
    built.infos,
    requirements.map((requirement) => requirement.id as string),
    ids,
  );
  const ssidPrefix = site.short;
  const network = planNetwork(
    {
      floors,
      aps: apCount,
      layouts: built.infos.map((info) => info.layout),
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
  const design = kind === 'measured' ? undefined : designEntities(network.aps, built.infos, legacy, ids);
  const adapterId = ids.uuid();
  const surveys =
    surveyCount === 0
      ? undefined
      : surveyEntities(
          {
            count: surveyCount,
            days,
            startMs,
            scansEach:
              options.totalScans !== undefined
                ? Math.max(1, Math.round(options.totalScans / surveyCount))
                : options.scansPerSurvey,
            floorHeightMeters,
            adapterId,
            aps: network.aps,
            neighbours: network.neighbours,
            infos: built.infos,
          },
          ids,
          surveyPrng,
        );
  const measured =
    surveys === undefined
      ? undefined
      : measuredEntities(
          surveys.measurements,
          network,
          built.infos,
          { renameMine: kind === 'measured', legacy },
          ids,
          radioPrng,
        );

  const collections = new Map<string, EsxEntity[]>();
  collections.set('project', [
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
          createdAt: iso(startMs - 14 * 86_400_000),
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
  collections.set('projectHistorys', [
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
  collections.set('projectConfiguration', [
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
  collections.set('buildings', [
    entity({ name: options.buildingName ?? `${site.location} HQ`, tags: [] }, buildingId),
  ]);
  collections.set('floorTypes', [
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
  collections.set('buildingFloors', built.buildingFloors);
  collections.set('floorPlans', built.floorPlans);
  collections.set('images', built.images);
  collections.set('wallTypes', wallTypes.entities);
  collections.set('wallPoints', built.wallPoints);
  collections.set('wallSegments', built.wallSegments);
  collections.set('requirements', requirements);
  collections.set('areas', areas);
  collections.set('accessPoints', [...(design?.accessPoints ?? []), ...(measured?.accessPoints ?? [])]);
  if (design !== undefined) {
    collections.set('simulatedRadios', design.simulatedRadios);
    collections.set('antennaTypes', design.antennaTypes);
  }
  const binaries = new Map<string, Uint8Array>(built.pngs);
  if (surveys !== undefined && measured !== undefined) {
    collections.set('measuredRadios', measured.measuredRadios);
    collections.set('accessPointMeasurements', measured.accessPointMeasurements);
    collections.set('wifiAdapterInformations', [
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
    collections.set('surveyLookups', surveys.surveyLookups);
    collections.set('airlensNoiseFloors', surveys.noiseFloors);
    collections.set('surveys', surveys.surveys);
    for (const [memberName, bytes] of surveys.tracks) {
      binaries.set(memberName, bytes);
    }
  }
  if (options.schema === '1.3.0') {
    toSchema130(collections, ids);
  }
  if (options.unscaledFloors !== undefined) {
    unscaleFloors(collections, options.unscaledFloors);
  }
  return buildProject('2.0', collections, binaries);
}
