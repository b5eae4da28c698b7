import type { FrequencyBand } from '@airlens/domain';
import type { ReportFormat } from '../format';
import type { Translate } from '../i18n';
import type { Block, CellStatus, TableBlock, TableCell } from '../model';
import type { KpiValues, ReportData, ReportLayout } from '../report-data';

/** What every section is written from: the data, the layout, and the language's texts and formats. */
export interface SectionContext {
  data: ReportData;
  layout: ReportLayout;
  t: Translate;
  format: ReportFormat;
}

/** A section: document-model blocks, written once for both formats. */
export type SectionWriter = (context: SectionContext) => Block[];

/** The KPI criteria in the order tables list them, by their key in KpiValues and the catalogue. */
export const KPI_CRITERIA = [
  'rssi',
  'secondaryRssi',
  'snr',
  'channelInterference',
  'networkHealth',
  'average',
] as const;

/** A score above 80 passes (ARCHITECTURE §4); no samples is neither. */
export function scoreStatus(value: number | null): CellStatus {
  if (value === null) {
    return 'none';
  }
  return value > 80 ? 'pass' : 'fail';
}

/** A score cell: the value in the report's format, painted pass or fail. */
export function scoreCell(context: SectionContext, value: number | null): TableCell {
  return {
    text: value === null ? context.t('result.noData') : context.format.score(value),
    status: scoreStatus(value),
  };
}

/** A table of criteria (rows) by band (columns), each cell a score painted pass or fail. */
export function kpiBandTable(
  context: SectionContext,
  columns: { band: FrequencyBand; kpis: KpiValues }[],
): TableBlock {
  const { t, format } = context;
  return {
    kind: 'table',
    columns: [
      { header: t('table.criterion'), weight: 2 },
      ...columns.map((column) => ({ header: t(`band.${column.band}`), align: 'right' as const })),
    ],
    rows: [
      ...KPI_CRITERIA.map((criterion) => [
        { text: t(`kpi.${criterion}`) },
        ...columns.map((column) => scoreCell(context, column.kpis[criterion])),
      ]),
      [
        { text: t('kpi.issues') },
        ...columns.map((column): TableCell => ({
          text: format.integer(column.kpis.issues),
          status: column.kpis.issues === 0 ? 'pass' : 'fail',
        })),
      ],
    ],
  };
}
