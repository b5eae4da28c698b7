import { describe, expect, it } from 'vitest';
import { applyOperations } from './design-operations';
import { rebaseOperations } from './design-rebase';
import type { Design, DesignOperation } from './design-types';

function base(): Design {
  return new Map(
    Object.entries({
      floorPlans: [
        { name: 'Ground', width: 100, height: 100, id: 'fp-1' },
        { name: 'First', width: 100, height: 100, id: 'fp-2' },
      ],
      accessPoints: [
        { name: 'AP-1', location: { floorPlanId: 'fp-1', coord: { x: 1, y: 1 } }, id: 'ap-1' },
        { name: 'AP-2', location: { floorPlanId: 'fp-1', coord: { x: 2, y: 2 } }, id: 'ap-2' },
      ],
      simulatedRadios: [{ accessPointId: 'ap-1', channel: [1], id: 'r-1' }],
    }),
  );
}

const moveAp1: DesignOperation = {
  op: 'update',
  type: 'ACCESS_POINT',
  id: 'ap-1',
  value: { location: { floorPlanId: 'fp-1', coord: { x: 50, y: 50 } } },
};

describe('rebaseOperations', () => {
  it('re-applies pending operations whose entities still exist, over the other side’s changes', () => {
    const theirs = applyOperations(base(), [
      { op: 'update', type: 'ACCESS_POINT', id: 'ap-1', value: { name: 'Lobby' } },
    ]);
    const result = rebaseOperations([moveAp1], theirs);
    expect(result.dropped).toEqual([]);
    expect(result.operations).toEqual([moveAp1]);
    expect(result.design.get('accessPoints')?.[0]).toEqual({
      name: 'Lobby',
      location: { floorPlanId: 'fp-1', coord: { x: 50, y: 50 } },
      id: 'ap-1',
    });
  });

  it('drops and reports operations whose entity the other side removed, keeping the rest', () => {
    const theirs = applyOperations(base(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-1' }]);
    const renameAp2: DesignOperation = {
      op: 'update',
      type: 'ACCESS_POINT',
      id: 'ap-2',
      value: { name: 'Hall' },
    };
    const retune: DesignOperation = {
      op: 'update',
      type: 'SIMULATED_RADIO',
      id: 'r-1',
      value: { channel: [6] },
    };
    const result = rebaseOperations([moveAp1, renameAp2, retune], theirs);
    expect(result.operations).toEqual([renameAp2]);
    expect(result.dropped).toEqual([
      { operation: moveAp1, reason: 'Access point ap-1 does not exist.' },
      { operation: retune, reason: 'Radio r-1 does not exist.' },
    ]);
    expect(result.design.get('accessPoints')?.map((ap) => ap.name)).toEqual(['Hall']);
  });

  it('drops an AP placed on a floor the other side removed', () => {
    const theirs = applyOperations(base(), [{ op: 'remove', type: 'FLOOR_PLAN', id: 'fp-2' }]);
    const place: DesignOperation = {
      op: 'add',
      type: 'ACCESS_POINT',
      id: 'ap-3',
      value: { name: 'AP-3', location: { floorPlanId: 'fp-2', coord: { x: 3, y: 3 } } },
    };
    const result = rebaseOperations([place], theirs);
    expect(result.operations).toEqual([]);
    expect(result.dropped.map((entry) => entry.reason)).toEqual(['Floor plan fp-2 does not exist.']);
  });

  it('keeps operations that depend on an earlier kept one', () => {
    const addAp: DesignOperation = { op: 'add', type: 'ACCESS_POINT', id: 'ap-3', value: { name: 'AP-3' } };
    const addRadio: DesignOperation = {
      op: 'add',
      type: 'SIMULATED_RADIO',
      id: 'r-3',
      value: { accessPointId: 'ap-3' },
    };
    const result = rebaseOperations([addAp, addRadio], base());
    expect(result.operations).toEqual([addAp, addRadio]);
    expect(result.dropped).toEqual([]);
  });
});
