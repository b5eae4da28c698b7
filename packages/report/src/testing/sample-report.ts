// Sample report data for the package's tests (imported by *.test.ts files only).
import type { KpiValues, ReportData, ReportLayout } from '../report-data';
import { solidPng } from './test-pngs';

/** A name of exactly 50 characters, with spaces where a careless writer would break the line. */
export const FIFTY_CHARACTER_NAME = 'Northwest Logistics Hub, Warehouse Level Two Annex';

export const SAMPLE_KPIS: KpiValues = {
  rssi: 91.2,
  secondaryRssi: 64.5,
  snr: 88,
  channelInterference: 79.9,
  networkHealth: 55.1,
  average: 75.7,
  issues: 3,
};

/** Report data for two floors (one without a scale), two bands and one heatmap per band. */
export function sampleReportData(projectName = FIFTY_CHARACTER_NAME): ReportData {
  const plan = solidPng(300, 200, [230, 230, 230]);
  return {
    projectName,
    generatedAt: new Date('2026-03-04T10:20:00Z'),
    requestedBy: 'surveyor@example.com',
    bands: ['TWO', 'FIVE'],
    summary: [
      { band: 'TWO', kpis: SAMPLE_KPIS },
      { band: 'FIVE', kpis: { ...SAMPLE_KPIS, rssi: null, issues: 0 } },
    ],
    floors: [
      {
        id: 'f1',
        name: FIFTY_CHARACTER_NAME,
        metersPerUnit: 0.05,
        widthMeters: 15,
        heightMeters: 10,
        plan,
        heatmaps: [
          { visualization: 'primary-coverage', band: 'TWO', image: solidPng(300, 200, [0, 150, 0]) },
          { visualization: 'snr', band: 'FIVE', image: solidPng(300, 200, [150, 0, 0]) },
        ],
        kpis: [
          { band: 'TWO', floor: SAMPLE_KPIS, areas: [{ name: 'Reception', kpis: SAMPLE_KPIS }] },
          { band: 'FIVE', floor: SAMPLE_KPIS, areas: [] },
        ],
      },
      {
        id: 'f2',
        name: 'Basement',
        metersPerUnit: null,
        widthMeters: null,
        heightMeters: null,
        plan,
        heatmaps: [],
        kpis: [],
      },
    ],
    accessPoints: [
      {
        name: 'AP-01',
        vendor: 'Aruba',
        model: 'AP-635',
        radioCount: 3,
        channelAndPower: '1 / 18 dBm, 36 / 20 dBm',
        heightMeters: 3,
        mounting: 'CEILING',
      },
    ],
    surveys: [
      {
        name: 'Walk 1',
        date: '2026-03-01T08:00:00Z',
        floorName: FIFTY_CHARACTER_NAME,
        createdBy: 'surveyor@example.com',
        durationSeconds: 900,
        distanceMeters: 120.5,
        discoveredAps: 12,
      },
    ],
    dailyHealth: [
      {
        band: 'TWO',
        days: [{ date: '2026-03-01', value: 55.1 }],
        chart: solidPng(400, 200, [255, 255, 255]),
      },
      { band: 'FIVE', days: [], chart: null },
    ],
    dataVersions: { projectVersion: 2, insightsVersion: 'abc123', heatmapEngine: 'engine-1' },
    dateRange: { startDate: null, endDate: null },
  };
}

/** The built-in default layout in a language. */
export function sampleLayout(language: ReportLayout['language'] = 'en'): ReportLayout {
  return {
    sections: [
      'cover',
      'contents',
      'summary',
      'floors',
      'accessPoints',
      'surveyEvents',
      'dailyHealth',
      'method',
    ],
    language,
    pageSize: 'A4',
    units: 'metric',
    branding: {
      title: null,
      customer: 'Contoso',
      author: null,
      logo: null,
      primaryColor: '#0d47a1',
      accentColor: '#ff8f00',
    },
  };
}
