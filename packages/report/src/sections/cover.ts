import type { Block } from '../model';
import type { SectionWriter } from './section-context';

/** The cover: title, project, customer, author, date and survey period, the logo, then a new page. */
export const writeCover: SectionWriter = ({ data, layout, t, format }) => {
  const { branding } = layout;
  const blocks: Block[] = [
    { kind: 'paragraph', style: 'title', text: branding.title ?? t('report.title') },
    { kind: 'paragraph', style: 'subtitle', text: data.projectName },
  ];
  if (branding.logo !== null) {
    blocks.push({ kind: 'image', ...branding.logo, dpi: 150 });
  }
  const lines: [string, string | null][] = [
    [t('cover.project'), data.projectName],
    [t('cover.customer'), branding.customer],
    [t('cover.author'), branding.author ?? data.requestedBy],
    [t('cover.date'), format.dateTime(data.generatedAt)],
    [t('cover.period'), periodText(data.dateRange, t('cover.allDays'), format.date)],
  ];
  for (const [label, value] of lines) {
    if (value !== null && value !== '') {
      blocks.push({ kind: 'paragraph', text: `${label}: ${value}` });
    }
  }
  blocks.push({ kind: 'pageBreak' });
  return blocks;
};

/** The survey period as text: both ends, one end, or every day. */
export function periodText(
  range: { startDate: string | null; endDate: string | null },
  allDays: string,
  date: (iso: string) => string,
): string {
  if (range.startDate === null && range.endDate === null) {
    return allDays;
  }
  return `${range.startDate === null ? '…' : date(range.startDate)} – ${range.endDate === null ? '…' : date(range.endDate)}`;
}
