import type { Block } from '../model';
import { REPORT_IMAGE_DPI } from './floors';
import type { SectionWriter } from './section-context';

/** Network health per survey day, one chart per band. */
export const writeDailyHealth: SectionWriter = ({ data, t }) => {
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: t('dailyHealth.title') },
    { kind: 'paragraph', text: t('dailyHealth.intro') },
  ];
  for (const series of data.dailyHealth) {
    const band = t(`band.${series.band}`);
    if (series.chart === null || series.days.length === 0) {
      blocks.push({ kind: 'paragraph', style: 'note', text: t('dailyHealth.none', { band }) });
      continue;
    }
    blocks.push({
      kind: 'image',
      ...series.chart,
      dpi: REPORT_IMAGE_DPI,
      caption: t('dailyHealth.caption', { band }),
    });
  }
  return blocks;
};
