import type { SectionWriter } from './section-context';
import { kpiBandTable } from './section-context';

/** The summary: the project's KPIs on every chosen band, painted pass or fail. */
export const writeSummary: SectionWriter = (context) => {
  const { t, data } = context;
  return [
    { kind: 'heading', level: 1, text: t('summary.title') },
    { kind: 'paragraph', text: t('summary.intro') },
    kpiBandTable(context, data.summary),
  ];
};
