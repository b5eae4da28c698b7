// Real engine answers for the heatmap component and API tests (imported by *.test.ts(x) files only).
import {
  computeHeatmap,
  toHeatmapResponseBody,
  type FloorSurvey,
  type HeatmapRequest,
  type HeatmapResponseBody,
} from '@airlens/heatmap';

/** A 20 m × 10 m floor surveyed on a 1 m lattice by two radios of one AP, at 0.05 m per floor-plan pixel. */
export function fixtureFloor(): FloorSurvey {
  const xs: number[] = [];
  const ys: number[] = [];
  const values: number[] = [];
  for (let y = 0.5; y < 10; y += 1) {
    for (let x = 0.5; x < 20; x += 1) {
      xs.push(x);
      ys.push(y);
      const distance = Math.hypot(x - 5, y - 5);
      values.push(-35 - 3 * distance, -40 - 2.5 * Math.hypot(x - 15, y - 5));
    }
  }
  return {
    floorId: 'floor-1',
    dataVersion: 'fixture',
    widthMeters: 20,
    heightMeters: 10,
    metersPerPixel: 0.05,
    points: { xMeters: Float64Array.from(xs), yMeters: Float64Array.from(ys) },
    radios: [
      {
        id: 'ap1|FIVE',
        apId: 'ap1',
        band: 'FIVE',
        primaryChannel: 36,
        widthMhz: 20,
        isMine: true,
        isMeasured: true,
      },
      {
        id: 'ap2|FIVE',
        apId: 'ap2',
        band: 'FIVE',
        primaryChannel: 36,
        widthMhz: 20,
        isMine: true,
        isMeasured: true,
      },
    ],
    V: Float32Array.from(values),
  };
}

/** The server's JSON answer (without the source, which travels in a header) for a request on the fixture floor. */
export function fixtureAnswer(request: HeatmapRequest): Omit<HeatmapResponseBody, 'source'> {
  const { source: _source, ...body } = toHeatmapResponseBody(computeHeatmap(fixtureFloor(), request));
  return JSON.parse(JSON.stringify(body)) as Omit<HeatmapResponseBody, 'source'>;
}
