import type { FloorSurvey, RadioInfo } from '@airlens/heatmap';
import { describe, expect, it } from 'vitest';
import { heardApIds, inspectFloor, nearestPoints, radioLabelKey, type RadioLabel } from './inspect';

function radio(apId: string, band: RadioInfo['band'], primaryChannel: number): RadioInfo {
  return { id: `${apId}|${band}`, apId, band, primaryChannel, widthMhz: 20, isMine: true, isMeasured: true };
}

/** Three points (metres) on a floor of 2 m per pixel, four radios; −100 = not heard. */
function floor(withNoise = true): FloorSurvey {
  return {
    floorId: 'f1',
    dataVersion: 'v1',
    widthMeters: 100,
    heightMeters: 100,
    metersPerPixel: 2,
    points: { xMeters: Float64Array.from([10, 40, 12]), yMeters: Float64Array.from([10, 40, 10]) },
    radios: [
      radio('ap-a', 'FIVE', 36),
      radio('ap-b', 'FIVE', 44),
      radio('ap-a', 'TWO', 1),
      radio('ap-c', 'SIX', 0),
    ],
    // prettier-ignore
    V: Float32Array.from([
      -70, -55, -60, -100,
      -80, -100, -100, -100,
      -65, -75, -101, -90,
    ]),
    ...(withNoise ? { noiseDbm: Float32Array.from([-95, NaN, -92]) } : {}),
  };
}

const labels = new Map<string, RadioLabel>([
  [radioLabelKey('ap-a', 'FIVE'), { apName: 'AP A', ssid: 'corp', bssid: 'aa:aa:aa:aa:aa:01' }],
]);

describe('nearestPoints', () => {
  it('answers the nearest indexes first and at most limit of them', () => {
    const points = floor().points;
    expect(nearestPoints(points, 11, 10, 2).map((point) => point.index)).toEqual([0, 2]);
    expect(nearestPoints(points, 40, 39, 3).map((point) => point.index)).toEqual([1, 2, 0]);
    expect(nearestPoints(points, 40, 39, 10)).toHaveLength(3);
    expect(nearestPoints(points, 40, 39, 1)[0]?.distanceMeters).toBeCloseTo(1, 9);
  });

  it('answers nothing for a floor without points', () => {
    expect(nearestPoints({ xMeters: new Float64Array(0), yMeters: new Float64Array(0) }, 0, 0, 3)).toEqual(
      [],
    );
  });
});

describe('inspectFloor', () => {
  it('converts pixels to metres and back, and lists radios strongest first with SNR and the serving radio per band', () => {
    // (5.5, 5) px = (11, 10) m: point 0 at 1 m, point 2 at 1 m, tie broken by index.
    const samples = inspectFloor(floor(), { x: 5.5, y: 5, band: undefined, limit: 2 }, labels);
    expect(samples.map((sample) => [sample.x, sample.y, sample.distanceMeters])).toEqual([
      [5, 5, 1],
      [6, 5, 1],
    ]);
    const first = samples[0]?.radios ?? [];
    expect(first.map((heard) => [heard.apId, heard.band, heard.rssiDbm, heard.isServing])).toEqual([
      ['ap-b', 'FIVE', -55, true],
      ['ap-a', 'TWO', -60, true],
      ['ap-a', 'FIVE', -70, false],
    ]);
    expect(first[2]).toEqual({
      apId: 'ap-a',
      apName: 'AP A',
      ssid: 'corp',
      bssid: 'aa:aa:aa:aa:aa:01',
      channel: 36,
      band: 'FIVE',
      rssiDbm: -70,
      snrDb: 25,
      isServing: false,
    });
    expect(first[0]?.apName).toBeNull();
    // −101 is below the not-heard level; a channel of 0 is unknown.
    const second = samples[1]?.radios ?? [];
    expect(second.map((heard) => [heard.apId, heard.band, heard.snrDb, heard.channel])).toEqual([
      ['ap-a', 'FIVE', 27, 36],
      ['ap-b', 'FIVE', 17, 44],
      ['ap-c', 'SIX', 2, null],
    ]);
    expect(second.filter((heard) => heard.isServing).map((heard) => heard.band)).toEqual(['FIVE', 'SIX']);
  });

  it('keeps only the asked band, and gives no SNR where no noise was measured', () => {
    const samples = inspectFloor(floor(false), { x: 20, y: 20, band: 'FIVE', limit: 1 }, new Map());
    expect(samples).toHaveLength(1);
    expect(samples[0]?.radios).toEqual([
      {
        apId: 'ap-a',
        apName: null,
        ssid: null,
        bssid: null,
        channel: 36,
        band: 'FIVE',
        rssiDbm: -80,
        snrDb: null,
        isServing: true,
      },
    ]);
    expect(heardApIds(floor(), [0, 2], 'FIVE')).toEqual(['ap-a', 'ap-b']);
    expect(heardApIds(floor(), [1], undefined)).toEqual(['ap-a']);
  });

  it('answers no samples for a floor without measurements', () => {
    const empty = { ...floor(), points: { xMeters: new Float64Array(0), yMeters: new Float64Array(0) } };
    expect(
      inspectFloor({ ...empty, V: new Float32Array(0) }, { x: 1, y: 1, band: undefined, limit: 3 }, labels),
    ).toEqual([]);
  });
});
