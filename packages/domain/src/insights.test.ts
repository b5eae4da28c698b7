import { describe, it, expect } from 'vitest';
import {
  CRITERIA,
  CRITERION_LABELS,
  DEFAULT_BAND,
  DEFAULT_CRITERION,
  DEFAULT_REQUIREMENT,
  FREQUENCY_BANDS,
  FREQUENCY_BAND_LABELS,
  averageScore,
  countIssues,
  isCriterion,
  isFrequencyBand,
  isGoodScore,
  kpiScore,
  samplePasses,
  shouldUseListOnlyMode,
} from './insights';

describe('bands', () => {
  it('lists the bands with their labels and FIVE as default', () => {
    expect(FREQUENCY_BANDS).toEqual(['TWO', 'FIVE', 'SIX']);
    expect(FREQUENCY_BAND_LABELS).toEqual({ TWO: '2.4', FIVE: '5', SIX: '6' });
    expect(DEFAULT_BAND).toBe('FIVE');
  });

  it('recognises band values exactly', () => {
    expect(isFrequencyBand('SIX')).toBe(true);
    expect(isFrequencyBand('six')).toBe(false);
    expect(isFrequencyBand('6')).toBe(false);
  });
});

describe('criteria', () => {
  it('lists the criteria with their labels and rssi as default', () => {
    expect(CRITERIA).toEqual(['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth', 'average']);
    expect(CRITERION_LABELS).toEqual({
      rssi: 'Primary Coverage',
      rssi2: 'Secondary Coverage',
      snr: 'Signal to Noise Ratio',
      channelInterference: 'Channel Interference',
      networkHealth: 'Network Health',
      average: 'Average',
    });
    expect(DEFAULT_CRITERION).toBe('rssi');
  });

  it('recognises criterion values exactly', () => {
    expect(isCriterion('channelInterference')).toBe(true);
    expect(isCriterion('secondaryRssi')).toBe(false);
  });
});

describe('isGoodScore', () => {
  it.each([
    [100, true],
    [80.01, true],
    [81, true],
    [80, false],
    [79.99, false],
    [0, false],
  ])('%d is good: %s', (score, good) => {
    expect(isGoodScore(score)).toBe(good);
  });
});

describe('samplePasses', () => {
  it('pins the default requirement', () => {
    expect(DEFAULT_REQUIREMENT).toEqual({ rssi: -67, rssi2: -75, snr: 25, channelInterference: 2 });
  });

  it('passes a sample exactly at every threshold', () => {
    expect(samplePasses({ rssiDbm: -67, rssi2Dbm: -75, snrDb: 25, channelInterference: 2 })).toEqual({
      rssi: true,
      rssi2: true,
      snr: true,
      channelInterference: true,
      networkHealth: true,
    });
  });

  it('fails each criterion just past its threshold', () => {
    expect(samplePasses({ rssiDbm: -68, rssi2Dbm: -76, snrDb: 24, channelInterference: 3 })).toEqual({
      rssi: false,
      rssi2: false,
      snr: false,
      channelInterference: false,
      networkHealth: false,
    });
  });

  it('fails network health when one criterion fails', () => {
    const result = samplePasses({ rssiDbm: -50, rssi2Dbm: -60, snrDb: 40, channelInterference: 3 });
    expect(result.rssi).toBe(true);
    expect(result.channelInterference).toBe(false);
    expect(result.networkHealth).toBe(false);
  });

  it('fails missing values', () => {
    expect(samplePasses({ rssiDbm: -50, rssi2Dbm: null, snrDb: 40, channelInterference: 0 })).toEqual({
      rssi: true,
      rssi2: false,
      snr: true,
      channelInterference: true,
      networkHealth: false,
    });
  });

  it('uses a custom requirement', () => {
    const requirement = { rssi: -70, rssi2: -80, snr: 20, channelInterference: 0 };
    expect(
      samplePasses({ rssiDbm: -70, rssi2Dbm: -80, snrDb: 20, channelInterference: 1 }, requirement),
    ).toEqual({
      rssi: true,
      rssi2: true,
      snr: true,
      channelInterference: false,
      networkHealth: false,
    });
  });
});

describe('kpiScore, averageScore and countIssues', () => {
  const apiRow = {
    rssi: { value: 95 },
    secondaryRssi: { value: 80 },
    snr: { value: 70 },
    channelInterference: { value: 81 },
    networkHealth: { value: 50 },
  };

  it('reads wrapped and bare values, with secondaryRssi as rssi2', () => {
    expect(kpiScore(apiRow, 'rssi')).toBe(95);
    expect(kpiScore(apiRow, 'rssi2')).toBe(80);
    expect(kpiScore({ rssi2: 60 }, 'rssi2')).toBe(60);
  });

  it('prefers rssi2 over secondaryRssi', () => {
    expect(kpiScore({ rssi2: 10, secondaryRssi: { value: 90 } }, 'rssi2')).toBe(10);
  });

  it('returns null for missing, null and non-finite values', () => {
    expect(kpiScore({}, 'snr')).toBeNull();
    expect(kpiScore({ snr: null }, 'snr')).toBeNull();
    expect(kpiScore({ snr: { value: null } }, 'snr')).toBeNull();
    expect(kpiScore({ snr: Number.NaN }, 'snr')).toBeNull();
  });

  it('averages the five scored criteria', () => {
    expect(averageScore(apiRow)).toBe((95 + 80 + 70 + 81 + 50) / 5);
    expect(kpiScore(apiRow, 'average')).toBe(75.2);
  });

  it('prefers a given average', () => {
    expect(kpiScore({ ...apiRow, average: 12 }, 'average')).toBe(12);
  });

  it('averages only the present criteria', () => {
    expect(averageScore({ rssi: 90, snr: 70 })).toBe(80);
    expect(averageScore({})).toBeNull();
  });

  it('counts scores of 80 or less as issues', () => {
    expect(countIssues(apiRow)).toBe(3);
  });

  it('ignores the average and missing scores', () => {
    expect(countIssues({ average: 10, rssi: 100 })).toBe(0);
    expect(countIssues({})).toBe(0);
  });

  it('counts all five when everything is bad', () => {
    expect(countIssues({ rssi: 0, rssi2: 0, snr: 0, channelInterference: 0, networkHealth: 0 })).toBe(5);
  });
});

describe('shouldUseListOnlyMode', () => {
  it.each([
    [0, false],
    [200, false],
    [201, true],
    [5000, true],
  ])('%i projects → list-only %s', (count, listOnly) => {
    expect(shouldUseListOnlyMode(count)).toBe(listOnly);
  });
});
