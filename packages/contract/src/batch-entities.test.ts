import { describe, expect, it } from 'vitest';
import { batchAttenuationAreaTypeSchema, batchCollection } from './batch-entities';

describe('batch entities', () => {
  it('reads one collection of a batch answer, empty when absent or not a list', () => {
    expect(batchCollection({ antennaTypes: [{ id: 'a' }] }, 'antennaTypes')).toEqual([{ id: 'a' }]);
    expect(batchCollection({ antennaTypes: 'x' }, 'antennaTypes')).toEqual([]);
    expect(batchCollection({}, 'antennaTypes')).toEqual([]);
    expect(batchCollection(null, 'antennaTypes')).toEqual([]);
  });

  it('keeps an attenuation type whose band factors are partly unreadable', () => {
    const type = batchAttenuationAreaTypeSchema.parse({
      id: 't',
      propagationProperties: [{ band: 'FIVE', attenuationFactor: 5 }, { band: 'TWO' }],
    });
    expect(type).toEqual({
      id: 't',
      name: '',
      propagationProperties: [
        { band: 'FIVE', attenuationFactor: 5 },
        { band: '', attenuationFactor: 0 },
      ],
    });
  });
});
