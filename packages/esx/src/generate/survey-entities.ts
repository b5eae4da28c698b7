import { channelOfFrequency } from '../channels.ts';
import type { EsxEntity } from '../model.ts';
import { trackMemberName } from '../views-survey.ts';
import { SURVEYORS, WALL_TYPES } from './catalog.ts';
import { channelField, entity, informationElements, technologiesFor } from './entities.ts';
import { floorName, toPlan, type FloorInfo } from './floors.ts';
import type { Prng } from './prng.ts';
import { WallIndex, type PropagationWall } from './propagation.ts';
import { movedRadio, type PlannedAp, type PlannedRadio } from './radio-plan.ts';
import {
  generateSurvey,
  WallLossCache,
  type GeneratedSurvey,
  type HeardBss,
  type SurveyFloor,
} from './survey-gen.ts';

const DAY_MS = 86_400_000;

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
    const weekday = new Date(startMs + day * DAY_MS).getUTCDay();
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

/** Survey start times: spread evenly over the days, during working hours (UTC). */
function surveySchedule(count: number, days: number, startMs: number, prng: Prng): number[] {
  const starts: number[] = [];
  for (let k = 0; k < count; k++) {
    const day = Math.floor((k * days) / Math.max(1, count));
    const minutes = prng.int(8 * 60, 17 * 60 + 30);
    starts.push(startMs + day * DAY_MS + minutes * 60_000 + prng.int(0, 59_999));
  }
  return starts;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** What {@link surveyEntities} needs. */
export interface SurveysInput {
  count: number;
  days: number;
  startMs: number;
  scansEach: number | undefined;
  floorHeightMeters: number;
  adapterId: string;
  aps: PlannedAp[];
  neighbours: PlannedAp[];
  infos: FloorInfo[];
}

/** A measurement entity to be: one BSSID with the channel setting it was heard on. */
export interface MeasurementRef {
  id: string;
  heard: HeardBss;
}

/** Survey entities, their tracks and noise floors, and the measurements the tracks refer to. */
export interface BuiltSurveys {
  surveys: EsxEntity[];
  surveyLookups: EsxEntity[];
  noiseFloors: EsxEntity[];
  tracks: Map<string, Uint8Array>;
  /** One per BSSID and channel setting (RRM moves give a BSSID a second one), in first-heard order. */
  measurements: Map<string, MeasurementRef>;
}

/** Generates every survey (grouped by floor so one floor's wall-loss cache is alive at a time). */
export function surveyEntities(input: SurveysInput, ids: Prng, surveyPrng: Prng): BuiltSurveys {
  const built: BuiltSurveys = {
    surveys: [],
    surveyLookups: [],
    noiseFloors: [],
    tracks: new Map(),
    measurements: new Map(),
  };
  const floors = input.infos.length;
  const dayStates = networkDays(input.aps, input.days, input.startMs, surveyPrng.fork());
  const starts = surveySchedule(input.count, input.days, input.startMs, surveyPrng);
  const plans = starts.map((start, k) => ({
    k,
    floor: k % floors,
    startMs: start,
    scans: input.scansEach ?? surveyPrng.int(250, 700),
    routeType: surveyPrng.chance(0.12) ? ('STOP_AND_GO' as const) : ('CONTINUOUS' as const),
    floorHeightMeters: input.floorHeightMeters,
    surveyor: surveyPrng.pick(SURVEYORS),
    prng: surveyPrng.fork(),
    ...(dayStates[Math.min(input.days - 1, Math.floor((start - input.startMs) / DAY_MS))] ?? {
      offline: new Set<number>(),
      rrm: new Map(),
    }),
    id: ids.uuid(),
    binaryFileId: ids.uuid(),
  }));
  const generated = new Map<number, GeneratedSurvey>();
  for (let f = 0; f < floors; f++) {
    const info = input.infos[f] as FloorInfo;
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
        ...input.aps.filter((ap) => Math.abs(ap.floor - f) <= 1),
        ...input.neighbours.filter((ap) => ap.floor === f),
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
    const info = input.infos[plan.floor] as FloorInfo;
    const trackMeasurementIds = survey.heard.map((heard) => {
      const key = `${heard.bss.bssid}|${heard.radio.channelsMhz.join(',')}`;
      let known = built.measurements.get(key);
      if (known === undefined) {
        known = { id: ids.uuid(), heard };
        built.measurements.set(key, known);
      }
      return known.id;
    });
    built.tracks.set(trackMemberName(plan.binaryFileId), survey.track);
    const createdAt = iso(plan.startMs);
    const walk = plan.routeType === 'STOP_AND_GO' ? 'stop-and-go' : 'walk';
    built.surveys.push(
      entity(
        {
          name: `${floorName(plan.floor)} ${walk} ${createdAt.slice(0, 10)}`,
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
              wifiAdapterInformationId: input.adapterId,
              binaryFileId: plan.binaryFileId,
              primary: true,
              secondary: false,
              scannings: survey.scannings,
              accessPointMeasurementIds: trackMeasurementIds,
              channelWaitTime: 50,
              technologies: ['A', 'B', 'G', 'N', 'AC', 'AX'],
            },
          ],
          activeSurveyAdapterInformationIds: [input.adapterId],
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
    built.surveyLookups.push(entity({ surveyId: plan.id, floorPlanId: info.planId }, ids.uuid()));
    for (const frequency of survey.heardFrequencies) {
      const base = frequency < 3000 ? -90 : frequency < 5925 ? -95 : -96;
      const noise = Math.round((base + plan.prng.gaussian() * 1.5) * 10) / 10;
      built.noiseFloors.push(
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
  built.surveys.sort((a, b) => (a.startTime as string).localeCompare(b.startTime as string));
  return built;
}

/** Measured entities: APs (estimated positions), measured radios and one measurement per heard BSS setting. */
export interface MeasuredEntities {
  accessPoints: EsxEntity[];
  measuredRadios: EsxEntity[];
  accessPointMeasurements: EsxEntity[];
}

/** Builds what Ekahau derives from a survey: only what some survey heard, grouped by AP and radio. */
export function measuredEntities(
  measurements: Map<string, MeasurementRef>,
  network: { aps: PlannedAp[]; neighbours: PlannedAp[] },
  infos: FloorInfo[],
  options: { renameMine: boolean; legacy: boolean },
  ids: Prng,
  positionPrng: Prng,
): MeasuredEntities {
  const result: MeasuredEntities = { accessPoints: [], measuredRadios: [], accessPointMeasurements: [] };
  const byAp = new Map<PlannedAp, Map<number, MeasurementRef[]>>();
  for (const measurement of measurements.values()) {
    const slots = byAp.get(measurement.heard.ap) ?? new Map<number, MeasurementRef[]>();
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
    const info = infos[ap.floor] as FloorInfo;
    const firstBss = [...slots.values()][0]?.[0]?.heard.bss;
    const defaultName = `Measured AP-${firstBss?.bssid.slice(12) ?? '00:00'}`;
    // Ekahau estimates measured AP positions; ours are the truth plus about a metre of error.
    const estimate = ap.mine
      ? {
          floorPlanId: info.planId,
          coord: {
            x: toPlan(ap.x + positionPrng.gaussian(), info),
            y: toPlan(ap.y + positionPrng.gaussian(), info),
          },
        }
      : undefined;
    result.accessPoints.push(
      entity(
        {
          ...(estimate === undefined ? {} : { location: estimate }),
          name: ap.mine && options.renameMine ? ap.name : defaultName,
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
        result.accessPointMeasurements.push(
          entity(
            {
              mac: heard.bss.bssid,
              ssid: heard.bss.ssid,
              ...channelField(heard.radio.channelsMhz, options.legacy),
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
      result.measuredRadios.push(
        entity({ accessPointId: apId, accessPointMeasurementIds: list.map((entry) => entry.id) }, ids.uuid()),
      );
    }
  }
  return result;
}
