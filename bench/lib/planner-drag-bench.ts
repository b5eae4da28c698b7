/**
 * The browser editor's part of the planner benchmark: the live prediction's worker code path
 * (apps/web/src/features/planner/engine/prediction-session.ts, the module the Web Worker runs) on the reference
 * synthetic floor — 200 m × 100 m, about 400 walls, 50 APs, a 0.5 m grid of 80,000 cells on 5 GHz.
 * fullPredictMs: the whole floor predicted at once (opening the editor, or new walls);
 * dragUpdateMs: the p95 of one drag step (one AP moved 0.5 m: its plane predicted again and the best signal
 * re-combined), over a drag of `steps` steps.
 */
import { cpuUsage } from 'node:process';
import {
  createSyntheticScenario,
  REFERENCE_SCENARIO,
} from '../../packages/heatmap/src/testing/synthetic-floor';
import type { PlanningFloor } from '../../packages/heatmap/src/planning/multi-floor';
import { liveGrid } from '../../apps/web/src/features/planner/model/planning-input';
import { PredictionSession } from '../../apps/web/src/features/planner/engine/prediction-session';
import { median } from './results';

export interface DragBench {
  cells: number;
  walls: number;
  accessPoints: number;
  fullPredictMs: number;
  fullPredictCpuMs: number;
  dragStepP95Ms: number;
  dragStepMedianMs: number;
  dragStepMaxMs: number;
  /** CPU time of a step (this process, user + system): the work itself, apart from waiting on a loaded machine. */
  dragStepCpuP95Ms: number;
  dragStepCpuMedianMs: number;
  dragSteps: number;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Runs the worker's session as the editor drives it: the floor once (`runs` times), then a drag. */
export function measureDrag(runs: number, steps = 60): DragBench {
  const scenario = createSyntheticScenario(REFERENCE_SCENARIO);
  const floor: PlanningFloor = {
    floorPlanId: 'bench-floor',
    floorNumber: 0,
    heightMeters: 3,
    thicknessMeters: 0,
    slabLossDb: { TWO: 0, FIVE: 0, SIX: 0 },
    holes: [],
    walls: scenario.walls,
    attenuationAreas: [],
    accessPoints: scenario.accessPoints,
  };
  const grid = liveGrid(REFERENCE_SCENARIO.widthMeters, REFERENCE_SCENARIO.heightMeters);
  const scene = { floor, grid, band: 'FIVE' as const };
  let session = new PredictionSession();
  const fullTimes: number[] = [];
  const fullCpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    session = new PredictionSession();
    const cpuBefore = cpuUsage();
    const reply = session.handle({ kind: 'scene', id: run, scene, accessPoints: scenario.accessPoints });
    const cpu = cpuUsage(cpuBefore);
    if ('error' in reply) {
      throw new Error(reply.error);
    }
    fullTimes.push(reply.computeMs);
    fullCpu.push((cpu.user + cpu.system) / 1000);
  }
  const [dragged] = scenario.accessPoints;
  if (dragged === undefined) {
    throw new Error('the reference floor has no AP');
  }
  const stepTimes: number[] = [];
  const stepCpu: number[] = [];
  for (let step = 1; step <= steps; step++) {
    const cpuBefore = cpuUsage();
    const moved = {
      ...dragged,
      xMeters: dragged.xMeters + 0.5 * step,
      yMeters: dragged.yMeters + 0.25 * step,
    };
    const reply = session.handle({ kind: 'access-point', id: runs + step, accessPoint: moved });
    if ('error' in reply) {
      throw new Error(reply.error);
    }
    const cpu = cpuUsage(cpuBefore);
    stepTimes.push(reply.computeMs);
    stepCpu.push((cpu.user + cpu.system) / 1000);
  }
  return {
    cells: grid.cols * grid.rows,
    walls: scenario.walls.x1.length,
    accessPoints: scenario.accessPoints.length,
    fullPredictMs: median(fullTimes),
    fullPredictCpuMs: median(fullCpu),
    dragStepP95Ms: percentile(stepTimes, 0.95),
    dragStepMedianMs: median(stepTimes),
    dragStepMaxMs: Math.max(...stepTimes),
    dragStepCpuP95Ms: percentile(stepCpu, 0.95),
    dragStepCpuMedianMs: median(stepCpu),
    dragSteps: steps,
  };
}
