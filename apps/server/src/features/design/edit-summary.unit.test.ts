import type { VersionDiff } from '@airlens/contract';
import { describe, expect, it } from 'vitest';
import { editSummary } from './edit-summary';

const ref = (id: string) => ({ id, name: id, floorPlanId: 'f' });
const position = { floorPlanId: 'f', x: 0, y: 0 };

function diff(parts: Partial<VersionDiff> = {}): VersionDiff {
  return {
    from: 1,
    to: 2,
    accessPoints: { added: [], removed: [], moved: [], changed: [] },
    walls: { added: [], removed: [] },
    attenuationAreas: { added: [], removed: [], changed: [] },
    areas: { added: [], removed: [], changed: [] },
    ...parts,
  };
}

describe('editSummary', () => {
  it('counts what the session changed, singular and plural, in a fixed order', () => {
    expect(
      editSummary(
        diff({
          accessPoints: {
            added: [],
            removed: [{ ...ref('a'), position }],
            moved: ['b', 'c', 'd'].map((id) => ({
              ...ref(id),
              from: position,
              to: position,
              distanceMeters: 2,
            })),
            changed: [],
          },
          walls: { added: [ref('w')], removed: [] },
          areas: {
            added: [],
            removed: [],
            changed: [
              { ...ref('r'), changes: ['name A → B'] },
              { ...ref('s'), changes: [] },
            ],
          },
        }),
      ),
    ).toBe('Edited: 1 AP removed, 3 APs moved, 1 wall added, 2 areas changed');
  });

  it('says the details changed when nothing the diff lists did (a wall moved, an AP moved 0.4 m)', () => {
    expect(editSummary(diff())).toBe('Edited: design details');
  });
});
