import type { ReportSectionType } from '@airlens/domain';
import { createFormat } from './format';
import { createTranslator } from './i18n';
import type { Block, ReportDocument } from './model';
import type { ReportData, ReportLayout } from './report-data';
import { writeCover } from './sections/cover';
import { writeDailyHealth } from './sections/daily-health';
import { writeFloors } from './sections/floors';
import { writeAccessPoints, writeSurveyEvents } from './sections/inventory';
import { writeMethod } from './sections/method';
import type { SectionContext, SectionWriter } from './sections/section-context';
import { writeSummary } from './sections/summary';

const SECTION_WRITERS: Readonly<Record<ReportSectionType, SectionWriter>> = {
  cover: writeCover,
  contents: ({ t }) => [{ kind: 'contents', title: t('contents.title') }],
  summary: writeSummary,
  floors: writeFloors,
  accessPoints: writeAccessPoints,
  surveyEvents: writeSurveyEvents,
  dailyHealth: writeDailyHealth,
  method: writeMethod,
};

/** Every level-1 part starts on a new page (but right after the cover, the contents or another break). */
function withPageBreaks(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    const isPartStart = block.kind === 'heading' && block.level === 1;
    if (isPartStart && last !== undefined && last.kind !== 'pageBreak' && last.kind !== 'contents') {
      out.push({ kind: 'pageBreak' });
    }
    out.push(block);
  }
  return out;
}

/**
 * The report as a document model: the template's sections in its order, each written once from the data in
 * the report's language, with the running header (project name and title) and the numbered footer.
 */
export function buildReportDocument(data: ReportData, layout: ReportLayout): ReportDocument {
  const t = createTranslator(layout.language);
  const context: SectionContext = { data, layout, t, format: createFormat(layout.language, layout.units) };
  const title = layout.branding.title ?? t('report.title');
  const sections = layout.sections.filter((section, index) => layout.sections.indexOf(section) === index);
  return {
    title: `${data.projectName} · ${title}`,
    author: layout.branding.author ?? data.requestedBy,
    language: layout.language,
    pageSize: layout.pageSize,
    colors: { primary: layout.branding.primaryColor, accent: layout.branding.accentColor },
    hasCover: sections[0] === 'cover',
    header: t('report.header', { project: data.projectName, title }),
    footer: t('report.footer'),
    blocks: withPageBreaks(sections.flatMap((section) => SECTION_WRITERS[section](context))),
  };
}
