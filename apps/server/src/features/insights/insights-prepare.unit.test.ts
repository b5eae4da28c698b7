import { describe, expect, it } from 'vitest';
import { FIXTURE, buildKpiFixtureProject } from './insights-fixture';
import { prepareInsights } from './insights-prepare';
import type { RollupRow } from './kpi-rollups';

/*
 * Worked by hand from insights-fixture.ts. Survey 1 (2025-03-03), 5 GHz, my APs AP1 (m1, m7) and AP2 (m2);
 * AP3 (m3) is a neighbour. Noise measured at 5180 MHz: −90 dBm.
 *   scan0 x=140 (voice zone): serving AP1 −58 (m7), rssi2 AP2 −66, SNR 32, CCI 1 (m2 overlaps 5170–5210;
 *         m3 at 5190–5210 only touches 5170–5190). Voice: −65/−70/25/≤1 → all pass.
 *   scan1 x=320 (both; open office on top): AP1 −70, AP2 −72, SNR 20, CCI 1. Voice: fails rssi, rssi2, snr.
 *         Open office (project default 5 GHz: −70, −75 fallback, 20, ≤2 fallback): all pass.
 *   scan2 x=500 (open office): serving AP2 −62 (m2, 40 MHz), rssi2 AP1 −80, SNR 28, CCI 2 (m3 and m1):
 *         fails rssi2 only.
 *   scan3 x=860 (no area): only the neighbour → no coverage, fails all.
 * Survey 2 (2025-03-04, STOP_AND_GO at x=600): AP2 −60, AP1 −68, SNR −60 − (−92: 40 MHz default) = 32,
 *   CCI 1 (m3 at −90 is below −85) → passes all under the project default.
 * Survey 3 (2025-03-05) hears only AP2 on 2.4 GHz: no 5 GHz samples that day.
 */
function find(
  rows: RollupRow[],
  floorPlanId: string,
  areaId: string,
  date: string,
  band: string,
): RollupRow | undefined {
  return rows.find(
    (row) =>
      row.floorPlanId === floorPlanId &&
      row.areaId === areaId &&
      row.surveyDate === date &&
      row.band === band,
  );
}

function counts(row: RollupRow | undefined) {
  return row === undefined
    ? undefined
    : [
        row.samples,
        row.passRssi,
        row.passRssi2,
        row.passSnr,
        row.passChannelInterference,
        row.passNetworkHealth,
      ];
}

