/** The English catalogue: the keys every other language must have (i18next, `{{name}}` interpolation). */
export const en = {
  report: {
    title: 'Wi-Fi survey report',
    header: '{{project}} · {{title}}',
    footer: 'Page {page} of {pages}',
    fileSuffix: 'report',
  },
  cover: {
    project: 'Project',
    customer: 'Customer',
    author: 'Prepared by',
    date: 'Date',
    period: 'Survey period',
    allDays: 'All survey days',
  },
  contents: { title: 'Contents' },
  summary: {
    title: 'Summary',
    intro:
      'Each score is the share of survey samples that meet the requirement for that criterion. A score above 80 % passes; 80 % or less fails.',
    bandTitle: 'Project KPIs, {{band}}',
  },
  kpi: {
    rssi: 'Primary coverage',
    secondaryRssi: 'Secondary coverage',
    snr: 'Signal-to-noise ratio',
    channelInterference: 'Channel interference',
    networkHealth: 'Network health',
    average: 'Average',
    issues: 'Failing criteria',
  },
  table: {
    criterion: 'Criterion',
    score: 'Score',
    result: 'Result',
    area: 'Area',
    band: 'Band',
    wholeFloor: 'Whole floor',
  },
  result: { pass: 'Pass', fail: 'Fail', noData: 'No data' },
  band: { TWO: '2.4 GHz', FIVE: '5 GHz', SIX: '6 GHz' },
  floors: {
    plan: 'Floor plan and access points',
    planCaption: 'Access points placed on {{floor}}',
    noImage: 'This floor has no floor plan image.',
    size: 'Size: {{width}} × {{height}}',
    heatmaps: 'Heatmaps',
    heatmapCaption: '{{visualization}}, {{band}}',
    noHeatmaps: 'No heatmap was requested for this floor.',
    kpis: 'Floor KPIs',
    areaKpis: 'Area KPIs, {{band}}',
    noAreas: 'No areas are drawn on this floor.',
    notScaled:
      'This floor plan has no scale, so the report shows no heatmaps or KPIs for it. Set its scale in Airlens to include them.',
  },
  visualization: {
    'primary-coverage': 'Primary coverage',
    'secondary-coverage': 'Secondary coverage',
    snr: 'Signal-to-noise ratio',
    'channel-interference': 'Channel interference',
    'network-health': 'Network health',
    'data-rate': 'Data rate',
    throughput: 'Throughput',
  },
  legend: {
    pass: 'Pass',
    noData: 'No data',
    failing: 'Fails the requirement',
    scale: 'Scale',
  },
  accessPoints: {
    title: 'Access point inventory',
    name: 'Name',
    floor: 'Floor',
    vendor: 'Vendor',
    model: 'Model',
    radios: 'Radios',
    channelAndPower: 'Channel and power',
    height: 'Mounting height',
    mounting: 'Mounting',
    none: 'The project has no access points.',
    total: 'Access points: {{count}}',
  },
  surveys: {
    title: 'Survey events',
    name: 'Survey',
    date: 'Date',
    floor: 'Floor',
    createdBy: 'Surveyor',
    duration: 'Duration',
    distance: 'Distance',
    aps: 'Access points heard',
    none: 'The project has no surveys.',
  },
  dailyHealth: {
    title: 'Daily network health',
    intro: 'Network health per survey day (UTC): the share of samples that pass every requirement.',
    caption: 'Network health per survey day, {{band}}',
    none: 'No survey days on {{band}}.',
    axis: 'Network health',
  },
  method: {
    title: 'Appendix: method',
    kpisTitle: 'How the KPIs are computed',
    samples:
      'Every survey scan location is a sample, per frequency band. Each criterion is judged on every sample against the requirement of the area the sample lies in, else the project default requirement.',
    rssi: 'Primary coverage: the strongest signal of a radio on the band (only your own access points when any is marked as yours); it passes at or above the required signal strength (default −67 dBm).',
    secondaryRssi:
      'Secondary coverage: the strongest signal of a different access point; it passes at or above the required secondary signal strength (default −75 dBm).',
    snr: 'Signal-to-noise ratio: primary coverage minus the noise floor (measured where present, else −95 dBm at 20 MHz plus 3 dB per doubling of the channel width); default requirement 25 dB.',
    channelInterference:
      'Channel interference: the number of other access points heard at −85 dBm or more on channels overlapping the serving radio; it passes at or below the requirement (default 2).',
    networkHealth: 'Network health: the share of samples that pass every criterion.',
    score:
      'A score is the share of samples that pass (0–100 %). The average is the mean of the five scores. A score above 80 % is good; 80 % or less counts as a failing criterion.',
    dailyHealth: 'Daily network health is network health per calendar day (UTC) on which a survey started.',
    heatmaps:
      'Heatmaps are interpolated from the survey samples on a grid over each floor plan (one interpolation per floor, reused for every visualisation and band) and drawn at 150 dpi with their legend and a scale bar.',
    deviceProfile: 'Client device profile: none (0 dB offset).',
    versionsTitle: 'Data versions',
    projectVersion: 'Project version',
    insightsVersion: 'Insights data version',
    heatmapEngine: 'Heatmap engine',
    generatedAt: 'Generated',
    period: 'Survey period',
  },
} as const;

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** A catalogue: the English keys, each with a string in the catalogue's language. */
export type Catalogue = Strings<typeof en>;
