import { periodText } from './cover';
import type { SectionWriter } from './section-context';

/** The appendix: how each KPI is computed, the device profile, the data versions and the generation time. */
export const writeMethod: SectionWriter = ({ data, t, format }) => {
  const { dataVersions } = data;
  const rows: [string, string][] = [
    [t('method.projectVersion'), format.integer(dataVersions.projectVersion)],
    [t('method.insightsVersion'), dataVersions.insightsVersion ?? '–'],
    [t('method.heatmapEngine'), dataVersions.heatmapEngine],
    [t('method.period'), periodText(data.dateRange, t('cover.allDays'), format.date)],
    [t('method.generatedAt'), format.dateTime(data.generatedAt)],
  ];
  return [
    { kind: 'heading', level: 1, text: t('method.title') },
    { kind: 'heading', level: 2, text: t('method.kpisTitle') },
    ...(
      [
        'method.samples',
        'method.rssi',
        'method.secondaryRssi',
        'method.snr',
        'method.channelInterference',
        'method.networkHealth',
        'method.score',
        'method.dailyHealth',
        'method.heatmaps',
        'method.deviceProfile',
      ] as const
    ).map((key) => ({ kind: 'paragraph' as const, text: t(key) })),
    { kind: 'heading', level: 2, text: t('method.versionsTitle') },
    ...rows.map(([label, value]) => ({ kind: 'paragraph' as const, text: `${label}: ${value}` })),
  ];
};
