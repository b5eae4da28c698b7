import { describe, expect, it } from 'vitest';
import { BUNDLED_AP_MODELS } from '../catalogue/ap-models';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { proposalOperations } from './proposal';

describe('proposalOperations', () => {
  it('places each proposed AP as the model with its radios, tunes the proposed band to its channel, names them on', () => {
    const model = BUNDLED_AP_MODELS.find((entry) => entry.radios.some((radio) => radio.band === 'FIVE'));
    if (model === undefined) {
      throw new Error('no 5 GHz model');
    }
    let next = 0;
    const operations = proposalOperations(
      designFixture(),
      {
        predictedPassRatePercent: 97,
        accessPoints: [
          {
            name: 'p',
            model: 'm',
            location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 10, y: 20 } },
            band: 'FIVE',
            channel: 149,
          },
          {
            name: 'p',
            model: 'm',
            location: { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 30, y: 40 } },
            band: 'FIVE',
            channel: 36,
          },
        ],
      },
      model,
      2.7,
      () => `new-${(next += 1)}`,
    );
    const aps = operations.filter((operation) => operation.type === 'ACCESS_POINT');
    expect(aps.map((ap) => [ap.op, (ap.value as { location: unknown }).location])).toEqual([
      ['add', { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 10, y: 20 } }],
      ['add', { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 30, y: 40 } }],
    ]);
    const names = aps.map((ap) => (ap.value as { name: string }).name);
    expect(new Set(names).size).toBe(2);
    const radios = operations.filter((operation) => operation.type === 'SIMULATED_RADIO');
    expect(radios).toHaveLength(2 * model.radios.length);
    const fiveGhz = radios.filter((radio) => ((radio.value as { channel: number[] }).channel[0] ?? 0) > 14);
    expect(fiveGhz.map((radio) => (radio.value as { channel: number[] }).channel[0])).toEqual([149, 36]);
    expect(radios.every((radio) => (radio.value as { antennaHeight: number }).antennaHeight === 2.7)).toBe(
      true,
    );
  });
});
