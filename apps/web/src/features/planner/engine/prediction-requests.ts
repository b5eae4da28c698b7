import type { PlacedAccessPoint } from '@airlens/heatmap';
import type { PredictionScene } from './contribution-planes';
import type { PredictionRequest } from './prediction-session';

/** What the worker holds: the scene it predicts on and each AP as last sent (by a key of its inputs). */
export interface SentPrediction {
  sceneKey: string;
  accessPoints: ReadonlyMap<string, string>;
}

/** Everything about the scene except its APs that changes every plane: walls, areas, grid and band. */
function sceneKeyOf(scene: PredictionScene): string {
  const { floor, grid, band } = scene;
  const walls = floor.walls;
  return JSON.stringify([
    band,
    grid,
    walls === undefined ? [] : [...walls.x1, ...walls.y1, ...walls.x2, ...walls.y2, ...walls.lossDb[band]],
    floor.attenuationAreas.map((area) => [area.id, [...area.polygonMeters], area.dbPerMeter[band]]),
  ]);
}

/** Each pattern's content as a short key, made once per pattern object (its 144 gains are not re-serialised). */
const patternKeys = new WeakMap<object, string>();
let patternCount = 0;
const patternsByContent = new Map<string, string>();

function patternKey(pattern: object): string {
  let key = patternKeys.get(pattern);
  if (key === undefined) {
    const content = JSON.stringify(pattern);
    key = patternsByContent.get(content) ?? `pattern-${++patternCount}`;
    patternsByContent.set(content, key);
    patternKeys.set(pattern, key);
  }
  return key;
}

/** Everything the AP's plane depends on: position, height, radios and their antennas' pointing and pattern. */
function accessPointKey(accessPoint: PlacedAccessPoint): string {
  return JSON.stringify(accessPoint, (name, value: unknown) =>
    name === 'pattern' && typeof value === 'object' && value !== null ? patternKey(value) : value,
  );
}

/**
 * The editor's APs with each radio's antenna from the scene's floor (planningFloorOf reads the patterns from the
 * design's antenna types, and direction and tilt from its radios), matched by radio id: the editor sends its APs
 * where they are shown (mid-drag too), the scene knows how they point. A radio that brings its own antenna, or
 * whose scene radio has none (omni), is left as it is.
 */
export function withSceneAntennas(
  scene: PredictionScene,
  accessPoints: readonly PlacedAccessPoint[],
): PlacedAccessPoint[] {
  const sceneRadios = new Map(
    scene.floor.accessPoints.flatMap((accessPoint) => accessPoint.radios.map((radio) => [radio.id, radio])),
  );
  return accessPoints.map((accessPoint) => {
    if (
      !accessPoint.radios.some((radio) => radio.antenna === undefined && sceneRadios.get(radio.id)?.antenna)
    ) {
      return accessPoint;
    }
    return {
      ...accessPoint,
      radios: accessPoint.radios.map((radio) => {
        const antenna = radio.antenna === undefined ? sceneRadios.get(radio.id)?.antenna : undefined;
        const antennaGainDbi = sceneRadios.get(radio.id)?.antennaGainDbi ?? radio.antennaGainDbi;
        return antenna === undefined ? radio : { ...radio, antennaGainDbi, antenna };
      }),
    };
  });
}

/**
 * The requests that bring the worker from what it holds to `next`: the whole scene when walls, areas, grid or
 * band changed (or nothing was sent), else one request per AP added, moved, turned or changed and per AP
 * removed — so a drag step or a rotation sends only the APs it changed (an omni AP's turn changes nothing).
 */
export function predictionRequests(
  sent: SentPrediction | null,
  scene: PredictionScene,
  shownAccessPoints: readonly PlacedAccessPoint[],
  nextId: () => number,
): { requests: PredictionRequest[]; sent: SentPrediction } {
  const accessPoints = withSceneAntennas(scene, shownAccessPoints);
  const sceneKey = sceneKeyOf(scene);
  const keys = new Map(accessPoints.map((accessPoint) => [accessPoint.id, accessPointKey(accessPoint)]));
  const now: SentPrediction = { sceneKey, accessPoints: keys };
  if (sent === null || sent.sceneKey !== sceneKey) {
    return {
      requests: [{ kind: 'scene', id: nextId(), scene, accessPoints }],
      sent: now,
    };
  }
  const requests: PredictionRequest[] = [];
  for (const accessPoint of accessPoints) {
    if (sent.accessPoints.get(accessPoint.id) !== keys.get(accessPoint.id)) {
      requests.push({ kind: 'access-point', id: nextId(), accessPoint });
    }
  }
  for (const id of sent.accessPoints.keys()) {
    if (!keys.has(id)) {
      requests.push({ kind: 'remove', id: nextId(), accessPointId: id });
    }
  }
  return { requests, sent: now };
}
