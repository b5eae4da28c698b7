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

function accessPointKey(accessPoint: PlacedAccessPoint): string {
  return JSON.stringify(accessPoint);
}

/**
 * The requests that bring the worker from what it holds to `next`: the whole scene when walls, areas, grid or
 * band changed (or nothing was sent), else one request per AP added, moved or changed and per AP removed —
 * so a drag step sends only the dragged APs.
 */
export function predictionRequests(
  sent: SentPrediction | null,
  scene: PredictionScene,
  accessPoints: readonly PlacedAccessPoint[],
  nextId: () => number,
): { requests: PredictionRequest[]; sent: SentPrediction } {
  const sceneKey = sceneKeyOf(scene);
  const keys = new Map(accessPoints.map((accessPoint) => [accessPoint.id, accessPointKey(accessPoint)]));
  const now: SentPrediction = { sceneKey, accessPoints: keys };
  if (sent === null || sent.sceneKey !== sceneKey) {
    return {
      requests: [{ kind: 'scene', id: nextId(), scene, accessPoints: [...accessPoints] }],
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
