import type { MetresLike } from '@airlens/domain';
import type { Band, WallSet } from './types';

/** Wall and door materials with a default loss per crossing. */
export type WallMaterial =
  | 'drywall'
  | 'heavy-drywall'
  | 'wood'
  | 'glass'
  | 'brick'
  | 'concrete'
  | 'metal'
  | 'wooden-door'
  | 'double-pane-window'
  | 'commercial-exterior'
  | 'low-e-glass';

/**
 * Default loss per crossing in dB at 2.4 / 5 / 6 GHz (NetworkOptimizer's table, aligned with UniFi Design
 * Center; low-E glass from 3GPP TR 38.901, 23 + 0.3·f). Projects override these per wall type.
 */
export const WALL_MATERIAL_LOSS_DB: Readonly<Record<WallMaterial, Readonly<Record<Band, number>>>> = {
  drywall: { TWO: 2, FIVE: 3, SIX: 4 },
  'heavy-drywall': { TWO: 3, FIVE: 4, SIX: 5 },
  wood: { TWO: 4, FIVE: 5, SIX: 6 },
  glass: { TWO: 1, FIVE: 2, SIX: 3 },
  brick: { TWO: 4, FIVE: 5, SIX: 7 },
  concrete: { TWO: 12, FIVE: 15, SIX: 18 },
  metal: { TWO: 8, FIVE: 10, SIX: 12 },
  'wooden-door': { TWO: 4, FIVE: 5, SIX: 6 },
  'double-pane-window': { TWO: 5, FIVE: 7, SIX: 9 },
  'commercial-exterior': { TWO: 10, FIVE: 15, SIX: 18 },
  'low-e-glass': { TWO: 24, FIVE: 25, SIX: 25 },
};

/** One wall in metres, with its loss per band (from an `.esx` wall type: attenuationFactor × thickness) or a material. */
export interface WallSegment {
  x1: MetresLike;
  y1: MetresLike;
  x2: MetresLike;
  y2: MetresLike;
  lossDb: Readonly<Record<Band, number>> | WallMaterial;
}

/** Packs wall segments into the structure-of-arrays form the predictor reads. */
export function createWallSet(segments: readonly WallSegment[]): WallSet {
  const count = segments.length;
  const walls: WallSet = {
    x1: new Float64Array(count),
    y1: new Float64Array(count),
    x2: new Float64Array(count),
    y2: new Float64Array(count),
    lossDb: { TWO: new Float32Array(count), FIVE: new Float32Array(count), SIX: new Float32Array(count) },
  };
  segments.forEach((segment, w) => {
    walls.x1[w] = segment.x1;
    walls.y1[w] = segment.y1;
    walls.x2[w] = segment.x2;
    walls.y2[w] = segment.y2;
    const loss = typeof segment.lossDb === 'string' ? WALL_MATERIAL_LOSS_DB[segment.lossDb] : segment.lossDb;
    walls.lossDb.TWO[w] = loss.TWO;
    walls.lossDb.FIVE[w] = loss.FIVE;
    walls.lossDb.SIX[w] = loss.SIX;
  });
  return walls;
}
