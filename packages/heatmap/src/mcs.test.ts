import { describe, expect, it } from 'vitest';
import { buildRateTable, negotiateLink, phyRateMbps, rateFromTable } from './mcs';

describe('phyRateMbps', () => {
  it('gives HE20 1 SS MCS 0–11 from first principles (HE20 MCS11 = 143.4 Mbps)', () => {
    const rates = Array.from(
      { length: 12 },
      (_, mcs) => Math.round(phyRateMbps('AX', 20, mcs, 1, false) * 10) / 10,
    );
    expect(rates).toEqual([8.6, 17.2, 25.8, 34.4, 51.6, 68.8, 77.4, 86, 103.2, 114.7, 129, 143.4]);
  });

  it('gives VHT80 MCS9 1 SS short GI = 433.3 Mbps and long GI = 390 Mbps', () => {
    expect(phyRateMbps('AC', 80, 9, 1, true)).toBeCloseTo(433.33, 2);
    expect(phyRateMbps('AC', 80, 9, 1, false)).toBeCloseTo(390, 6);
  });

  it('matches other known table values', () => {
    expect(phyRateMbps('N', 20, 7, 1, true)).toBeCloseTo(72.2, 1);
    expect(phyRateMbps('N', 40, 7, 2, true)).toBeCloseTo(300, 6);
    expect(phyRateMbps('AC', 160, 9, 2, true)).toBeCloseTo(1733.3, 1);
    expect(phyRateMbps('AX', 80, 11, 2, false)).toBeCloseTo(1201, 0);
    expect(phyRateMbps('BE', 160, 11, 2, false)).toBeCloseTo(2402, 0);
  });

  it('returns 0 where the PHY has no such rate', () => {
    expect(phyRateMbps('AC', 20, 9, 1, true)).toBe(0);
    expect(phyRateMbps('AC', 20, 9, 3, true)).toBeCloseTo(288.9, 1);
    expect(phyRateMbps('N', 20, 8, 1, true)).toBe(0);
    expect(phyRateMbps('N', 80, 7, 1, true)).toBe(0);
    expect(phyRateMbps('AC', 80, 10, 1, true)).toBe(0);
  });
});

describe('rate from RSSI and SNR', () => {
  it('negotiates the lower PHY, fewer streams and a width that PHY supports', () => {
    expect(
      negotiateLink(
        { technology: 'AX', widthMhz: 80, spatialStreams: 4, isShortGuardInterval: true },
        { technology: 'N', spatialStreams: 2 },
      ),
    ).toEqual({ technology: 'N', widthMhz: 40, spatialStreams: 2, isShortGuardInterval: true });
  });

  it('picks the highest MCS whose RSSI and SNR minimums are both met', () => {
    const table = buildRateTable({
      technology: 'AX',
      widthMhz: 20,
      spatialStreams: 1,
      isShortGuardInterval: false,
    });
    expect(rateFromTable(table, -40, 50)).toBeCloseTo(143.4, 1);
    expect(rateFromTable(table, -64, 50)).toBeCloseTo(86, 1);
    expect(rateFromTable(table, -40, 20)).toBeCloseTo(68.8, 1);
    expect(rateFromTable(table, -83, 50)).toBe(0);
    const wide = buildRateTable({
      technology: 'AX',
      widthMhz: 80,
      spatialStreams: 1,
      isShortGuardInterval: false,
    });
    expect(wide.minRssiDbm[0]).toBe(-76);
    expect(wide.minSnrDb[11]).toBe(43);
  });
});