describe('prepareInsights on the hand-computed fixture', () => {
  const prepared = prepareInsights(buildKpiFixtureProject());

  it('rolls up the whole floor per day and band, judging each sample by the area on top', () => {
    expect(counts(find(prepared.rollups, FIXTURE.floor1, '', '2025-03-03', 'FIVE'))).toEqual([
      4, 3, 2, 3, 3, 2,
    ]);
    expect(counts(find(prepared.rollups, FIXTURE.floor1, '', '2025-03-04', 'FIVE'))).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
    expect(find(prepared.rollups, FIXTURE.floor1, '', '2025-03-05', 'FIVE')).toBeUndefined();
  });

  it('judges each area by its own requirement', () => {
    expect(counts(find(prepared.rollups, FIXTURE.floor1, FIXTURE.areaA, '2025-03-03', 'FIVE'))).toEqual([
      2, 1, 1, 1, 2, 1,
    ]);
    expect(counts(find(prepared.rollups, FIXTURE.floor1, FIXTURE.areaB, '2025-03-03', 'FIVE'))).toEqual([
      2, 2, 1, 2, 2, 1,
    ]);
    expect(counts(find(prepared.rollups, FIXTURE.floor1, FIXTURE.areaB, '2025-03-04', 'FIVE'))).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
  });

  it('counts 2.4 GHz samples where nothing of the network was heard as failing', () => {
    // Only scan0 heard 2.4 GHz: AP1 −55 ch1, AP2 −65 ch6, SNR 40 (default −95), CCI 1 (ch3 overlaps ch1; ch6 does not).
    expect(counts(find(prepared.rollups, FIXTURE.floor1, '', '2025-03-03', 'TWO'))).toEqual([
      4, 1, 1, 1, 1, 1,
    ]);
    // The voice requirement sets nothing on 2.4 GHz: the project default (−72) and product defaults apply.
    expect(counts(find(prepared.rollups, FIXTURE.floor1, FIXTURE.areaA, '2025-03-03', 'TWO'))).toEqual([
      2, 1, 1, 1, 1, 1,
    ]);
    // Survey 3: AP2 −50 alone: no secondary AP, so rssi2 and network health fail.
    expect(counts(find(prepared.rollups, FIXTURE.floor1, '', '2025-03-05', 'TWO'))).toEqual([
      1, 1, 0, 1, 1, 0,
    ]);
    expect(prepared.rollups.some((row) => row.band === 'SIX')).toBe(false);
  });

  it('sums the floors into project days and the days into totals per band', () => {
    const day = prepared.projectDays.find((row) => row.surveyDate === '2025-03-03' && row.band === 'FIVE');
    expect(day).toEqual({
      surveyDate: '2025-03-03',
      band: 'FIVE',
      samples: 4,
      passRssi: 3,
      passRssi2: 2,
      passSnr: 3,
      passChannelInterference: 3,
      passNetworkHealth: 2,
    });
    expect(prepared.projectDays).toHaveLength(4);
    expect(prepared.projectTotals).toEqual([
      {
        band: 'TWO',
        samples: 5,
        passRssi: 2,
        passRssi2: 1,
        passSnr: 2,
        passChannelInterference: 2,
        passNetworkHealth: 1,
      },
      {
        band: 'FIVE',
        samples: 5,
        passRssi: 4,
        passRssi2: 3,
        passSnr: 4,
        passChannelInterference: 4,
        passNetworkHealth: 3,
      },
    ]);
  });

  it('groups my APs into the inventory, leaving the neighbour out', () => {
    expect(prepared.devices).toEqual([
      {
        apName: 'AP-01',
        vendor: 'Aruba',
        model: 'AP-515',
        wifiGeneration: 'Wi-Fi 6',
        technology: '802.11ax',
        radioCount: 2,
        channelAndPower: '2.4 GHz ch 1 (20 MHz), 5 GHz ch 36 (20 MHz)',
        heightMeters: null,
        installation: null,
        deviceCount: 2,
      },
      {
        apName: 'AP-02',
        vendor: 'Aruba',
        model: 'AP-515',
        wifiGeneration: 'Wi-Fi 7',
        technology: '802.11be',
        radioCount: 2,
        channelAndPower: '2.4 GHz ch 6 (20 MHz), 5 GHz ch 36 (40 MHz)',
        heightMeters: null,
        installation: null,
        deviceCount: 1,
      },
      {
        apName: 'AP-05',
        vendor: 'Cisco',
        model: 'C9136',
        wifiGeneration: 'Wi-Fi 6',
        technology: '802.11ax',
        radioCount: 2,
        channelAndPower: '2.4 GHz ch 1 (20 MHz) 14 dBm, 5 GHz ch 36 (80 MHz) 20 dBm',
        heightMeters: 3.2,
        installation: 'CEILING',
        deviceCount: 1,
      },
    ]);
  });

  it('keeps areas and tags', () => {
    expect(prepared.areas.map((area) => [area.name, area.requirementId])).toEqual([
      ['Voice zone', FIXTURE.requirementVoice],
      ['Open office', null],
    ]);
    expect(prepared.tags).toEqual(['Flagship', 'HQ', 'Retail']);
  });

  it('is structured-cloneable (it crosses the import worker boundary)', () => {
    expect(structuredClone(prepared)).toEqual(prepared);
  });
});
