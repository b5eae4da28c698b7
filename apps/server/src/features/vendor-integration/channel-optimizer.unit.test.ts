import { describe, expect, it } from 'vitest';
import {
  blockOf,
  candidateChannels,
  channelsOverlap,
  optimizeChannels,
  type OptimizerAp,
} from './channel-optimizer';

const floor = { id: 'f', widthMeters: 100, heightMeters: 20 };

/** Six APs in a corridor, 16 m apart, all on one channel at full power: the classic co-channel pile-up. */
function corridor(): OptimizerAp[] {
  return Array.from({ length: 6 }, (_v, i) => ({
    id: `ap${i}`,
    floorPlanId: 'f',
    xMeters: 10 + i * 16,
    yMeters: 10,
    channel: 36,
    power: 20,
  }));
}

describe('channel-optimizer', () => {
  it('knows which channels share spectrum at a width', () => {
    expect(channelsOverlap('TWO', 1, 4, 20)).toBe(true);
    expect(channelsOverlap('TWO', 1, 6, 20)).toBe(false);
    expect(channelsOverlap('FIVE', 36, 40, 20)).toBe(false);
    expect(channelsOverlap('FIVE', 36, 40, 40)).toBe(true);
    expect(channelsOverlap('FIVE', 44, 48, 80)).toBe(true);
    expect(blockOf('FIVE', 149, 80)).toBe(blockOf('FIVE', 161, 80));
    expect(blockOf('FIVE', 64, 80)).not.toBe(blockOf('FIVE', 100, 80));
    expect(candidateChannels('FIVE', [36, 40, 44, 48, 149, 153], 40)).toEqual([36, 44, 149]);
  });

  it('spreads a co-channel corridor over the allowed channels and lowers the predicted CCI', () => {
    const aps = corridor();
    const { plan, before, after } = optimizeChannels(aps, [floor], {
      band: 'FIVE',
      channels: [36, 40, 44],
      channelWidth: 20,
      minPower: 5,
      maxPower: 20,
    });
    expect(before.cciAreaPercent).toBeGreaterThan(50);
    expect(after.meanCciDb).toBeLessThan(before.meanCciDb);
    expect(after.cciAreaPercent).toBeLessThan(before.cciAreaPercent);
    // Neighbours never share a channel.
    for (let i = 1; i < aps.length; i++) {
      expect(plan.channels[i]).not.toBe(plan.channels[i - 1]);
    }
    expect(plan.powers.every((power) => power >= 5 && power <= 20)).toBe(true);
  });

  it('keeps the APs’ own plan when nothing better is found', () => {
    const aps = corridor().map((ap, i) => ({ ...ap, channel: [36, 40, 44][i % 3] ?? 36 }));
    const options = {
      band: 'FIVE' as const,
      channels: [36, 40, 44],
      channelWidth: 20,
      minPower: 20,
      maxPower: 20,
    };
    const { before, after } = optimizeChannels(aps, [floor], options);
    expect(after.meanCciDb).toBeLessThanOrEqual(before.meanCciDb);
  });
});
