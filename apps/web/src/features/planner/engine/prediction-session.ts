import type { PlacedAccessPoint } from '@airlens/heatmap';
import { ContributionPlanes, type PredictionScene } from './contribution-planes';

/** What the editor asks the prediction worker. */
export type PredictionRequest =
  | { kind: 'scene'; id: number; scene: PredictionScene; accessPoints: PlacedAccessPoint[] }
  | { kind: 'access-point'; id: number; accessPoint: PlacedAccessPoint }
  | { kind: 'remove'; id: number; accessPointId: string };

/** The heatmap values after a request: best signal per cell (NaN: not heard), row-major over the grid. */
export interface PredictionAnswer {
  id: number;
  values: Float32Array<ArrayBuffer>;
  cols: number;
  rows: number;
  /** Time the worker spent on the request (for the benchmark and the status line). */
  computeMs: number;
}

/** An answer, or why the request could not be computed. */
export type PredictionReply = PredictionAnswer | { id: number; error: string };

/**
 * The worker's state between messages: the floor's contribution planes. The worker module and the tests call
 * `handle` alike, so what is tested is what runs in the browser's worker.
 */
export class PredictionSession {
  private planes: ContributionPlanes | null = null;
  private grid = { cols: 0, rows: 0 };

  handle(request: PredictionRequest, now: () => number = () => performance.now()): PredictionReply {
    const started = now();
    if (request.kind === 'scene') {
      this.planes = new ContributionPlanes(request.scene, request.accessPoints);
      this.grid = { cols: request.scene.grid.cols, rows: request.scene.grid.rows };
    } else if (this.planes === null) {
      return { id: request.id, error: 'The floor to predict was not sent yet.' };
    } else if (request.kind === 'access-point') {
      this.planes.setAccessPoint(request.accessPoint);
    } else {
      this.planes.removeAccessPoint(request.accessPointId);
    }
    const values = this.planes.bestSignal();
    return { id: request.id, values, ...this.grid, computeMs: now() - started };
  }
}
